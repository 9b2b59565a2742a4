// The duplicate checker's reads (pairs list, count, one pair for the merge screen) and the remembered
// 'not duplicate' decisions.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { writeAuditLog } from '../../domain/auditLog.js';
import { filteredPairsSql, withOriginalSql, type PairFilters } from '../../domain/duplicatePairs.js';
import { STATUS } from '@pads/contracts';
import { loadPadSnapshot } from '../../domain/padSnapshot.js';
import { notFound } from '../../errors.js';
import { fileUrl } from '../../storage/index.js';

export const PAIRS_PER_PAGE = 25;

export const PAIR_SORTS = ['distance', 'original_name', 'dupe_name'] as const;
export type PairSort = (typeof PAIR_SORTS)[number];

/** Spec part 3 §3 "Duplicate pair row", plus the distance in metres. */
export interface PairRow {
  original_id: number;
  dupe_id: number;
  original_name: string;
  dupe_name: string;
  distance: number;
  is_lp_original: boolean;
  is_lp_dupe: boolean;
  is_original_inactive: boolean;
  is_dupe_inactive: boolean;
  is_original_unmoderated: boolean;
  is_dupe_unmoderated: boolean;
}

const ROW = sql`(o).id AS original_id, (d).id AS dupe_id, (o).name AS original_name, (d).name AS dupe_name,
  round(distance_m)::int AS distance,
  NOT (o).is_landing_permitted AS is_lp_original, NOT (d).is_landing_permitted AS is_lp_dupe,
  (o).deleted_at IS NOT NULL AS is_original_inactive, (d).deleted_at IS NOT NULL AS is_dupe_inactive,
  (o).status_id <> ${STATUS.Moderated} AS is_original_unmoderated, (d).status_id <> ${STATUS.Moderated} AS is_dupe_unmoderated`;

/**
 * One page of pairs and the total. By distance the page is cut from the pair table first (its index), and
 * only those 25 get their pads and original; by name every filtered pair needs its original's name.
 */
export async function pairPage(db: Db, filters: PairFilters, page: number, sort: PairSort, direction: 'asc' | 'desc') {
  const dir = sql.raw(direction);
  const window = sql`LIMIT ${PAIRS_PER_PAGE} OFFSET ${(page - 1) * PAIRS_PER_PAGE}`;
  const rowsSql =
    sort === 'distance'
      ? sql`SELECT ${ROW} FROM (${withOriginalSql(sql`SELECT * FROM f ORDER BY distance_m ${dir}, pad_a, pad_b ${window}`)}) w
          ORDER BY distance_m ${dir}, (o).id, (d).id`
      : sql`SELECT ${ROW} FROM (${withOriginalSql(sql`SELECT * FROM f`)}) w
          ORDER BY lower(${sort === 'original_name' ? sql`(o).name` : sql`(d).name`}) ${dir}, (o).id, (d).id ${window}`;
  const { rows } = await db.execute<{
    total: number;
    rows: PairRow[] | null;
  }>(sql`WITH f AS (${filteredPairsSql(filters)})
    SELECT (SELECT count(*)::int FROM f) AS total, (SELECT json_agg(r) FROM (${rowsSql}) r) AS rows`);
  return { total: rows[0]!.total, rows: rows[0]!.rows ?? [] };
}

export async function pairCount(db: Db, filters: PairFilters): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (${filteredPairsSql(filters)}) f`,
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
