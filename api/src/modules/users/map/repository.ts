// The user map's statement: the user list's filters (and the map's own search), clustered for the viewport
// (domain/mapClusters.ts), and the users of the same filters that have no point.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { MAP_KEPT_MAX_ZOOM, userMapCells, users } from '../../../db/schema.js';
import { userIsDeletedOnMap } from '../../../domain/definitions.js';
import { clusteredMap, parseMapParams } from '../../../domain/mapClusters.js';
import { keywordWhere, parseListRequest, parseSearchParam, whereOf, type RawQuery } from '../../../lists/index.js';
import { userList } from '../users.list.js';

export const USER_MARKER_CATEGORY = 8;
export const DELETED_USER_MARKER_CATEGORY = 9;

/**
 * The user list's request `query` on the map: its markers and the count of users without a point. `fromRows` reads
 * every point, as without user_map_cells (the tests compare both).
 */
export async function usersForMap(db: Db, query: RawQuery, { fromRows = false } = {}) {
  const req = parseListRequest(userList, query);
  const params = parseMapParams(query);
  const mapSearch = parseSearchParam(userList, query, 'map_search');
  const listWhere = whereOf(userList, req);
  const where = mapSearch ? sql`${listWhere} AND ${keywordWhere(userList, mapSearch)}` : listWhere;
  // user_map_cells holds users by role only: unfiltered or role-filtered maps read it.
  const byRoleOnly = !mapSearch && !req.keyword && req.conditions.every((c) => c.column === 'role');
  const [map, unlocated] = await Promise.all([
    clusteredMap(
      db,
      {
        from: userList.from,
        where,
        id: sql`${users.id}`,
        latitude: sql`${users.latitude}`,
        longitude: sql`${users.longitude}`,
        pixel: { x: sql`${users.map_x}`, y: sql`${users.map_y}` },
        kept:
          byRoleOnly && !fromRows
            ? { from: sql`${userMapCells} AS ${sql.identifier('users')}`, maxZoom: MAP_KEPT_MAX_ZOOM }
            : undefined,
        places: (ids) => sql`(SELECT coalesce(json_agg(json_build_object('id', ${users.id}, 'name', ${users.username},
          'latitude', ${users.latitude}, 'longitude', ${users.longitude},
          'category_id', CASE WHEN ${userIsDeletedOnMap} THEN ${DELETED_USER_MARKER_CATEGORY}::int
            ELSE ${USER_MARKER_CATEGORY}::int END) ORDER BY ${users.id}), '[]'::json)
          FROM ${users} WHERE ${users.id} IN (${ids}))`,
      },
      params,
    ),
    db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${userList.from} WHERE (${where}) AND (${users.latitude} IS NULL OR ${users.longitude} IS NULL)`,
    ),
  ]);
  return { ...map, unlocated: Number(unlocated.rows[0]!.n) };
}
