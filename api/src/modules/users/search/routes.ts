// GET /admin/users/search: the users area's results (remote-users' provider) in the search box.
import { readSearchQuery } from '@pads/contracts';
import { searchUsers } from './repository.js';
import { usersSearchRouteSchema } from './schemas.js';
import type { AppInstance } from '../../../openapi.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  app.get('/users/search', { schema: usersSearchRouteSchema }, async (request) => ({
    data: await searchUsers(app.db, readSearchQuery(request.query.q)),
  }));
}
