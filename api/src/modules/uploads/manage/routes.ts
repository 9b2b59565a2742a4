// DELETE /api/uploads/:id and POST /api/uploads/add-upload-order for every kind of upload: each kind
// (pad photos, announcement slides) registers an upload target (api/src/domain/uploadTargets.ts) and
// these routes hand an id to the target that owns it. Admins only.
import { uploadOrderSchema } from '@pads/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { deleteUpload, reorderUploads } from './repository.js';
import { yupBodyValidator } from '../../../openapi.js';
import { deleteRouteSchema, orderRouteSchema } from './schemas.js';
import { validate } from '../../../validation.js';
import { deleteQuietly } from '../../../domain/photoFiles.js';

const uploadOrderModule: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const storage = app.storage;

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
