// Pads for the list map, clustered in SQL on a screen-space grid. The response is bounded by the
// viewport (at most a few points per grid cell) rather than by the number of pads, so 100k pads never
// turn into a 10 MB payload or a browser holding 100k markers.
import { sql } from 'drizzle-orm';
import { pads } from '../../db/schema.js';
import { validationFailed, type FieldErrors } from '../../errors.js';
import type { Db } from '../../db/client.js';
import { parseListRequest, whereOf, type RawQuery } from '../../lists/index.js';
import { padList } from './pads.list.js';

/** Spec part 1 §9: the list map clusters on a grid (45 px on list maps) from 4 markers up. */
export const DEFAULT_GRID_PX = 45;
export const MIN_CLUSTER_SIZE = 4;
export const DEFAULT_ZOOM = 5;
const MAX_ZOOM = 22;
const MAP_WORK_MEM = '16MB';
/** Web Mercator's latitude limit; beyond it y is infinite. */
const MAX_LAT = 85.05112878;

export interface MapPlace {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  category_id: number;
}
export interface MapCluster {
  latitude: number;
  longitude: number;
  count: number;
  /** [west, south, east, north] of the pads inside, so the client can zoom to fit them. */
  bbox: [number, number, number, number];
}
export interface MapResponse {
  data: { places: MapPlace[]; clusters: MapCluster[]; total: number; zoom: number; grid: number };
}

interface MapParams {
  bbox: [number, number, number, number] | undefined;
  zoom: number;
  grid: number;
}

function parseMapParams(query: RawQuery): MapParams {
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

export async function padsForMap(db: Db, query: RawQuery): Promise<MapResponse> {
  const req = parseListRequest(padList, query);
  const { bbox, zoom, grid } = parseMapParams(query);
  // Cell size in Web Mercator radians: the world is 256·2^zoom pixels wide, a cell is `grid` pixels.
  const cell = (grid * 2 * Math.PI) / (256 * 2 ** zoom);
  let inBox = sql`TRUE`;
  if (bbox) {
    const [w, s, e, n] = bbox;
    const lng =
      w <= e
        ? sql`${pads.longitude} BETWEEN ${w} AND ${e}`
        : sql`(${pads.longitude} >= ${w} OR ${pads.longitude} <= ${e})`;
    inBox = sql`${pads.latitude} BETWEEN ${s} AND ${n} AND ${lng}`;
  }
  // One pass over the matching pads builds the cells; each cell keeps its ids (array_agg is cheap next
  // to materialising every pad twice), and only the ids of small cells are looked up again for names.
  const statement = sql`
    WITH cells AS (
      SELECT count(*)::int AS n, avg(${pads.latitude}) AS lat, avg(${pads.longitude}) AS lng,
        min(${pads.longitude}) AS w, min(${pads.latitude}) AS s, max(${pads.longitude}) AS e, max(${pads.latitude}) AS nn,
        array_agg(${pads.id}) AS ids
      FROM ${padList.from} WHERE ${whereOf(padList, req)} AND ${inBox}
      GROUP BY floor((radians(${pads.longitude}) + pi()) / ${cell}::float8),
        floor((pi() - ln(tan(pi() / 4 + radians(least(greatest(${pads.latitude}, ${-MAX_LAT}::float8), ${MAX_LAT}::float8)) / 2))) / ${cell}::float8)
    )
    SELECT
      (SELECT coalesce(json_agg(json_build_object('latitude', round(lat::numeric, 6), 'longitude', round(lng::numeric, 6),
        'count', n, 'bbox', json_build_array(w, s, e, nn))), '[]'::json) FROM cells WHERE n >= ${MIN_CLUSTER_SIZE}) AS clusters,
      (SELECT coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'latitude', p.latitude,
        'longitude', p.longitude, 'category_id', p.category_id) ORDER BY p.id), '[]'::json)
        FROM pads p WHERE p.id IN (SELECT unnest(ids) FROM cells WHERE n < ${MIN_CLUSTER_SIZE})) AS places,
      (SELECT coalesce(sum(n), 0)::int FROM cells) AS total`;
  // The planner cannot estimate how many cells a grid makes and plans for one per pad; with the
  // default 4 MB of work memory that aggregation over 100k pads spills to disk (measured 83 ms against
  // 54 ms in memory at zoom 5).
  const { rows } = await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL work_mem = '${MAP_WORK_MEM}'`));
    return tx.execute(statement);
  });
  const row = rows[0] as { clusters: MapCluster[]; places: MapPlace[]; total: number };
  return { data: { places: row.places, clusters: row.clusters, total: row.total, zoom, grid } };
}
