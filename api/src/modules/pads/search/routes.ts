// GET /admin/pads/search: the pads area's results (remote-pads' provider) in the search box.
import { readSearchQuery } from '@pads/contracts';
import { endpoints, route } from '../../../endpoints.js';
import type { AppInstance } from '../../../openapi.js';
import { searchPads } from './repository.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  route(app, endpoints.padSearch.search, (request) => searchPads(app.db, readSearchQuery(request.query.q)));
}
