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

/**
 * The pairs of the source pads (`src`: id, lat, lng) with every other pad within range, each once as
 * (pad_a < pad_b). The search box is split where it crosses the antimeridian.
 */
function nearPairsSql(src: SQL): SQL {
  return sql`WITH src AS (${src}),
    dims AS (SELECT id, lat, lng, ${BOX_DLAT}::float8 AS dlat,
      ${BOX_DLAT}::float8 / greatest(cos(radians(lat)), 0.001) AS dlng FROM src),
    boxes AS (
      SELECT id, lat, lng, box(point(greatest(lng - dlng, -180), lat - dlat), point(least(lng + dlng, 180), lat + dlat)) AS b FROM dims
      UNION ALL SELECT id, lat, lng, box(point(lng - dlng + 360, lat - dlat), point(180, lat + dlat)) FROM dims WHERE lng - dlng < -180
      UNION ALL SELECT id, lat, lng, box(point(-180, lat - dlat), point(lng + dlng - 360, lat + dlat)) FROM dims WHERE lng + dlng > 180),
    near AS (
      SELECT least(s.id, p.id) AS pad_a, greatest(s.id, p.id) AS pad_b,
        ${haversineM(sql`s.lat`, sql`s.lng`, sql`p.latitude`, sql`p.longitude`)} AS d
      FROM boxes s JOIN pads p ON point(p.longitude, p.latitude) <@ s.b AND p.id <> s.id),
    pairs AS (SELECT pad_a, pad_b, min(d)::real AS distance_m FROM near WHERE d <= ${MAX_PAIR_DISTANCE_M} GROUP BY 1, 2)
    SELECT x.pad_a, x.pad_b, x.distance_m,
      NOT pa.is_landing_permitted AS a_lnp, NOT pb.is_landing_permitted AS b_lnp,
      pa.deleted_at IS NOT NULL AS a_archived, pb.deleted_at IS NOT NULL AS b_archived,
      pa.status_id <> ${STATUS.Moderated} AS a_unmoderated, pb.status_id <> ${STATUS.Moderated} AS b_unmoderated,
      pa.country_code AS a_country, pb.country_code AS b_country,
      ${dismissedSql(sql`x`)} AS dismissed
    FROM pairs x JOIN pads pa ON pa.id = x.pad_a JOIN pads pb ON pb.id = x.pad_b`;
}

/** Whether an admin marked the pair (`pair`: pad_a, pad_b; `pa`, `pb`: its pads) not duplicate where they stand now. */
function dismissedSql(pair: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM duplicate_dismissals x WHERE x.pad_a = ${pair}.pad_a AND x.pad_b = ${pair}.pad_b
    AND ${haversineM(sql`x.a_latitude`, sql`x.a_longitude`, sql`pa.latitude`, sql`pa.longitude`)} <= ${DISMISSAL_TOLERANCE_M}
    AND ${haversineM(sql`x.b_latitude`, sql`x.b_longitude`, sql`pb.latitude`, sql`pb.longitude`)} <= ${DISMISSAL_TOLERANCE_M})`;
}

const PAIR_COLUMNS = sql`(pad_a, pad_b, distance_m, a_lnp, b_lnp, a_archived, b_archived, a_unmoderated, b_unmoderated,
  a_country, b_country, dismissed)`;

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
  const idArray = sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const { rows } = await tx.execute<{ lat: number; lng: number }>(
    sql`SELECT latitude AS lat, longitude AS lng FROM pads WHERE id = ANY(${idArray})`,
  );
  const keys = pairLockKeys(rows);
  if (keys.length)
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(k1, k2) FROM (VALUES ${sql.join(
        keys.map(([a, b]) => sql`(${a}::int, ${b}::int)`),
        sql`, `,
      )}) AS k(k1, k2) ORDER BY k1, k2`,
    );
  await tx.execute(sql`DELETE FROM duplicate_pairs WHERE pad_a = ANY(${idArray}) OR pad_b = ANY(${idArray})`);
  await tx.execute(sql`INSERT INTO duplicate_pairs ${PAIR_COLUMNS}
    ${nearPairsSql(sql`SELECT id, latitude AS lat, longitude AS lng FROM pads WHERE id = ANY(${idArray})`)}
    ON CONFLICT (pad_a, pad_b) DO NOTHING`);
}

