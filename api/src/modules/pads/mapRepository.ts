// Pads for the list map: the pad list's filters, clustered for the viewport (see domain/mapClusters.ts).
import type { ClusteredMap } from '@pads/contracts/api';
import { sql } from 'drizzle-orm';
import { MAP_KEPT_MAX_ZOOM, padMapCells, pads } from '../../db/schema.js';
import type { Db } from '../../db/client.js';
import { clusteredMap, parseMapParams } from '../../domain/mapClusters.js';
import { parseListRequest, whereOf, type RawQuery } from '../../lists/index.js';
import { padList, SUBMITTER_FILTERS, submitterJoin } from './pads.list.js';

export { DEFAULT_GRID_PX, DEFAULT_ZOOM, MIN_CLUSTER_SIZE } from '../../domain/mapClusters.js';

/**
 * The pad list's request `query` on the map. `fromRows` reads every point, as without pad_map_cells (the tests compare
 * both).
 */
export async function padsForMap(db: Db, query: RawQuery, { fromRows = false } = {}): Promise<{ data: ClusteredMap }> {
  const req = parseListRequest(padList, query);
  const params = parseMapParams(query);
  // pad_map_cells holds pads by quick filter only: a map with a quick filter alone (or none) reads it.
  const scope = req.conditions.length ? req.conditions[0]!.column.match(/^~type=(\w+)$/)?.[1] : 'all';
  const byTypeOnly = !req.keyword && req.conditions.length <= 1 && scope !== undefined;
  // Not the list's FROM: PostgreSQL drops its joins to categories, statuses and the submitter (the map reads
  // nothing of them) but still counts their keys on the pad as read, so the points came from the table instead of
  // pads_map_cell_idx alone (measured 408 ms against 94 ms at zoom 7 over 100k pads). The submitter is joined only
  // for a filter that reads it.
  const needsSubmitter = req.conditions.some((c) => SUBMITTER_FILTERS.includes(c.column));
  const data = await clusteredMap(
    db,
    {
      from: needsSubmitter ? sql`${pads} ${submitterJoin}` : sql`${pads}`,
      where: whereOf(padList, req),
      id: sql`${pads.id}`,
      latitude: sql`${pads.latitude}`,
      longitude: sql`${pads.longitude}`,
      // Stored pixels: the cells come from pads_map_cell_idx alone (index-only), quick filters included.
      pixel: { x: sql`${pads.map_x}`, y: sql`${pads.map_y}` },
      kept:
        byTypeOnly && !fromRows
          ? {
              from: sql`${padMapCells} AS ${sql.identifier('pads')}`,
              where: sql`${sql.identifier('pads')}.type = ${scope}`,
              maxZoom: MAP_KEPT_MAX_ZOOM,
            }
          : undefined,
      places: (
        ids,
      ) => sql`(SELECT coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'latitude', p.latitude,
        'longitude', p.longitude, 'category_id', p.category_id) ORDER BY p.id), '[]'::json)
        FROM pads p WHERE p.id IN (${ids}))`,
    },
    params,
  );
  return { data };
}
