// Points of a list for a map, clustered in SQL on a screen-space grid. The response is bounded by the
// viewport (at most a few points per grid cell) rather than by the number of rows, so 100k pads or
// 200k users never turn into a multi-MB payload or a browser holding every marker. Used by the pad
// map and the user map: each says where its rows, points and marker fields are.
import type { ClusteredMap, MapCluster, MapPlace } from '@pads/contracts/api';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { latitudeOf, longitudeOf, MAX_LAT, PIXEL_ZOOM, pixelX, pixelY, WORLD_PIXELS } from '../db/mercator.js';
import { validationFailed, type FieldErrors } from '../errors.js';
import type { RawQuery } from '../lists/index.js';

/** Spec part 1 §9: list maps cluster on a 45 px grid from 4 markers up, at zoom 5. */
export const DEFAULT_GRID_PX = 45;
/** Cells below this show their rows as markers; clusteredMap reads the ids of such a cell (at most 3) from min, max and sum. */
export const MIN_CLUSTER_SIZE = 4;
export const DEFAULT_ZOOM = 5;
const MAX_ZOOM = 22;
const MAP_WORK_MEM = '16MB';

export interface MapParams {
  bbox: [number, number, number, number] | undefined;
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
  /** Stored Web Mercator pixels at zoom 22 (db/mercator.ts), when the table has them; else computed. */
  pixel?: { x: SQL; y: SQL };
  /** A JSON array of the places whose ids `ids` (a set-returning subquery) yields, ordered by id. */
  places: (ids: SQL) => SQL;
  /**
   * The source's grid cells kept on write (e.g. user_map_cells), when `where` can be read from them: the table
   * aliased as the source's table, so `where` applies to it unchanged (or `where`, the same rows' condition on the
   * kept table's own columns). Used for the default grid up to `maxZoom`.
   */
  kept?: { from: SQL; maxZoom: number; where?: SQL };
}

/** The grid cells a request reads, one row each: n, ax, ay (mean pixel), x0, x1, y0, y1 (extent), id0, id1, idsum. */
function cellsFromRows(source: MapSource, x: SQL, y: SQL, cell: SQL, inBox: SQL): SQL {
  return sql`SELECT count(*)::int AS n, sum(${x}) / count(*)::float8 AS ax, sum(${y}) / count(*)::float8 AS ay,
        min(${x}) AS x0, max(${x}) AS x1, min(${y}) AS y0, max(${y}) AS y1,
        min(${source.id}) AS id0, max(${source.id}) AS id1, sum(${source.id}) AS idsum
      FROM ${source.from} WHERE (${source.where}) AND ${inBox}
      GROUP BY ${x} / ${cell}, ${y} / ${cell}`;
}

/**
 * The same cells from the kept grid. A cell wholly inside the viewport is taken from its kept rows when every extreme
 * it shows is a point a matching row still stands on (the kept extremes bound every point the cell has held, so a
 * standing one is the extreme); its rows are read otherwise. The bands of the viewport's edges, which cut through
 * cells, are read from the rows: left and right ones by x (pads/users_map_cell_idx), top and bottom ones by y.
 */
