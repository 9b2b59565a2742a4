// Suspected duplicate pads: every pair of pads within MAX_PAIR_DISTANCE_M, kept current in the same
// transaction as each pad write (create, edit, revision accept, import, merge), never recomputed on a
// page view. No PostGIS: an SP-GiST index on point(longitude, latitude) answers a bounding-box `<@`
// prefilter (split at ±180°), then a haversine check keeps the pads really within range.
// Two nearby pads written at the same moment must see each other: each write first takes transaction
// advisory locks on the grid cells its search box covers, so of two writes whose boxes overlap the
// later one waits and its search (a new snapshot, READ COMMITTED) sees the other's committed pad.
import { STATUS } from '@pads/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './auditLog.js';
import { runPreparedIn, statementOf } from '../db/statements.js';

/** The slider's top (1, read as kilometres). */
export const MAX_PAIR_DISTANCE_M = 1000;
/** A dismissed pair stays dismissed while neither pad moves further than this. */
export const DISMISSAL_TOLERANCE_M = 25;

const EARTH_RADIUS_M = 6_371_000;
const BOX_DLAT = (MAX_PAIR_DISTANCE_M / EARTH_RADIUS_M) * (180 / Math.PI);

/** Great-circle metres between two points given as SQL expressions (degrees). */
export const haversineM = (lat1: SQL, lng1: SQL, lat2: SQL, lng2: SQL) =>
  sql`(${EARTH_RADIUS_M} * 2 * asin(least(1, sqrt(power(sin(radians(${lat2} - ${lat1}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2)))))`;

/** The pad columns a pair copies, read with each pad as it is searched and found (no join back to pads per pair). */
const SIDE_COLUMNS = [
  'latitude',
  'longitude',
  'is_landing_permitted',
  'deleted_at',
  'status_id',
  'country_code',
  'name',
  'created_at',
  'has_claimed_owner',
] as const;
type SideColumn = (typeof SIDE_COLUMNS)[number];

/** Half the search box's width in degrees of longitude at a pad's latitude (`s`: a pads row). */
const boxDlng = sql`(${BOX_DLAT}::float8 / greatest(cos(radians(s.latitude)), 0.001))`;
/** The widest half-width (near the poles): only pads this close to ±180° have a box that crosses it. */
const MAX_BOX_DLNG = BOX_DLAT / 0.001;

/**
 * The pairs of the source pads (`srcWhere`, a condition on the pads row `s`) with every other pad within
 * range, each once as (pad_a < pad_b), with each side's copied state. The search box is split where it crosses
 * the antimeridian. A pair is found from each of its pads when both are sources (the full rebuild): the
 * closer finding is kept (DISTINCT ON), as the GROUP BY with min() did before. `nearAntimeridian: false` leaves
 * out the split boxes' branches, for sources known to lie far from ±180°: a one-pad refresh then plans one search
 * instead of three (planning was most of its time).
 */
