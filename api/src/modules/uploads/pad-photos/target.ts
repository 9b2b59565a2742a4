// Pad photos as a target of the generic upload routes (DELETE /uploads/:id, POST /uploads/add-upload-order).
// Each change goes through writePadInTransaction: archived pads refuse it and the pad's change log records
// it; photo changes do not bump the pad's version, so an admin editing the Contact tab is not told their own
// upload is a conflict.
import { and, eq, inArray } from 'drizzle-orm';
import { uploads } from '../../../db/schema.js';
import type { DbOrTx } from '../../../domain/auditLog.js';
import { writePadInTransaction, type Tx } from '../../../domain/padWrites.js';
import type { UploadOrderItem, UploadTarget } from '../../../domain/uploadTargets.js';
import { notFound, validationFailed } from '../../../errors.js';

const padNotFound = () => notFound('Pad');

async function deletePhoto(tx: DbOrTx, id: number, userId: number): Promise<string[]> {
  const [upload] = await tx.select().from(uploads).where(eq(uploads.id, id));
  if (!upload) throw notFound('Upload');
  await writePadInTransaction(
    tx as Tx,
    { padId: upload.pad_id, userId, bumpVersion: false },
    async (inner) => {
      await inner.delete(uploads).where(eq(uploads.id, upload.id));
      return {
        action: 'upload_deleted',
        entityType: 'upload',
        entityId: upload.id,
        changes: { uploads: { before: { id: upload.id, direction: upload.direction }, after: null } },
        result: null,
      };
    },
    padNotFound,
  );
  // Files go after the commit (the generic route deletes them): a rolled-back delete must still find them.
  return [upload.file_key, upload.thumb_key].filter((key): key is string => Boolean(key));
}

async function reorderPhotos(tx: DbOrTx, items: UploadOrderItem[], userId: number): Promise<void> {
  const rows = await tx
    .select({ pad_id: uploads.pad_id })
    .from(uploads)
    .where(
      inArray(
        uploads.id,
        items.map((item) => item.id),
      ),
    );
  const padIds = new Set(rows.map((row) => row.pad_id));
  if (padIds.size !== 1) throw validationFailed({ uploads: ['The uploads must all belong to one pad.'] });
  const padId = rows[0]!.pad_id;
  const orderOf = (inner: DbOrTx) =>
    inner.select({ id: uploads.id }).from(uploads).where(eq(uploads.pad_id, padId)).orderBy(uploads.order, uploads.id);
  await writePadInTransaction(
    tx as Tx,
    { padId, userId, bumpVersion: false },
    async (inner) => {
      const before = await orderOf(inner);
      for (const item of items)
        await inner
          .update(uploads)
          .set({ order: item.order })
          .where(and(eq(uploads.id, item.id), eq(uploads.pad_id, padId)));
      const after = await orderOf(inner);
      return {
        action: 'uploads_reordered',
        entityType: 'upload',
        changes: { order: { before: before.map((u) => u.id), after: after.map((u) => u.id) } },
        result: null,
      };
    },
    padNotFound,
  );
}

export const padPhotoUploads: UploadTarget = {
  name: 'pad_photo',
  async owned(db, ids) {
    if (!ids.length) return [];
    const rows = await db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids));
    return rows.map((row) => row.id);
  },
  deleteById: deletePhoto,
  reorder: reorderPhotos,
};