/** Every pair from scratch (`pnpm dupes:rebuild`): what the incremental table must equal. */
export async function computeAllPairs(db: DbOrTx): Promise<{ pad_a: number; pad_b: number; distance_m: number }[]> {
  const { rows } = await db.execute<{ pad_a: number; pad_b: number; distance_m: number }>(
    sql`SELECT pad_a, pad_b, distance_m FROM (${nearPairsSql(sql`SELECT id, latitude AS lat, longitude AS lng FROM pads`)}) p ORDER BY 1, 2`,
  );
  return rows;
}

export async function rebuildAllPairs(db: DbOrTx): Promise<number> {
  await db.execute(sql`DELETE FROM duplicate_pairs`);
  const { rowCount } = await db.execute(sql`INSERT INTO duplicate_pairs ${PAIR_COLUMNS}
    ${nearPairsSql(sql`SELECT id, latitude AS lat, longitude AS lng FROM pads`)}`);
  return rowCount ?? 0;
}

/** What makes a pad "moderated or owned" when choosing the original of a pair. */
const standing = (p: string) =>
  sql`((${sql.identifier(p)}.status_id = ${STATUS.Moderated} OR EXISTS (SELECT 1 FROM contacts c
    WHERE c.pad_id = ${sql.identifier(p)}.id AND c.contact_type_id = 4 AND c.is_claimed))::int)`;

export interface PairFilters {
  /** Kilometres, 0–1. */
  distanceKm: number;
  countryCode?: string | null;
  includeLnp: boolean;
  includeArchived: boolean;
  includeUnmoderated: boolean;
}

/** The pairs the filters let through, from the pair table alone (its copied pad state). */
export function filteredPairsSql(f: PairFilters): SQL {
  const conditions: SQL[] = [sql`dp.distance_m <= ${f.distanceKm * 1000}`, sql`NOT dp.dismissed`];
  if (!f.includeLnp) conditions.push(sql`NOT (dp.a_lnp OR dp.b_lnp)`);
  if (!f.includeArchived) conditions.push(sql`NOT (dp.a_archived OR dp.b_archived)`);
  if (!f.includeUnmoderated) conditions.push(sql`NOT (dp.a_unmoderated OR dp.b_unmoderated)`);
  if (f.countryCode) conditions.push(sql`(dp.a_country = ${f.countryCode} OR dp.b_country = ${f.countryCode})`);
  return sql`SELECT dp.* FROM duplicate_pairs dp WHERE ${sql.join(conditions, sql` AND `)}`;
}

/**
 * The given pairs (`pairs`: pad_a, pad_b, distance_m) with their original (`o`) and duplicate (`d`) pads:
 * the older pad is the original, unless only the newer one is moderated or owned.
 */
export function withOriginalSql(pairs: SQL): SQL {
  // pa is older than pb when created earlier (ids break ties); b is the original only when it alone stands.
  return sql`SELECT dp.distance_m, CASE WHEN b_first THEN pb ELSE pa END AS o, CASE WHEN b_first THEN pa ELSE pb END AS d
    FROM (${pairs}) dp
    JOIN pads pa ON pa.id = dp.pad_a JOIN pads pb ON pb.id = dp.pad_b
    CROSS JOIN LATERAL (SELECT
      CASE WHEN (pa.created_at, pa.id) <= (pb.created_at, pb.id)
        THEN ${standing('pb')} > ${standing('pa')} ELSE NOT (${standing('pa')} > ${standing('pb')}) END AS b_first) w`;
}