function nearPairsSql(srcWhere: SQL, { nearAntimeridian = true } = {}): SQL {
  const carried = sql.raw(SIDE_COLUMNS.map((c) => `s.${c} AS s_${c}`).join(', '));
  const found = sql.raw(SIDE_COLUMNS.map((c) => `p.${c} AS p_${c}`).join(', '));
  const lat = sql`s.latitude`;
  const lng = sql`s.longitude`;
  const dlat = sql`${BOX_DLAT}::float8`;
  const box = (fromLng: SQL, toLng: SQL) =>
    sql`box(point(${fromLng}, ${lat} - ${dlat}), point(${toLng}, ${lat} + ${dlat}))`;
  // pad_a's and pad_b's side of a finding: the searched pad (s) is pad_a when its id is the lower.
  const side = (a: boolean) => (c: SideColumn) =>
    sql.raw(`CASE WHEN s_id < p_id THEN ${a ? 's' : 'p'}_${c} ELSE ${a ? 'p' : 's'}_${c} END`);
  const pa = side(true);
  const pb = side(false);
  return sql`WITH boxes AS (
      SELECT s.id AS s_id, ${carried}, ${box(sql`greatest(${lng} - ${boxDlng}, -180)`, sql`least(${lng} + ${boxDlng}, 180)`)} AS b
        FROM pads s WHERE ${srcWhere}
      ${
        nearAntimeridian
          ? sql`UNION ALL SELECT s.id, ${carried}, ${box(sql`${lng} - ${boxDlng} + 360`, sql`180`)}
        FROM pads s WHERE ${srcWhere} AND ${lng} < ${-180 + MAX_BOX_DLNG} AND ${lng} - ${boxDlng} < -180
      UNION ALL SELECT s.id, ${carried}, ${box(sql`-180`, sql`${lng} + ${boxDlng} - 360`)}
        FROM pads s WHERE ${srcWhere} AND ${lng} > ${180 - MAX_BOX_DLNG} AND ${lng} + ${boxDlng} > 180`
          : sql``
      }),
    near AS (
      SELECT s.s_id, ${sql.raw(SIDE_COLUMNS.map((c) => `s.s_${c}`).join(', '))}, p.id AS p_id, ${found},
        ${haversineM(sql`s.s_latitude`, sql`s.s_longitude`, sql`p.latitude`, sql`p.longitude`)} AS d
      FROM boxes s JOIN pads p ON point(p.longitude, p.latitude) <@ s.b AND p.id <> s.s_id),
    pairs AS (SELECT DISTINCT ON (least(s_id, p_id), greatest(s_id, p_id)) * FROM near WHERE d <= ${MAX_PAIR_DISTANCE_M}
      ORDER BY least(s_id, p_id), greatest(s_id, p_id), d),
    x AS (SELECT least(s_id, p_id) AS pad_a, greatest(s_id, p_id) AS pad_b, d::real AS distance_m,
      ${sql.join(
        SIDE_COLUMNS.flatMap((c) => [sql`${pa(c)} AS ${sql.raw(`a_${c}`)}`, sql`${pb(c)} AS ${sql.raw(`b_${c}`)}`]),
        sql`, `,
      )}
      FROM pairs)
    SELECT x.pad_a, x.pad_b, x.distance_m,
      NOT x.a_is_landing_permitted AS a_lnp, NOT x.b_is_landing_permitted AS b_lnp,
      x.a_deleted_at IS NOT NULL AS a_archived, x.b_deleted_at IS NOT NULL AS b_archived,
      x.a_status_id <> ${STATUS.Moderated} AS a_unmoderated, x.b_status_id <> ${STATUS.Moderated} AS b_unmoderated,
      x.a_country_code AS a_country, x.b_country_code AS b_country,
      lower(x.a_name) AS a_name_key, lower(x.b_name) AS b_name_key, x.a_created_at, x.b_created_at,
      x.a_has_claimed_owner AS a_owned, x.b_has_claimed_owner AS b_owned,
      ${dismissedSql(sql`x`)} AS dismissed
    FROM x`;
}

/** Whether an admin marked the pair (`pair`: pad_a, pad_b and its pads' a_/b_latitude, longitude) not duplicate where they stand now. */
function dismissedSql(pair: SQL): SQL {
  // `nd`, not the caller's alias: the same name would make the pair condition compare the dismissal with itself.
  return sql`EXISTS (SELECT 1 FROM duplicate_dismissals nd WHERE nd.pad_a = ${pair}.pad_a AND nd.pad_b = ${pair}.pad_b
    AND ${haversineM(sql`nd.a_latitude`, sql`nd.a_longitude`, sql`${pair}.a_latitude`, sql`${pair}.a_longitude`)} <= ${DISMISSAL_TOLERANCE_M}
    AND ${haversineM(sql`nd.b_latitude`, sql`nd.b_longitude`, sql`${pair}.b_latitude`, sql`${pair}.b_longitude`)} <= ${DISMISSAL_TOLERANCE_M})`;
}