function cellsFromKept(
  source: MapSource & { kept: NonNullable<MapSource['kept']> },
  x: SQL,
  y: SQL,
  size: number,
  zoom: number,
  [x0, x1, y0, y1]: [number, number, number, number],
): SQL | null {
  const cell = sql.raw(String(size));
  // Cells by integer division, which truncates: cell 0 also holds -1, where a point at the north limit may round to
  // (no pixel lies below -1). Cell k runs from first(k) to last(k). Inner cells: wholly inside [x0, x1] x [y0, y1].
  const first = (k: number) => (k === 0 ? -1 : k * size);
  const firstInside = (low: number) => (low <= -1 ? 0 : Math.max(1, Math.ceil(low / size)));
  const lastInside = (high: number) => Math.floor((high + 1) / size) - 1;
  const [cxa, cxb, cya, cyb] = [firstInside(x0), lastInside(x1), firstInside(y0), lastInside(y1)];
  // A viewport within one column or row of cells has no inner cells (and its bands would overlap).
  if (cxa > cxb || cya > cyb) return null;
  const [ix0, ix1, iy0, iy1] = [first(cxa), (cxb + 1) * size - 1, first(cya), (cyb + 1) * size - 1];
  const firstOf = (k: SQL) => sql`CASE WHEN ${k} = 0 THEN -1 ELSE ${k} * ${cell} END`;
  const rows = (box: SQL) =>
    sql`SELECT ${x} AS x, ${y} AS y, ${source.id} AS id FROM ${source.from} WHERE (${source.where}) AND ${box}`;
  const standsOn = (px: SQL, py: SQL) =>
    sql`EXISTS (SELECT 1 FROM ${source.from} WHERE ${x} = ${px} AND ${y} = ${py} AND (${source.where}))`;
  const idStands = (id: SQL) =>
    sql`EXISTS (SELECT 1 FROM ${source.from} WHERE ${source.id} = ${id} AND ${x} / ${cell} = k.cx AND ${y} / ${cell} = k.cy AND (${source.where}))`;
  return sql`WITH kept AS (
      SELECT cx, cy, sum(n)::int AS n, sum(sx)::bigint AS sx, sum(sy)::bigint AS sy, sum(sid)::bigint AS sid,
        min(x_lo) AS x_lo, max(x_hi) AS x_hi, min(y_lo) AS y_lo, max(y_hi) AS y_hi, min(id_lo) AS id_lo, max(id_hi) AS id_hi
      FROM ${source.kept.from}
      WHERE zoom = ${zoom} AND cx BETWEEN ${cxa} AND ${cxb} AND cy BETWEEN ${cya} AND ${cyb}
        AND (${source.kept.where ?? source.where})
      GROUP BY cx, cy HAVING sum(n) > 0
    ), checked AS (
      SELECT k.*, ${standsOn(sql`k.x_lo[1]`, sql`k.x_lo[2]`)} AND ${standsOn(sql`k.x_hi[1]`, sql`k.x_hi[2]`)}
        AND ${standsOn(sql`k.y_lo[2]`, sql`k.y_lo[1]`)} AND ${standsOn(sql`k.y_hi[2]`, sql`k.y_hi[1]`)}
        AND (k.n >= ${MIN_CLUSTER_SIZE} OR (${idStands(sql`k.id_lo`)} AND ${idStands(sql`k.id_hi`)})) AS sure
      FROM kept k
    ), read AS (
      ${rows(sql`${x} BETWEEN ${x0} AND ${ix0 - 1} AND ${y} BETWEEN ${y0} AND ${y1}`)}
      UNION ALL ${rows(sql`${x} BETWEEN ${ix1 + 1} AND ${x1} AND ${y} BETWEEN ${y0} AND ${y1}`)}
      UNION ALL ${rows(sql`${y} BETWEEN ${y0} AND ${iy0 - 1} AND ${x} BETWEEN ${ix0} AND ${ix1}`)}
      UNION ALL ${rows(sql`${y} BETWEEN ${iy1 + 1} AND ${y1} AND ${x} BETWEEN ${ix0} AND ${ix1}`)}
      UNION ALL SELECT r.* FROM checked k, LATERAL (${rows(sql`${x} BETWEEN ${firstOf(sql`k.cx`)} AND k.cx * ${cell} + ${size - 1}
        AND ${y} BETWEEN ${firstOf(sql`k.cy`)} AND k.cy * ${cell} + ${size - 1}`)}) r WHERE NOT k.sure
    )
    SELECT n, sx / n::float8 AS ax, sy / n::float8 AS ay, x_lo[1] AS x0, x_hi[1] AS x1, y_lo[1] AS y0, y_hi[1] AS y1,
      id_lo AS id0, id_hi AS id1, sid AS idsum
    FROM checked WHERE sure
    UNION ALL
    SELECT count(*)::int, sum(x) / count(*)::float8, sum(y) / count(*)::float8, min(x), max(x), min(y), max(y),
      min(id), max(id), sum(id)
    FROM read GROUP BY x / ${cell}, y / ${cell}`;
}

