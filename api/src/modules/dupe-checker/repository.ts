// The duplicate checker's reads (pairs list, count, one pair for the merge screen) and the remembered
// 'not duplicate' decisions.
import { STATUS, type PairRow } from '@pads/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pairSides } from '../../db/schema.js';
import { writeAuditLog } from '../../domain/auditLog.js';
import { pairFilterSql, type PairFilters } from '../../domain/duplicatePairs.js';
import { loadPadSnapshot } from '../../domain/padSnapshot.js';
import { notFound } from '../../errors.js';
import { fileUrl } from '../../storage/index.js';

export const PAIRS_PER_PAGE = 25;

export const PAIR_SORTS = ['distance', 'original_name', 'dupe_name'] as const;
export type PairSort = (typeof PAIR_SORTS)[number];

/** The original's and the duplicate's id and name key of a pair row `dp` (the expressions of its indexes). */
const side = pairSides((name) => sql`dp.${sql.identifier(name)}`);

/** The key each sort reads from the pair row (an index each), and its tie-break where the page is cut. */
const SORT_KEYS: Record<PairSort, { key: SQL; tieBreak: SQL }> = {
  // Equal distances are cut in pair order, as the list always was.
  distance: { key: sql`dp.distance_m`, tieBreak: sql`dp.pad_a, dp.pad_b` },
  original_name: { key: side.originalNameKey, tieBreak: sql`${side.originalId}, ${side.dupeId}` },
  dupe_name: { key: side.dupeNameKey, tieBreak: sql`${side.originalId}, ${side.dupeId}` },
};

/**
 * One page of pairs and the total, from the pair table alone: its copied state filters, its stored
 * original side and name keys sort (by distance or name, each with an index), and only the page's 25
 * pairs are joined to their pads (deferred join).
 */
export async function pairPage(db: Db, filters: PairFilters, page: number, sort: PairSort, direction: 'asc' | 'desc') {
  const where = pairFilterSql(filters);
  const dir = sql.raw(direction);
  const { key, tieBreak } = SORT_KEYS[sort];
  const { rows } = await db.execute<{ total: number; rows: PairRow[] | null }>(sql`SELECT
    (SELECT count(*)::int FROM duplicate_pairs dp WHERE ${where}) AS total,
    (SELECT json_agg(r) FROM (
      SELECT o.id AS original_id, d.id AS dupe_id, o.name AS original_name, d.name AS dupe_name,
        round(p.distance_m)::int AS distance,
        NOT o.is_landing_permitted AS is_lp_original, NOT d.is_landing_permitted AS is_lp_dupe,
        o.deleted_at IS NOT NULL AS is_original_inactive, d.deleted_at IS NOT NULL AS is_dupe_inactive,
        o.status_id <> ${STATUS.Moderated} AS is_original_unmoderated, d.status_id <> ${STATUS.Moderated} AS is_dupe_unmoderated
      FROM (SELECT dp.distance_m, ${key} AS sort_key, ${side.originalId} AS original_id, ${side.dupeId} AS dupe_id
        FROM duplicate_pairs dp WHERE ${where}
        ORDER BY ${key} ${dir}, ${tieBreak} LIMIT ${PAIRS_PER_PAGE} OFFSET ${(page - 1) * PAIRS_PER_PAGE}) p
      JOIN pads o ON o.id = p.original_id JOIN pads d ON d.id = p.dupe_id
      ORDER BY p.sort_key ${dir}, o.id, d.id) r) AS rows`);
  return { total: rows[0]!.total, rows: rows[0]!.rows ?? [] };
}

export async function pairCount(db: Db, filters: PairFilters): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM duplicate_pairs dp WHERE ${pairFilterSql(filters)}`,
  );
  return rows[0]!.n;
}

export async function countryExists(db: Db, code: string): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT 1 FROM countries WHERE code = ${code.toUpperCase()}`);
  return rows.length > 0;
}

/** A pad as the merge screen reads it (spec part 3 §3 "Pad (merge view)"): the snapshot, survey and photos by role. */
export async function mergeViewOf(db: Db, padId: number, publicUrl: string) {
  const snapshot = await loadPadSnapshot(db, padId);
  if (!snapshot) throw notFound('Pad');
  const { rows } = await db.execute<{ id: number; file_key: string; role: number | null }>(sql`SELECT u.id, u.file_key,
    uu.role FROM uploads u LEFT JOIN users uu ON uu.id = u.user_id WHERE u.pad_id = ${padId} ORDER BY u."order", u.id`);
  const { rows: survey } = await db.execute<{ id: number; progress: number }>(
    sql`SELECT id, progress FROM surveys WHERE pad_id = ${padId}`,
  );
  const uploads = { admin: [], owner: [], pilot: [] } as Record<'admin' | 'owner' | 'pilot', unknown[]>;
  for (const u of rows)
    uploads[u.role === 1 ? 'admin' : u.role === 3 ? 'owner' : 'pilot'].push({
      id: u.id,
      file_url: fileUrl(publicUrl, u.file_key),
    });
  return {
    ...snapshot,
    survey_id: survey[0]?.id ?? null,
    survey_progress_percentage: survey[0]?.progress ?? null,
    uploads,
  };
}

export async function pairDistance(db: Db, a: number, b: number): Promise<number | null> {
  const { rows } = await db.execute<{ d: number }>(sql`SELECT distance_m AS d FROM duplicate_pairs
    WHERE pad_a = ${Math.min(a, b)} AND pad_b = ${Math.max(a, b)}`);
  return rows[0] ? Math.round(rows[0].d) : null;
}

/**
 * 'Mark as NOT duplicate' and back: a remembered decision with both pads' positions, or its removal.
 * Logged on both pads. Returns whether the pair is now dismissed.
 */
export async function toggleDismissal(db: Db, prev: number, next: number, adminId: number, device: string | null) {
  const [a, b] = prev < next ? [prev, next] : [next, prev];
  return db.transaction(async (tx) => {
    const { rows: padRows } = await tx.execute<{ id: number; latitude: number; longitude: number }>(
      sql`SELECT id, latitude, longitude FROM pads WHERE id IN (${a}, ${b}) ORDER BY id FOR UPDATE`,
    );
    if (padRows.length !== 2) throw notFound('Pad');
    const removed = await tx.execute(
      sql`DELETE FROM duplicate_dismissals WHERE pad_a = ${a} AND pad_b = ${b} RETURNING 1`,
    );
    const dismissed = removed.rows.length === 0;
    await tx.execute(sql`UPDATE duplicate_pairs SET dismissed = ${dismissed} WHERE pad_a = ${a} AND pad_b = ${b}`);
    if (dismissed)
      await tx.execute(sql`INSERT INTO duplicate_dismissals (pad_a, pad_b, a_latitude, a_longitude, b_latitude,
        b_longitude, user_id) VALUES (${a}, ${b}, ${padRows[0]!.latitude}, ${padRows[0]!.longitude},
        ${padRows[1]!.latitude}, ${padRows[1]!.longitude}, ${adminId})`);
    for (const [padId, other] of [
      [a, b],
      [b, a],
    ] as const)
      await writeAuditLog(tx, {
        userId: adminId,
        action: dismissed ? 'marked_not_duplicate' : 'unmarked_not_duplicate',
        entityType: 'pad',
        entityId: padId,
        padId,
        changes: { not_duplicate_of: { before: dismissed ? null : other, after: dismissed ? other : null } },
        device,
      });
    return dismissed;
  });
}
