// The claims' rows (domain/claims.ts): list those in force, claim or renew, take over, release. A heartbeat only
// moves `heartbeat_at` and `expires_at`, which the live trigger ignores; a claim, a take over and a release change
// who holds the item, which every panel hears about (migration `moderation_team`).
import { sql } from 'drizzle-orm';
import type { Claim } from '@pads/contracts/api';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../domain/actor.js';
import { writeAuditLog, type DbOrTx } from '../../domain/auditLog.js';
import { adminNameSql, CLAIM_TTL_SECONDS, type ClaimItem } from '../../domain/claims.js';

type ClaimRow = {
  kind: 'revision' | 'pair';
  item_a: number;
  item_b: number;
  pad_ids: number[];
  admin_id: number;
  admin_name: string;
  claimed_at: Date;
  expires_at: Date;
};

const present = (row: ClaimRow): Claim => ({
  kind: row.kind,
  item_a: row.item_a,
  item_b: row.item_b,
  pad_ids: row.pad_ids,
  admin: { id: row.admin_id, name: row.admin_name },
  claimed_at: new Date(row.claimed_at).toISOString(),
  expires_at: new Date(row.expires_at).toISOString(),
});

const selectClaims = sql`SELECT c.kind, c.item_a, c.item_b, c.pad_ids, c.admin_id, ${adminNameSql('u')} AS admin_name,
  c.claimed_at, c.expires_at FROM moderation_claims c JOIN users u ON u.id = c.admin_id`;
const isItem = (item: ClaimItem) => sql`c.kind = ${item.kind} AND c.item_a = ${item.a} AND c.item_b = ${item.b}`;
const ttl = sql`${CLAIM_TTL_SECONDS} * interval '1 second'`;

/** Every claim in force, oldest first (a handful: one per admin reviewing). */
export async function activeClaims(db: DbOrTx): Promise<Claim[]> {
  const { rows } = await db.execute<ClaimRow>(sql`${selectClaims} WHERE c.expires_at > now() ORDER BY c.claimed_at`);
  return rows.map(present);
}

async function claimOf(db: DbOrTx, item: ClaimItem): Promise<Claim | undefined> {
  const { rows } = await db.execute<ClaimRow>(sql`${selectClaims} WHERE ${isItem(item)}`);
  return rows[0] && present(rows[0]);
}

export interface ClaimOutcome {
  claim: Claim;
  mine: boolean;
}

/**
 * Claims the item for the admin, or renews their claim (the heartbeat). When another admin's claim is in force,
 * nothing changes and the answer names them (`mine` false). `takeOver`: the claim becomes this admin's whoever held
 * it; logged, since it takes the item from someone.
 */
export async function claimItem(
  db: Db,
  item: ClaimItem,
  padIds: number[],
  actor: Actor,
  { takeOver = false } = {},
): Promise<ClaimOutcome> {
  return db.transaction(async (tx) => {
    if (!takeOver) {
      const { rowCount } = await tx.execute(sql`UPDATE moderation_claims c
        SET heartbeat_at = now(), expires_at = now() + ${ttl}
        WHERE ${isItem(item)} AND c.admin_id = ${actor.userId} AND c.expires_at > now()`);
      if (rowCount) return { claim: (await claimOf(tx, item))!, mine: true };
    }
    const pads = sql`ARRAY[${sql.join(
      padIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::int[]`;
    const { rows: before } = await tx.execute<{ admin_id: number; admin_name: string }>(
      sql`SELECT c.admin_id, ${adminNameSql('u')} AS admin_name FROM moderation_claims c JOIN users u ON u.id = c.admin_id
        WHERE ${isItem(item)} AND c.expires_at > now() AND c.admin_id <> ${actor.userId} FOR UPDATE OF c`,
    );
    const held = before[0];
    if (held && !takeOver) return { claim: (await claimOf(tx, item))!, mine: false };
    await tx.execute(sql`INSERT INTO moderation_claims AS c (kind, item_a, item_b, pad_ids, admin_id, claimed_at, heartbeat_at, expires_at)
      VALUES (${item.kind}, ${item.a}, ${item.b}, ${pads}, ${actor.userId}, now(), now(), now() + ${ttl})
      ON CONFLICT (kind, item_a, item_b) DO UPDATE SET pad_ids = EXCLUDED.pad_ids, admin_id = EXCLUDED.admin_id,
        claimed_at = EXCLUDED.claimed_at, heartbeat_at = EXCLUDED.heartbeat_at, expires_at = EXCLUDED.expires_at`);
    if (held)
      await writeAuditLog(tx, {
        userId: actor.userId,
        action: 'claim_taken_over',
        entityType: item.kind,
        entityId: item.a,
        padId: padIds[0] ?? null,
        subjectUserId: held.admin_id,
        changes: { reviewed_by: { before: held.admin_name, after: actor.userId } },
        details: { kind: item.kind, item_a: item.a, item_b: item.b, pad_ids: padIds },
        device: actor.device,
      });
    return { claim: (await claimOf(tx, item))!, mine: true };
  });
}

/** Ends the admin's claim on the item (leaving or closing its screen); another admin's claim stays. */
export async function releaseItem(db: Db, item: ClaimItem, adminId: number): Promise<boolean> {
  const { rowCount } = await db.execute(
    sql`DELETE FROM moderation_claims c WHERE ${isItem(item)} AND c.admin_id = ${adminId}`,
  );
  return Boolean(rowCount);
}

/** The pads a revision is about, or undefined when there is no such revision. */
export async function revisionPads(db: DbOrTx, id: number): Promise<number[] | undefined> {
  const { rows } = await db.execute<{ pad_id: number }>(sql`SELECT pad_id FROM revisions WHERE id = ${id}`);
  return rows[0] && [rows[0].pad_id];
}

/** Whether both pads of a pair exist. */
export async function padsExist(db: DbOrTx, ids: number[]): Promise<boolean> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM pads WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return rows[0]!.n === new Set(ids).size;
}

/** Claims whose time is long over: removed now and then (a row past its time is already a free item). */
export async function pruneClaims(db: DbOrTx): Promise<void> {
  await db.execute(sql`DELETE FROM moderation_claims WHERE expires_at < now() - interval '1 hour'`);
}
