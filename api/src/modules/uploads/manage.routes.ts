// Photo management on the pad detail page: upload one photo (with its direction); deleting and ordering
// go through the generic upload routes, where pad photos are the 'pad_photo' target. Under /api (the spec's paths) but admin-only: this scope demands an admin. Each change goes
// through writePad (archived pads refuse it, the change log records it); photo changes do not bump the
// pad's version, so an admin editing the Contact tab is not told their own upload is a conflict.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { PAD_DIRECTIONS, PAD_VIEW_PHOTO_LIMIT } from '@pads/contracts';
import { pads, uploads } from '../../db/schema.js';
import { writePad } from '../../domain/padWrites.js';
import { AppError, notFound, validationFailed } from '../../errors.js';
import { errorResponses } from '../../openapi.js';
import { createFileStorage, fileUrl } from '../../storage/index.js';
import { registerUploadTarget } from '../../domain/uploadTargets.js';
import { padPhotoUploads } from './padPhotos.target.js';
import { deleteQuietly, preparePhotos, storePhotos } from '../../domain/photoFiles.js';
import { readPhotoUpload } from '../../domain/photoUpload.js';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const tags = ['pad detail'];
const padNotFound = () => notFound('Pad');
export const PHOTO_LIMIT_MESSAGE = `A pad can show at most ${PAD_VIEW_PHOTO_LIMIT} photos.`;

const presentUpload = (row: typeof uploads.$inferSelect, publicUrl: string, role: number) => ({
  id: row.id,
  file_url: fileUrl(publicUrl, row.file_key),
  thumb_url: row.thumb_key ? fileUrl(publicUrl, row.thumb_key) : null,
  direction: row.direction,
  order: row.order,
  created_at: row.created_at.toISOString(),
  user: { id: row.user_id, role },
});

export default async function uploadManagementRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart);
  app.addHook('onRequest', app.requireAdmin);
  const storage = createFileStorage(app.config);
  const device = (request: FastifyRequest) => request.headers['user-agent'];

  app.post<{ Params: { entity: 'pads'; id: number } }>(
    '/uploads/:entity/:id',
    {
      schema: {
        tags,
        summary: 'Upload one photo of a pad (multipart: upload, optional direction); PNG or JPEG by content',
        consumes: ['multipart/form-data'],
        params: {
          type: 'object',
          properties: { entity: { type: 'string', enum: ['pads'] }, id },
          required: ['entity', 'id'],
        },
        response: errorResponses(401, 403, 404, 409, 413, 422),
      },
    },
    async (request, reply) => {
      const padId = request.params.id;
      const [exists] = await app.db.select({ id: pads.id }).from(pads).where(eq(pads.id, padId));
      if (!exists) throw padNotFound();
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
        const { result } = await writePad(
          app.db,
          { padId, userId: request.user!.id, bumpVersion: false, device: device(request) },
          async (tx) => {
            const [{ n, next }] = (
              await tx.execute<{ n: number; next: number }>(
                sql`SELECT count(*)::int AS n, coalesce(max("order") + 1, 0)::int AS next FROM uploads WHERE pad_id = ${padId}`,
              )
            ).rows as [{ n: number; next: number }];
            if (n >= PAD_VIEW_PHOTO_LIMIT) throw validationFailed({ upload: [PHOTO_LIMIT_MESSAGE] });
            const [row] = await tx
              .insert(uploads)
              .values({
                pad_id: padId,
                user_id: request.user!.id,
                file_key: stored!.fileKey,
                thumb_key: stored!.thumbKey,
                mime: stored!.mime,
                size: stored!.size,
                direction,
                order: next,
              })
              .returning();
            return {
              action: 'upload_added',
              entityType: 'upload',
              entityId: row!.id,
              changes: { uploads: { before: null, after: { id: row!.id, direction } } },
              result: row!,
            };
          },
          padNotFound,
        );
        return reply.code(201).send({ data: presentUpload(result, app.config.publicUrl, request.user!.role) });
      } catch (error) {
        await deleteQuietly(storage, [stored!.fileKey, stored!.thumbKey]);
        throw error;
      }
    },
  );
  // DELETE /uploads/:id and add-upload-order are the generic routes (uploadOrder.routes.ts); pad photos
  // take part as an upload target.
  registerUploadTarget(padPhotoUploads);
}
