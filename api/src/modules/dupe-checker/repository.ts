// The duplicate checker's reads (pairs list, count, one pair for the merge screen) and the remembered
// 'not duplicate' decisions.
import { LIST_ENTITY, STATUS } from '@pads/contracts';
import type { MergeView } from '@pads/contracts/api';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { runPrepared, statementOf } from '../../db/statements.js';
import { pairSides } from '../../db/schema.js';
import { keptPairCountSql, pairFilterSql, type PairFilters } from '../../domain/duplicatePairs.js';
import { padMergeExtras } from '../../domain/padMergeExtras.js';
import { loadPadSnapshot } from '../../domain/padSnapshot.js';
import { notFound } from '../../errors.js';
import type { QueryList } from '../../lists/index.js';
import { fileUrl } from '../../storage/index.js';

export const PAIR_SORTS = ['distance', 'original_name', 'dupe_name'] as const;
export type PairSort = (typeof PAIR_SORTS)[number];

/** The original's and the duplicate's id and name key of a pair row `dp` (the expressions of its indexes). */
const side = pairSides((name) => sql`dp.${sql.identifier(name)}`);

/** The key each sort reads from the pair row (an index each), and its tie-break where the page is cut. */
const SORT_KEYS: Record<PairSort, { key: string; tieBreak: SQL }> = {
  // Equal distances are cut in pair order, as the list always was.
  distance: { key: 'distance_m', tieBreak: sql`pad_a, pad_b` },
  original_name: { key: 'original_name_key', tieBreak: sql`original_id, dupe_id` },
  dupe_name: { key: 'dupe_name_key', tieBreak: sql`original_id, dupe_id` },
};

/**
 * The suspected duplicate pairs as a query list (lists/queryList.ts), from the pair table alone: its copied
 * state filters, its stored original side and name keys sort (by distance or name, each with an index), and
 * only the page's 25 pairs are joined to their pads.
 */
export function pairList(filters: PairFilters): QueryList {
  const kept = keptPairCountSql(filters);
  return {
    entity: LIST_ENTITY.duplicates,
    ...(kept ? { total: kept } : {}),
    rows: sql`SELECT dp.pad_a, dp.pad_b, dp.distance_m, ${side.originalId} AS original_id, ${side.dupeId} AS dupe_id,
        ${side.originalNameKey} AS original_name_key, ${side.dupeNameKey} AS dupe_name_key
      FROM duplicate_pairs dp WHERE ${pairFilterSql(filters)}`,
    pageJoin: {
      select: sql`o.id AS original_id, d.id AS dupe_id, o.name AS original_name, d.name AS dupe_name,
        round(r.distance_m)::int AS distance,
        NOT o.is_landing_permitted AS is_lp_original, NOT d.is_landing_permitted AS is_lp_dupe,
        o.deleted_at IS NOT NULL AS is_original_inactive, d.deleted_at IS NOT NULL AS is_dupe_inactive,
        o.status_id <> ${STATUS.Moderated} AS is_original_unmoderated, d.status_id <> ${STATUS.Moderated} AS is_dupe_unmoderated`,
      join: sql`JOIN pads o ON o.id = r.original_id JOIN pads d ON d.id = r.dupe_id`,
    },
    // The duplicates screen's columns, in its order (the distance cell reads '<metres> m').
    columns: [
      { key: 'dupe_name', title: 'Duplicate' },
      { key: 'original_name', title: 'Original' },
      { key: 'distance', title: 'Distance' },
    ],
    sorts: [...PAIR_SORTS],
    defaultSort: { key: 'distance', direction: 'asc' },
    namedSortDirection: 'asc',
    // Each sort is served by an index in order (no NULLS LAST: the keys are never null).
    indexedSorts: [...PAIR_SORTS],
    orderBy: (key, direction) => {
      const { key: column, tieBreak } = SORT_KEYS[key as PairSort];
      return sql`r.${sql.identifier(column)} ${sql.raw(direction)}, ${tieBreak}`;
    },
  };
}

/**
 * The pairs the filters keep: summed from the kept counts where they answer, else counted. A named statement: the
 * header badge asks on every page with the same filters, and planning the count took as long as running it.
 */
export async function pairCount(db: Db, filters: PairFilters): Promise<number> {
  const count =
    keptPairCountSql(filters) ?? sql`SELECT count(*)::int FROM duplicate_pairs dp WHERE ${pairFilterSql(filters)}`;
  const rows = await runPrepared<{ n: number }>(db, statementOf(sql`SELECT (${count}) AS n`));
  return rows[0]!.n;
}

export async function countryExists(db: Db, code: string): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT 1 FROM countries WHERE code = ${code.toUpperCase()}`);
  return rows.length > 0;
}

/** A pad as the merge screen reads it (spec part 3 §3 "Pad (merge view)"): the snapshot, survey and photos by role. */
export async function mergeViewOf(db: Db, padId: number, publicUrl: string): Promise<MergeView> {
  const snapshot = await loadPadSnapshot(db, padId);
  if (!snapshot) throw notFound('Pad');
  const { rows } = await db.execute<{ id: number; file_key: string; role: number | null }>(sql`SELECT u.id, u.file_key,
    uu.role FROM uploads u LEFT JOIN users uu ON uu.id = u.user_id WHERE u.pad_id = ${padId} ORDER BY u."order", u.id`);
  const uploads: MergeView['uploads'] = { admin: [], owner: [], pilot: [] };
  for (const u of rows)
    uploads[u.role === 1 ? 'admin' : u.role === 3 ? 'owner' : 'pilot'].push({
      id: u.id,
      file_url: fileUrl(publicUrl, u.file_key),
    });
  return {
    ...snapshot,
    ...(await padMergeExtras(db, padId)),
    uploads,
  };
}

export async function pairDistance(db: Db, a: number, b: number): Promise<number | null> {
  const { rows } = await db.execute<{ d: number }>(sql`SELECT distance_m AS d FROM duplicate_pairs
    WHERE pad_a = ${Math.min(a, b)} AND pad_b = ${Math.max(a, b)}`);
  return rows[0] ? Math.round(rows[0].d) : null;
}
