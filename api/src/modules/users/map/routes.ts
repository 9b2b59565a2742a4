// GET /admin/users/index-users-for-map: the user list's filters, clustered for the map's viewport.
// Markers are category 8 (user) or 9 (archived or deleted account); users with no point are counted in
// `unlocated`, so `total + unlocated` is the list's total for the same filters. The map's own search
// (`map_search`) narrows the markers further, on top of the list's keyword.
import type { RawQuery } from '../../../lists/index.js';
import { usersForMap } from './repository.js';
import { endpoints, route } from '../../../endpoints.js';
import type { AppInstance } from '../../../openapi.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  route(app, endpoints.userMap.map, async (request) => {
    return { data: await usersForMap(app.db, request.query as RawQuery) };
  });
}
