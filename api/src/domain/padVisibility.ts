// Which pads a pilot or owner can see and which are theirs, for the app's calls in every module: a live pad
// that is public or their own private one is visible (anything else is a 404 to them, as if it did not
// exist); a claimed owner contact (type 4) links a pad to its owner's account.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { pads } from '../db/schema.js';
import type { DbOrTx } from './auditLog.js';
import { findOwnerContactOf } from './ownerContacts.js';

/** A pad the app user can see: live, and public or their own private pad. */
export async function findVisiblePad(db: DbOrTx, padId: number, userId: number) {
  const [pad] = await db
    .select({ id: pads.id, user_id: pads.user_id, submitter_user_id: pads.submitter_user_id, name: pads.name })
    .from(pads)
    .where(
      and(eq(pads.id, padId), isNull(pads.deleted_at), sql`(${pads.user_id} IS NULL OR ${pads.user_id} = ${userId})`),
    )
    .limit(1);
  return pad;
}

export async function isClaimedOwner(db: DbOrTx, padId: number, userId: number): Promise<boolean> {
  return Boolean(await findOwnerContactOf(db, padId, userId, { claimed: true }));
}
