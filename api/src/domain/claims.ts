// Claims (issue 35 part 1): an admin reviewing an item (a revision's merge screen, a duplicate pair's) holds a lease
// on it in moderation_claims, so every API instance sees it. The decisions on an item (accept, reject, merge, 'not
// duplicate') check it in their own transaction: another admin's claim in force is a 409 naming the holder, and the
// claim row is read FOR SHARE, so a take over waits for a decision already under way instead of slipping past it.
import { sql } from 'drizzle-orm';
import { conflict } from '../errors.js';
import type { DbOrTx } from './auditLog.js';

/** A claim ends this long after its last heartbeat. */
export const CLAIM_TTL_SECONDS = 60;

export type ClaimKind = 'revision' | 'pair';

/** A claimable item: a revision (`a` its id, `b` 0), or a pair of pads (`a` < `b`). */
export interface ClaimItem {
  kind: ClaimKind;
  a: number;
  b: number;
}

export const revisionItem = (id: number): ClaimItem => ({ kind: 'revision', a: id, b: 0 });
export const pairItem = (x: number, y: number): ClaimItem => ({ kind: 'pair', a: Math.min(x, y), b: Math.max(x, y) });

/** How an admin is named to the others (presence, the 409): their name, else their username. */
export const adminNameSql = (alias: string) =>
  sql.raw(`coalesce(nullif(btrim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.username)`);

export interface Holder {
  id: number;
  name: string;
  claimed_at: string;
}

/** Another admin's claim in force on the item (read FOR SHARE, see above), or undefined. */
export async function otherHolder(tx: DbOrTx, item: ClaimItem, adminId: number): Promise<Holder | undefined> {
  const { rows } = await tx.execute<{ id: number; name: string; claimed_at: Date }>(sql`
    SELECT c.admin_id AS id, ${adminNameSql('u')} AS name, c.claimed_at
    FROM moderation_claims c JOIN users u ON u.id = c.admin_id
    WHERE c.kind = ${item.kind} AND c.item_a = ${item.a} AND c.item_b = ${item.b}
      AND c.admin_id <> ${adminId} AND c.expires_at > now()
    FOR SHARE OF c`);
  const row = rows[0];
  return row && { id: row.id, name: row.name, claimed_at: new Date(row.claimed_at).toISOString() };
}

/** The 409 of a decision on an item another admin is reviewing: it names them and since when. */
export function claimedByOther(holder: Holder) {
  return conflict(`${holder.name} is reviewing this.`, { claimed_by: holder });
}

/**
 * What a decision by `adminId` on an item does first: refuses (409) when another admin has claimed it, and ends the
 * decider's own claim (or a lapsed one) with it, since the item is decided (a rolled-back decision keeps it).
 */
export async function decideClaimedItem(tx: DbOrTx, item: ClaimItem, adminId: number): Promise<void> {
  const holder = await otherHolder(tx, item, adminId);
  if (holder) throw claimedByOther(holder);
  await tx.execute(
    sql`DELETE FROM moderation_claims WHERE kind = ${item.kind} AND item_a = ${item.a} AND item_b = ${item.b}`,
  );
}

/** SQL: the revision (`revisionId`, an id expression) is claimed, in force, by an admin other than `adminId`. */
export const revisionClaimedByOther = (revisionId: ReturnType<typeof sql>, adminId: number) =>
  sql`EXISTS (SELECT 1 FROM moderation_claims c WHERE c.kind = 'revision' AND c.item_a = ${revisionId}
    AND c.item_b = 0 AND c.admin_id <> ${adminId} AND c.expires_at > now())`;
