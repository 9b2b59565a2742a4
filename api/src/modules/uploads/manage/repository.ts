// Deleting and ordering uploads of any kind: each kind (pad photos, announcement slides) is an upload target
// (domain/uploadTargets.ts), and the target that owns an id makes the change, in one transaction.
import type { Db } from '../../../db/client.js';
import { uploadTargets, type UploadOrderItem, type UploadTarget } from '../../../domain/uploadTargets.js';
import { notFound, validationFailed } from '../../../errors.js';

/** Deletes the upload; returns the storage keys to delete once the transaction has committed. */
export async function deleteUpload(db: Db, id: number, userId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    for (const target of uploadTargets()) {
      if ((await target.owned(tx, [id])).length) return target.deleteById(tx, id, userId);
    }
    throw notFound('Upload');
  });
}

/** Applies a new order to uploads of one kind; a list mixing kinds or naming unknown ids is refused whole. */
export async function reorderUploads(db: Db, uploads: UploadOrderItem[], userId: number): Promise<void> {
  const ids = uploads.map((item) => item.id);
  await db.transaction(async (tx) => {
    const owners: { target: UploadTarget; ids: number[] }[] = [];
    for (const target of uploadTargets()) {
      const owned = await target.owned(tx, ids);
      if (owned.length) owners.push({ target, ids: owned });
    }
    const known = new Set(owners.flatMap((owner) => owner.ids));
    const errors: Record<string, string[]> = {};
    uploads.forEach((item, index) => {
      if (!known.has(item.id)) errors[`uploads.${index}.id`] = ['The selected upload does not exist.'];
    });
    if (Object.keys(errors).length) throw validationFailed(errors);
    // One reorder, one owner: a list mixing kinds is refused whole, never half applied.
    if (owners.length !== 1) throw validationFailed({ uploads: ['The uploads of one reorder must be of one kind.'] });
    await owners[0]!.target.reorder(tx, uploads, userId);
  });
}