/** The columns a pair is written with (nearPairsSql's order): every one but the generated original side. */
const PAIR_COLUMN_NAMES = [
  'pad_a',
  'pad_b',
  'distance_m',
  'a_lnp',
  'b_lnp',
  'a_archived',
  'b_archived',
  'a_unmoderated',
  'b_unmoderated',
  'a_country',
  'b_country',
  'a_name_key',
  'b_name_key',
  'a_created_at',
  'b_created_at',
  'a_owned',
  'b_owned',
  'dismissed',
] as const;
const PAIR_COLUMN_LIST = sql.raw(PAIR_COLUMN_NAMES.join(', '));
const PAIR_COLUMNS = sql`(${PAIR_COLUMN_LIST})`;

/** A pair row as written: its pads, their distance, each side's copied state and the dismissal. */
export type PairState = Record<(typeof PAIR_COLUMN_NAMES)[number], unknown> & { pad_a: number; pad_b: number };

const GRID_DEG = 0.05;
const LOCK_NAMESPACE = 1_600_000_000;

/** The grid cells a pad's search box covers, as advisory-lock keys (longitude cells wrap at ±180°). */
export function pairLockKeys(points: { lat: number; lng: number }[]): [number, number][] {
  const keys = new Map<string, [number, number]>();
  const lngCells = Math.round(360 / GRID_DEG);
  for (const { lat, lng } of points) {
    const dlng = BOX_DLAT / Math.max(Math.cos((lat * Math.PI) / 180), 0.001);
    const latFrom = Math.floor((lat - BOX_DLAT) / GRID_DEG);
    const latTo = Math.floor((lat + BOX_DLAT) / GRID_DEG);
    // Near the poles a box spans every longitude: one key stands for the whole band.
    const wide = dlng * 2 >= 360 - GRID_DEG;
    const lngFrom = wide ? 0 : Math.floor((lng - dlng) / GRID_DEG);
    const lngTo = wide ? 0 : Math.floor((lng + dlng) / GRID_DEG);
    for (let a = latFrom; a <= latTo; a++)
      for (let o = lngFrom; o <= lngTo; o++) {
        const cell = wide ? -1 : ((o % lngCells) + lngCells) % lngCells;
        keys.set(`${a}:${cell}`, [LOCK_NAMESPACE + a, cell]);
      }
  }
  // One order for everybody: two writes never wait on each other's locks crosswise.
  return [...keys.values()].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
}

/**
 * Rewrites the pairs of these pads (call it in the write's transaction, after the pads are written).
 * An archived or moved pad keeps or loses pairs by position alone; filters apply when pairs are read.
 */
