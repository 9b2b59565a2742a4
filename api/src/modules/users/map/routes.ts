// GET /admin/users/index-users-for-map: the user list's filters, clustered for the map's viewport.
// Markers are category 8 (user) or 9 (archived or deleted account); users with no point are counted in
// `unlocated`, so `total + unlocated` is the list's total for the same filters. The map's own search
// (`map_search`) narrows the markers further, on top of the list's keyword.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../db/schema.js';
import { userIsDeletedOnMap } from '../../../domain/definitions.js';
import { clusteredMap, parseMapParams } from '../../../domain/mapClusters.js';
import {
  keywordWhere,
  listRouteSchema,
  parseListRequest,
  parseSearchParam,
  whereOf,
  type RawQuery,
} from '../../../lists/index.js';
import { userList } from '../users.list.js';

export const USER_MARKER_CATEGORY = 8;
export const DELETED_USER_MARKER_CATEGORY = 9;

export interface UserMapPlace {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  category_id: number;
}

export default async function userMapRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/users/index-users-for-map',
    {
      schema: listRouteSchema(userList, 'users', 'Users of the current list for the map, clustered on a pixel grid', {
        bbox: { description: 'west,south,east,north in degrees (default: the whole world).' },
        zoom: { description: 'Map zoom 0 to 22 (default 5).' },
        grid: { description: 'Grid cell in pixels, 10 to 400 (default 45).' },
        map_search: {
          description:
            "The map's own search (name, username or email; 3 to 200 characters), AND-ed with the list's keyword and filters.",
        },
      }),
    },
    async (request) => {
      const query = request.query as RawQuery;
      const req = parseListRequest(userList, query);
      const params = parseMapParams(query);
      const mapSearch = parseSearchParam(userList, query, 'map_search');
      const listWhere = whereOf(userList, req);
      const where = mapSearch ? sql`${listWhere} AND ${keywordWhere(userList, mapSearch)}` : listWhere;
      const [map, unlocated] = await Promise.all([
        clusteredMap<UserMapPlace>(
          app.db,
          {
            from: userList.from,
            where,
            id: sql`${users.id}`,
            latitude: sql`${users.latitude}`,
            longitude: sql`${users.longitude}`,
            pixel: { x: sql`${users.map_x}`, y: sql`${users.map_y}` },
            places: (
              ids,
            ) => sql`(SELECT coalesce(json_agg(json_build_object('id', ${users.id}, 'name', ${users.username},
              'latitude', ${users.latitude}, 'longitude', ${users.longitude},
              'category_id', CASE WHEN ${userIsDeletedOnMap} THEN ${DELETED_USER_MARKER_CATEGORY}::int
                ELSE ${USER_MARKER_CATEGORY}::int END) ORDER BY ${users.id}), '[]'::json)
              FROM ${users} WHERE ${users.id} IN (${ids}))`,
          },
          params,
        ),
        app.db.execute(
          sql`SELECT count(*)::int AS n FROM ${userList.from} WHERE (${where}) AND (${users.latitude} IS NULL OR ${users.longitude} IS NULL)`,
        ),
      ]);
      return { data: { ...map, unlocated: Number(unlocated.rows[0]!.n) } };
    },
  );
}
