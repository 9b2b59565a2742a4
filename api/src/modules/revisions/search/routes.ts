// GET /admin/revisions/search: the moderation area's result (remote-moderation's provider) in the search box.
import { readSearchQuery } from '@pads/contracts';
import { endpoints, route } from '../../../endpoints.js';
import type { AppInstance } from '../../../openapi.js';
import { searchRevisions } from './repository.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  route(app, endpoints.revisionSearch.search, async (request) => ({
    data: await searchRevisions(app.db, readSearchQuery(request.query.q)),
  }));
}
