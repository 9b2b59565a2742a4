// GET /admin/revisions/search: the moderation area's result (remote-moderation's provider) in the search box.
import { readSearchQuery } from '@pads/contracts';
import { searchRevisions } from './repository.js';
import { revisionsSearchRouteSchema } from './schemas.js';
import type { AppInstance } from '../../../openapi.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  app.get('/revisions/search', { schema: revisionsSearchRouteSchema }, async (request) => ({
    data: await searchRevisions(app.db, readSearchQuery(request.query.q)),
  }));
}