/** JS twins of db/mercator.ts, to turn a bbox into pixel ranges once per request. */
const toPixelX = (lng: number) => Math.floor(((lng + 180) / 360) * WORLD_PIXELS);
const toPixelY = (lat: number) => {
  const phi = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
  return Math.floor(((Math.PI - Math.log(Math.tan(Math.PI / 4 + phi / 2))) / (2 * Math.PI)) * WORLD_PIXELS);
};

export async function clusteredMap(db: Db, source: MapSource, { bbox, zoom, grid }: MapParams): Promise<ClusteredMap> {
  const x = source.pixel?.x ?? pixelX(source.longitude);
  const y = source.pixel?.y ?? pixelY(source.latitude);
  // A cell is `grid` pixels at the requested zoom, i.e. grid · 2^(22 - zoom) pixels at zoom 22.
  const size = grid * 2 ** (PIXEL_ZOOM - zoom);
  const cell = sql.raw(String(size));
  let inBox = sql`${x} IS NOT NULL AND ${y} IS NOT NULL`;
  // The viewport in pixels; without a bbox every point (the poles' clamped latitudes may round to -1 or 2^30 + 1).
  let box: [number, number, number, number] | null = [-(2 ** 31), 2 ** 31 - 1, -(2 ** 31), 2 ** 31 - 1];
  if (bbox) {
    const [w, s, e, n] = bbox;
    const [x0, x1, yTop, yBottom] = [toPixelX(w), toPixelX(e), toPixelY(n), toPixelY(s)];
    const xIn = w <= e ? sql`${x} BETWEEN ${x0} AND ${x1}` : sql`(${x} >= ${x0} OR ${x} <= ${x1})`;
    inBox = sql`${y} BETWEEN ${yTop} AND ${yBottom} AND ${xIn}`;
    box = w <= e ? [x0, x1, yTop, yBottom] : null;
  }
  // One pass over the matching rows builds the cells from integer pixels (no trigonometry per row; sums
  // of int4 are int8, where avg would be numeric). A
  // cell small enough to show as markers has at most 3 rows, whose ids are its min, max and
  // sum - min - max: no array of every id is built, and only those ids are looked up again for fields.
  const { kept } = source;
  const cells =
    (kept && box && grid === DEFAULT_GRID_PX && zoom <= kept.maxZoom
      ? cellsFromKept({ ...source, kept }, x, y, size, zoom, box)
      : null) ?? cellsFromRows(source, x, y, cell, inBox);
  const statement = sql`
    WITH cells AS (${cells})
    SELECT
      (SELECT coalesce(json_agg(json_build_object('latitude', round(${latitudeOf(sql`ay`)}::numeric, 6),
        'longitude', round(${longitudeOf(sql`ax`)}::numeric, 6), 'count', n,
        'bbox', json_build_array(${longitudeOf(sql`x0`)}, ${latitudeOf(sql`y1`)}, ${longitudeOf(sql`x1`)}, ${latitudeOf(sql`y0`)}))),
        '[]'::json) FROM cells WHERE n >= ${MIN_CLUSTER_SIZE}) AS clusters,
      ${source.places(sql`SELECT id0 FROM cells WHERE n < ${MIN_CLUSTER_SIZE}
        UNION ALL SELECT id1 FROM cells WHERE n BETWEEN 2 AND 3
        UNION ALL SELECT (idsum - id0 - id1)::int FROM cells WHERE n = 3`)} AS places,
      (SELECT coalesce(sum(n), 0)::int FROM cells) AS total`;
  // The planner cannot estimate how many cells a grid makes and plans for one per row; with the
  // default 4 MB of work memory that aggregation over 100k rows spills to disk (measured 83 ms against
  // 54 ms in memory at zoom 5). Both maps read their points from a covering index (pads_map_cell_idx,
  // users_map_cell_idx); reading every point of a wide viewport, the planner may cost a table scan about
  // the same and take it, which reads every row's full width: scans are off for this statement.
  const { rows } = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL work_mem = '${MAP_WORK_MEM}'`));
    await tx.execute(sql.raw('SET LOCAL enable_seqscan = off'));
    return tx.execute(statement);
  });
  const row = rows[0] as { clusters: MapCluster[]; places: MapPlace[] | null; total: number };
  return { places: row.places ?? [], clusters: row.clusters, total: row.total, zoom, grid };
}
