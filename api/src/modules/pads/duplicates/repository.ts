// 'Mark as NOT duplicate' and back (PUT /admin/pads/toggle-not-duplicated/:prev/:next): a remembered
// decision with both pads' positions (domain/duplicatePairs.ts keeps it while neither pad moves).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { Actor } from '../../../domain/actor.js';
import { writeAuditLog } from '../../../domain/auditLog.js';
import { decideClaimedItem, pairItem } from '../../../domain/claims.js';
import { notFound } from '../../../errors.js';

/**
 * 'Mark as NOT duplicate' and back: a remembered decision with both pads' positions, or its removal.
 * Logged on both pads. Returns whether the pair is now dismissed.
 */
export async function toggleDismissal(db: Db, prev: number, next: number, actor: Actor) {
  const [a, b] = prev < next ? [prev, next] : [next, prev];
  return db.transaction(async (tx) => {
    const { rows: padRows } = await tx.execute<{ id: number; latitude: number; longitude: number }>(
      sql`SELECT id, latitude, longitude FROM pads WHERE id IN (${a}, ${b}) ORDER BY id FOR UPDATE`,
    );
    if (padRows.length !== 2) throw notFound('Pad');
    // The pair's decision, like a merge: not while another admin is reviewing it.
    await decideClaimedItem(tx, pairItem(a, b), actor.userId);
    const removed = await tx.execute(
      sql`DELETE FROM duplicate_dismissals WHERE pad_a = ${a} AND pad_b = ${b} RETURNING 1`,
    );
    const dismissed = removed.rows.length === 0;
    await tx.execute(sql`UPDATE duplicate_pairs SET dismissed = ${dismissed} WHERE pad_a = ${a} AND pad_b = ${b}`);
    if (dismissed)
      await tx.execute(sql`INSERT INTO duplicate_dismissals (pad_a, pad_b, a_latitude, a_longitude, b_latitude,
        b_longitude, user_id) VALUES (${a}, ${b}, ${padRows[0]!.latitude}, ${padRows[0]!.longitude},
        ${padRows[1]!.latitude}, ${padRows[1]!.longitude}, ${actor.userId})`);
    for (const [padId, other] of [
      [a, b],
      [b, a],
    ] as const)
      await writeAuditLog(tx, {
        userId: actor.userId,
        action: dismissed ? 'marked_not_duplicate' : 'unmarked_not_duplicate',
        entityType: 'pad',
        entityId: padId,
        padId,
        changes: { not_duplicate_of: { before: dismissed ? null : other, after: dismissed ? other : null } },
        device: actor.device,
      });
    return dismissed;
  });
}
