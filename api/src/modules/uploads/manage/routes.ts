// DELETE /api/uploads/:id and POST /api/uploads/add-upload-order for every kind of upload: each kind
// (pad photos, announcement slides) registers an upload target (api/src/domain/uploadTargets.ts) and
// these routes hand an id to the target that owns it. Admins only.
import { uploadOrderSchema } from '@pads/contracts';
import { deleteUpload, reorderUploads } from './repository.js';
import { yupBodyValidator } from '../../../openapi.js';
import { endpoints, route } from '../../../endpoints.js';
import type { AppInstance } from '../../../openapi.js';
import { validate } from '../../../validation.js';
import { deleteQuietly } from '../../../domain/photoFiles.js';

const { uploads } = endpoints;

async function uploadOrderModule(app: AppInstance): Promise<void> {
  app.addHook('onRequest', app.requireAdmin);
  const storage = app.storage;

  route(app, uploads.remove, { validatorCompiler: yupBodyValidator }, async (request, reply) => {
    const keys = await deleteUpload(app.db, request.params.id, request.user!.id);
    // Files go after the commit: a rolled-back delete must still find them.
    await deleteQuietly(storage, keys);
    return reply.code(204).send();
  });

  route(app, uploads.order, { validatorCompiler: yupBodyValidator }, async (request, reply) => {
    const body: unknown = Array.isArray(request.body) ? { uploads: request.body } : request.body;
    const { uploads: order } = await validate(uploadOrderSchema, body);
    await reorderUploads(app.db, order, request.user!.id);
    return reply.code(204).send();
  });
}

export const publicRoutes = uploadOrderModule;
