// DELETE /api/uploads/:id and POST /api/uploads/add-upload-order for every kind of upload: each kind
// (pad photos, announcement slides) registers an upload target (api/src/domain/uploadTargets.ts) and
// these routes hand an id to the target that owns it. Admins only.
import { uploadOrderSchema } from '@pads/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { deleteUpload, reorderUploads } from './repository.js';
import { errorResponses, idParamsSchema, yupBodyValidator } from '../../../openapi.js';
import { createFileStorage } from '../../../storage/index.js';
import { validate } from '../../../validation.js';
import { deleteQuietly } from '../../../domain/photoFiles.js';

const tags = ['uploads'];

const deleteRouteSchema = {
  tags,
  summary: 'Delete an upload (a pad photo or an announcement slide) and its files',
  params: idParamsSchema,
  response: { 204: { type: 'null' }, ...errorResponses(401, 403, 404, 422) },
};

const orderRouteSchema = {
  tags,
  summary:
    'Reorder uploads of one owner: a list of { id, order } (or { uploads: [...] }); every id must be an upload of the same kind and owner',
  body: {
    type: 'array',
    items: {
      type: 'object',
      properties: { id: { type: 'integer' }, order: { type: 'integer' } },
      required: ['id', 'order'],
    },
  },
  response: { 204: { type: 'null' }, ...errorResponses(401, 403, 422) },
};

const uploadOrderModule: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const storage = createFileStorage(app.config);

  app.delete(
    '/uploads/:id',
    { schema: deleteRouteSchema, validatorCompiler: yupBodyValidator },
    async (request: FastifyRequest<{ Params: { id: number } }>, reply) => {
      const keys = await deleteUpload(app.db, request.params.id, request.user!.id);
      // Files go after the commit: a rolled-back delete must still find them.
      await deleteQuietly(storage, keys);
      return reply.code(204).send();
    },
  );

  app.post(
    '/uploads/add-upload-order',
    { schema: orderRouteSchema, validatorCompiler: yupBodyValidator },
    async (request, reply) => {
      const body = Array.isArray(request.body) ? { uploads: request.body } : request.body;
      const { uploads } = await validate(uploadOrderSchema, body);
      await reorderUploads(app.db, uploads, request.user!.id);
      return reply.code(204).send();
    },
  );
};

export const publicRoutes = uploadOrderModule;
