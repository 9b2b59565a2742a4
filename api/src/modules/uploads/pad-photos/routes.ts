// Photo management on the pad detail page: upload one photo (with its direction); deleting and ordering
// go through the generic upload routes (manage/), where pad photos are the 'pad_photo' target (target.ts).
// Under /api (the spec's paths) but admin-only: this scope demands an admin. Each change goes through
// writePad (archived pads refuse it, the change log records it); photo changes do not bump the pad's
// version, so an admin editing the Contact tab is not told their own upload is a conflict.
import multipart from '@fastify/multipart';
import { PAD_DIRECTIONS } from '@pads/contracts';
import { actorOf } from '../../../domain/actor.js';
import { deleteQuietly, preparePhotos, storePhotos } from '../../../domain/photoFiles.js';
import { readPhotoUpload } from '../../../domain/photoUpload.js';
import { padExists } from '../../../domain/rowExists.js';
import { registerUploadTarget } from '../../../domain/uploadTargets.js';
import { AppError, notFound, validationFailed } from '../../../errors.js';
import { fileUrl } from '../../../storage/index.js';
import { addPadPhoto, type UploadRow } from './repository.js';
import { endpoints, route } from '../../../endpoints.js';
import { padPhotoUploads } from './target.js';
import type { AppInstance } from '../../../openapi.js';

const presentUpload = (row: UploadRow, publicUrl: string, role: number) => ({
  id: row.id,
  title: row.title,
  file_url: fileUrl(publicUrl, row.file_key),
  thumb_url: row.thumb_key ? fileUrl(publicUrl, row.thumb_key) : null,
  direction: row.direction,
  order: row.order,
  created_at: row.created_at.toISOString(),
  user: { id: row.user_id, role },
});

export async function publicRoutes(app: AppInstance): Promise<void> {
  await app.register(multipart);
  app.addHook('onRequest', app.requireAdmin);
  const storage = app.storage;

  route(app, endpoints.padPhotos.upload, async (request, reply) => {
    const padId = request.params.id;
    if (!(await padExists(app.db, padId))) throw notFound('Pad');
    const { photo, fields } = await readPhotoUpload(request);
    const direction = fields.direction || null;
    if (!photo) throw validationFailed({ upload: ['The upload field is required.'] });
    if (direction && !(PAD_DIRECTIONS as readonly string[]).includes(direction))
      throw validationFailed({ direction: ['Direction must be north, east, west or south'] });
    const [prepared] = await preparePhotos([photo]).catch((error: AppError) => {
      throw error.errors ? validationFailed({ upload: Object.values(error.errors)[0]! }) : error;
    });
    const [stored] = await storePhotos(storage, [prepared!]);
    try {
      const row = await addPadPhoto(app.db, { padId, photo: stored!, direction }, actorOf(request));
      return reply.code(201).send({ data: presentUpload(row, app.config.publicUrl, request.user!.role) });
    } catch (error) {
      await deleteQuietly(storage, [stored!.fileKey, stored!.thumbKey]);
      throw error;
    }
  });
  // DELETE /uploads/:id and add-upload-order are the generic routes (manage/); pad photos take part as an
  // upload target.
  registerUploadTarget(padPhotoUploads);
}
