// Revision rows: reading one with what the merge screen needs, and the conditional status changes that
// make accepting and cancelling race-safe (only one UPDATE … WHERE status = 1 can win).
import { REVISION_STATUS } from '@pads/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { contacts, pads, revisions, uploads, users } from '../db/schema.js';
import type { DbOrTx } from './auditLog.js';
import { findOwnerContactOf, ownerContactOf } from './ownerContacts.js';

export type RevisionRow = typeof revisions.$inferSelect;

export async function findRevision(db: DbOrTx, id: number): Promise<RevisionRow | undefined> {
  const [row] = await db.select().from(revisions).where(eq(revisions.id, id)).limit(1);
  return row;
}

/** Moves a pending revision to `status`; undefined when it was no longer pending (someone else won). */
export async function resolvePending(
  db: DbOrTx,
  id: number,
  status: typeof REVISION_STATUS.Accepted | typeof REVISION_STATUS.Cancelled,
  adminId: number,
): Promise<RevisionRow | undefined> {
  const [row] = await db
    .update(revisions)
    .set({ status, resolved_by: adminId, resolved_at: new Date(), updated_at: new Date() })
    .where(and(eq(revisions.id, id), eq(revisions.status, REVISION_STATUS.Pending)))
    .returning();
  return row;
}

export async function markReverted(db: DbOrTx, id: number, adminId: number): Promise<RevisionRow | undefined> {
  const [row] = await db
    .update(revisions)
    .set({ reverted_at: new Date(), reverted_by: adminId, updated_at: new Date() })
    .where(and(eq(revisions.id, id), eq(revisions.status, REVISION_STATUS.Accepted), isNull(revisions.reverted_at)))
    .returning();
  return row;
}

export async function markLinkSent(db: DbOrTx, id: number, adminId: number): Promise<RevisionRow | undefined> {
  const [row] = await db
    .update(revisions)
    .set({ link_sent_at: new Date(), link_sent_by: adminId, updated_at: new Date() })
    .where(and(eq(revisions.id, id), eq(revisions.status, REVISION_STATUS.Pending)))
    .returning();
  return row;
}

export async function padState(db: DbOrTx, padId: number) {
  const [row] = await db
    .select({
      id: pads.id,
      name: pads.name,
      status_id: pads.status_id,
      is_moderated: pads.is_moderated,
      user_id: pads.user_id,
    })
    .from(pads)
    .where(eq(pads.id, padId))
    .limit(1);
  return row;
}

export async function setPadModeration(db: DbOrTx, padId: number, statusId: number) {
  await db
    .update(pads)
    .set({
      status_id: statusId,
      is_moderated: statusId === 3,
      version: sql`${pads.version} + 1`,
      updated_at: new Date(),
    })
    .where(eq(pads.id, padId));
}

export async function makePadPublic(db: DbOrTx, padId: number) {
  await db
    .update(pads)
    .set({ user_id: null, version: sql`${pads.version} + 1`, updated_at: new Date() })
    .where(eq(pads.id, padId));
}

export async function findUser(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Makes the user a claimed owner of the pad: their owner contact if there is one, else a new one. */
export async function claimOwnerContact(db: DbOrTx, padId: number, user: typeof users.$inferSelect) {
  const existing = await findOwnerContactOf(db, padId, user.id);
  if (existing) {
    const [row] = await db
      .update(contacts)
      .set({ is_claimed: true, is_pending: false, pending_comment: null, updated_at: new Date() })
      .where(eq(contacts.id, existing.id))
      .returning();
    return { before: existing, after: row! };
  }
  const [row] = await db
    .insert(contacts)
    .values({ ...ownerContactOf(padId, user), is_claimed: true })
    .returning();
  return { before: null, after: row! };
}

export async function deleteUploadRow(db: DbOrTx, uploadId: number) {
  const [row] = await db.delete(uploads).where(eq(uploads.id, uploadId)).returning();
  return row;
}

export async function findUploadRow(db: DbOrTx, uploadId: number) {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, uploadId)).limit(1);
  return row;
}