export async function refreshPadPairs(tx: DbOrTx, padIds: number[]): Promise<void> {
  const ids = [...new Set(padIds)];
  if (!ids.length) return;
  // One array literal, not one parameter per id: an import refreshes 10,000 pads, and the statement names them thrice.
  const idArray = sql`${`{${ids.join(',')}}`}::int[]`;
  const { rows } = await tx.execute<{ lat: number; lng: number }>(
    sql`SELECT latitude AS lat, longitude AS lng FROM pads WHERE id = ANY(${idArray})`,
  );
  const keys = pairLockKeys(rows);
  if (keys.length)
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(k1, k2)
        FROM unnest(${`{${keys.map((k) => k[0]).join(',')}}`}::int[], ${`{${keys.map((k) => k[1]).join(',')}}`}::int[])
          AS k(k1, k2)
        ORDER BY k1, k2`,
    );
  await tx.execute(sql`DELETE FROM duplicate_pairs WHERE pad_a = ANY(${idArray}) OR pad_b = ANY(${idArray})`);
  // One pad's refresh (every pad edit) runs as a named statement on `s.id = $1`, whose generic plan PostgreSQL
  // keeps after five runs: planning the search took 1.2 ms of its 1.5 ms. Many pads' (an import, a merge) are
  // planned for their ids, as a plan for one pad would not suit 10,000.
  const one = ids.length === 1;
  const insert = sql`INSERT INTO duplicate_pairs ${PAIR_COLUMNS}
    ${nearPairsSql(one ? sql`s.id = ${ids[0]}::int` : sql`s.id = ANY(${idArray})`, {
      nearAntimeridian: rows.some((r) => Math.abs(r.lng) > 180 - MAX_BOX_DLNG),
    })}
    ON CONFLICT (pad_a, pad_b) DO NOTHING`;
  await runPreparedIn(tx, statementOf(insert, { plannedPerValue: !one }));
}

/** Every pair from scratch (`pnpm dupes:rebuild`): what the incremental table must equal, copied state included. */
export async function computeAllPairs(db: DbOrTx): Promise<PairState[]> {
  const { rows } = await db.execute<PairState>(
    sql`SELECT ${PAIR_COLUMN_LIST} FROM (${nearPairsSql(sql`true`)}) p ORDER BY 1, 2`,
  );
  return rows;
}

/** The kept table, in computeAllPairs' shape and order. */
export async function keptPairs(db: DbOrTx): Promise<PairState[]> {
  const { rows } = await db.execute<PairState>(sql`SELECT ${PAIR_COLUMN_LIST} FROM duplicate_pairs ORDER BY 1, 2`);
  return rows;
}

/**
 * Makes the table equal computeAllPairs, writing only what differs: a table that is already right costs
 * the computation alone (no new row versions, index entries or foreign-key checks, nothing for readers
 * to wait on). Returns the number of pairs changed, added or removed.
 *
 * The pairs are first computed into a scratch table: a statement that writes to a table never runs in parallel,
 * one that creates a table from a SELECT can, and the search is most of a rebuild's time.
 *
 * Into an empty table (after a restore, or `DELETE FROM duplicate_pairs`) every pair is new and is inserted. The
 * rebuild stays online: readers of the pairs (the duplicates list, the header badge) are never blocked, since
 * nothing here takes more than a row-level lock on the table (issue 38: `pnpm bench` measures readers during both
 * rebuilds). `offline` (the scale seed's, which nobody reads meanwhile) drops the secondary indexes first and builds
 * them again after the insert, once each (a sorted build instead of an index insertion per pair); that takes an
 * ACCESS EXCLUSIVE lock, so readers would wait for the whole rebuild.
 */
export async function rebuildAllPairs(db: DbOrTx, { offline = false }: { offline?: boolean } = {}): Promise<number> {
  return db.transaction(async (tx) => {
    // The pairs' sort and the merge's hash stay in memory (4 MB spills to disk at 100k pads), for these statements only.
    const { rows } = await tx.execute<{ empty: boolean; work_mem: string }>(
      sql`SELECT NOT EXISTS (SELECT 1 FROM duplicate_pairs) AS empty, current_setting('work_mem') AS work_mem`,
    );
    await tx.execute(sql`SELECT set_config('work_mem', '32MB', true)`);
    await tx.execute(
      sql`CREATE TEMP TABLE all_pairs_scratch AS SELECT ${PAIR_COLUMN_LIST} FROM (${nearPairsSql(sql`true`)}) f`,
    );
    const written = await (rows[0]!.empty ? insertAllPairs(tx, offline) : mergeAllPairs(tx));
    await tx.execute(sql`DROP TABLE all_pairs_scratch`);
    await tx.execute(sql`SELECT set_config('work_mem', ${rows[0]!.work_mem}, true)`);
    return written;
  });
}

async function mergeAllPairs(db: DbOrTx): Promise<number> {
  const col = (table: string, name: string) => sql.raw(`${table}.${name}`);
  const all = (table: string) =>
    sql.join(
      PAIR_COLUMN_NAMES.map((name) => col(table, name)),
      sql`, `,
    );
  const { rowCount } = await db.execute(sql`MERGE INTO duplicate_pairs dp
    USING all_pairs_scratch f
      ON f.pad_a = dp.pad_a AND f.pad_b = dp.pad_b
    WHEN MATCHED AND (${all('dp')}) IS DISTINCT FROM (${all('f')}) THEN UPDATE SET ${sql.join(
      PAIR_COLUMN_NAMES.map((name) => sql`${sql.raw(name)} = ${col('f', name)}`),
      sql`, `,
    )}
    WHEN NOT MATCHED THEN INSERT ${PAIR_COLUMNS} VALUES (${all('f')})`);
  // A DELETE of its own, not MERGE's `WHEN NOT MATCHED BY SOURCE`: that needs PostgreSQL 17, and 15 is supported.
  const { rowCount: deleted } = await db.execute(sql`DELETE FROM duplicate_pairs dp
    WHERE NOT EXISTS (SELECT 1 FROM all_pairs_scratch f WHERE f.pad_a = dp.pad_a AND f.pad_b = dp.pad_b)`);
  return (rowCount ?? 0) + (deleted ?? 0);
}

/**
 * Every pair into the empty table; `offline`, its secondary indexes dropped first and built afterwards (in the
 * caller's transaction).
 */
async function insertAllPairs(tx: DbOrTx, offline: boolean): Promise<number> {
  const indexes = offline ? await dropSecondaryIndexes(tx) : [];
  const { rowCount } = await tx.execute(
    sql`INSERT INTO duplicate_pairs ${PAIR_COLUMNS} SELECT ${PAIR_COLUMN_LIST} FROM all_pairs_scratch`,
  );
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  return rowCount ?? 0;
}

/** Drops the indexes that back no constraint (the primary key stays: an insert is checked against it as it goes). */
async function dropSecondaryIndexes(tx: DbOrTx): Promise<{ name: string; definition: string }[]> {
  const { rows: indexes } = await tx.execute<{ name: string; definition: string }>(sql`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid = 'duplicate_pairs'::regclass AND NOT i.indisprimary AND NOT i.indisunique
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
    ORDER BY c.relname`);
  if (indexes.length)
    await tx.execute(
      sql`DROP INDEX ${sql.join(
        indexes.map((i) => sql.identifier(i.name)),
        sql`, `,
      )}`,
    );
  return indexes;
}

export interface PairFilters {
  /** Kilometres, 0–1. */
  distanceKm: number;
  countryCode?: string | null;
  includeLnp: boolean;
  includeArchived: boolean;
  includeUnmoderated: boolean;
}

/**
 * The pair states the filters leave out unless included: each the name of its column in `duplicate_pair_counts`,
 * which holds either side's flag of the pair row (migration `duplicate_pair_counts`).
 */
const EXCLUDABLE_STATES = [
  { include: 'includeLnp', state: 'lnp' },
  { include: 'includeArchived', state: 'archived' },
  { include: 'includeUnmoderated', state: 'unmoderated' },
] as const;

const excludedStates = (f: PairFilters) => EXCLUDABLE_STATES.filter(({ include }) => !f[include]).map((s) => s.state);

/**
 * How many pairs the filters keep, summed from `duplicate_pair_counts` (kept by triggers), or undefined where those
 * counts cannot answer, a shorter distance or a country: such a total is counted from the pairs. Every pair lies
 * within MAX_PAIR_DISTANCE_M, so the full distance filters nothing.
 */
export function keptPairCountSql(f: PairFilters): SQL | undefined {
  if (f.distanceKm * 1000 < MAX_PAIR_DISTANCE_M || f.countryCode) return undefined;
  const conditions = [sql`NOT c.dismissed`, ...excludedStates(f).map((state) => sql.raw(`NOT c.${state}`))];
  return sql`SELECT coalesce(sum(c.n), 0)::int FROM duplicate_pair_counts c WHERE ${sql.join(conditions, sql` AND `)}`;
}

/** The conditions on a pair (`dp`, a duplicate_pairs row) for the filters: its copied pad state alone. */
export function pairFilterSql(f: PairFilters): SQL {
  const conditions: SQL[] = [sql`dp.distance_m <= ${f.distanceKm * 1000}`, sql`NOT dp.dismissed`];
  for (const state of excludedStates(f)) conditions.push(sql.raw(`NOT (dp.a_${state} OR dp.b_${state})`));
  if (f.countryCode) conditions.push(sql`(dp.a_country = ${f.countryCode} OR dp.b_country = ${f.countryCode})`);
  return sql.join(conditions, sql` AND `);
}
