// Points of a list for a map, clustered in SQL on a screen-space grid. The response is bounded by the
// viewport (at most a few points per grid cell) rather than by the number of rows, so 100k pads or
// 200k users never turn into a multi-MB payload or a browser holding every marker. Used by the pad
// map and the user map: each says where its rows, points and marker fields are.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { validationFailed, type FieldErrors } from '../errors.js';
import type { RawQuery } from '../lists/index.js';

/** Spec part 1 §9: list maps cluster on a 45 px grid from 4 markers up, at zoom 5. */
export const DEFAULT_GRID_PX = 45;
export const MIN_CLUSTER_SIZE = 4;
export const DEFAULT_ZOOM = 5;
const MAX_ZOOM = 22;
const MAP_WORK_MEM = '16MB';
/** Web Mercator's latitude limit; beyond it y is infinite. */
const MAX_LAT = 85.05112878;

export interface MapCluster {
  latitude: number;
  longitude: number;
  count: number;
  /** [west, south, east, north] of the points inside, so the client can zoom to fit them. */
  bbox: [number, number, number, number];
}

export interface MapParams {
  bbox: [number, number, number, number] | undefined;
  zoom: number;
  grid: number;
}

export interface ClusteredMap<Place> {
  places: Place[];
  clusters: MapCluster[];
  total: number;
  zoom: number;
  grid: number;
}

export function parseMapParams(query: RawQuery): MapParams {
  const errors: FieldErrors = {};
  let bbox: MapParams['bbox'];
  if (query.bbox !== undefined && query.bbox !== '') {
    const parts = String(query.bbox)
      .split(',')
      .map((s) => (/^-?\d{1,3}(\.\d{1,12})?$/.test(s.trim()) ? Number(s) : NaN));
    const [w, s, e, n] = parts;
    if (parts.length !== 4 || parts.some((v) => Number.isNaN(v)))
      errors.bbox = ['Must be west,south,east,north in degrees.'];
    else if (Math.abs(w!) > 180 || Math.abs(e!) > 180 || Math.abs(s!) > 90 || Math.abs(n!) > 90 || s! > n!) {
      errors.bbox = ['Is outside the world or upside down.'];
    } else bbox = [w!, s!, e!, n!];
  }
  const int = (param: string, fallback: number, min: number, max: number) => {
    const raw = query[param];
    if (raw === undefined || raw === '') return fallback;
    const text = String(raw);
    if (!/^\d{1,3}$/.test(text) || Number(text) < min || Number(text) > max) {
      errors[param] = [`Must be a whole number from ${min} to ${max}.`];
      return fallback;
    }
    return Number(text);
  };
  const zoom = int('zoom', DEFAULT_ZOOM, 0, MAX_ZOOM);
  const grid = int('grid', DEFAULT_GRID_PX, 10, 400);
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { bbox, zoom, grid };
}

export interface MapSource {
  /** FROM clause of the rows (the list's). */
  from: SQL;
  /** WHERE of the rows (the list's filters). Rows without a point are left out here. */
  where: SQL;
  id: SQL;
  latitude: SQL;
  longitude: SQL;
  /** A JSON array of the places whose ids `ids` (a set-returning subquery) yields, ordered by id. */
  places: (ids: SQL) => SQL;
}

export async function clusteredMap<Place>(
  db: Db,
  source: MapSource,
  { bbox, zoom, grid }: MapParams,
): Promise<ClusteredMap<Place>> {
  const { latitude: lat, longitude: lng } = source;
  // Cell size in Web Mercator radians: the world is 256·2^zoom pixels wide, a cell is `grid` pixels.
  const cell = (grid * 2 * Math.PI) / (256 * 2 ** zoom);
  let inBox = sql`${lat} IS NOT NULL AND ${lng} IS NOT NULL`;
  if (bbox) {
    const [w, s, e, n] = bbox;
    const lngIn = w <= e ? sql`${lng} BETWEEN ${w} AND ${e}` : sql`(${lng} >= ${w} OR ${lng} <= ${e})`;
    inBox = sql`${lat} BETWEEN ${s} AND ${n} AND ${lngIn}`;
  }
  // One pass over the matching rows builds the cells; each cell keeps its ids (array_agg is cheap next
  // to materialising every row twice), and only the ids of small cells are looked up again for fields.
  const statement = sql`
    WITH cells AS (
      SELECT count(*)::int AS n, avg(${lat}) AS lat, avg(${lng}) AS lng,
        min(${lng}) AS w, min(${lat}) AS s, max(${lng}) AS e, max(${lat}) AS nn,
        array_agg(${source.id}) AS ids
      FROM ${source.from} WHERE (${source.where}) AND ${inBox}
      GROUP BY floor((radians(${lng}) + pi()) / ${cell}::float8),
        floor((pi() - ln(tan(pi() / 4 + radians(least(greatest(${lat}, ${-MAX_LAT}::float8), ${MAX_LAT}::float8)) / 2))) / ${cell}::float8)
    )
    SELECT
      (SELECT coalesce(json_agg(json_build_object('latitude', round(lat::numeric, 6), 'longitude', round(lng::numeric, 6),
        'count', n, 'bbox', json_build_array(w, s, e, nn))), '[]'::json) FROM cells WHERE n >= ${MIN_CLUSTER_SIZE}) AS clusters,
      ${source.places(sql`SELECT unnest(ids) FROM cells WHERE n < ${MIN_CLUSTER_SIZE}`)} AS places,
      (SELECT coalesce(sum(n), 0)::int FROM cells) AS total`;
  // The planner cannot estimate how many cells a grid makes and plans for one per row; with the
  // default 4 MB of work memory that aggregation over 100k rows spills to disk (measured 83 ms against
  // 54 ms in memory at zoom 5).
  const { rows } = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL work_mem = '${MAP_WORK_MEM}'`));
    return tx.execute(statement);
  });
  const row = rows[0] as { clusters: MapCluster[]; places: Place[] | null; total: number };
  return { places: row.places ?? [], clusters: row.clusters, total: row.total, zoom, grid };
}
