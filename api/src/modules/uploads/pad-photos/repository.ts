// A pad photo's upload: the row added at the end of the pad's photos inside the pad write (archived pads
// refuse it, the change log records it; no version bump), at most PAD_VIEW_PHOTO_LIMIT photos a pad.
import { PAD_VIEW_PHOTO_LIMIT } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { uploads } from '../../../db/schema.js';
import type { Actor } from '../../../domain/actor.js';
import type { StoredPhoto } from '../../../domain/photoFiles.js';
import { writePad } from '../../../domain/padWrites.js';
import { notFound, validationFailed } from '../../../errors.js';

export const PHOTO_LIMIT_MESSAGE = `A pad can show at most ${PAD_VIEW_PHOTO_LIMIT} photos.`;

export type UploadRow = typeof uploads.$inferSelect;

export async function addPadPhoto(
  db: Db,
  input: { padId: number; photo: StoredPhoto; direction: string | null },
  actor: Actor,
): Promise<UploadRow> {
  const { padId, photo, direction } = input;
  const { result } = await writePad(
    db,
    { padId, userId: actor.userId, bumpVersion: false, device: actor.device },
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
          user_id: actor.userId,
          title: photo.title,
          file_key: photo.fileKey,
          thumb_key: photo.thumbKey,
          mime: photo.mime,
          size: photo.size,
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
    () => notFound('Pad'),
  );
  return result;
}
