// GET /admin/users/search: the users area's results (remote-users' provider) in the search box.
import { readSearchQuery } from '@pads/contracts';
import { endpoints, route } from '../../../endpoints.js';
import type { AppInstance } from '../../../openapi.js';
import { searchUsers } from './repository.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  route(app, endpoints.userSearch.search, async (request) => ({
    data: await searchUsers(app.db, readSearchQuery(request.query.q)),
  }));
}
