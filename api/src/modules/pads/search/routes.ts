// GET /admin/pads/search: the pads area's results (remote-pads' provider) in the search box.
import { readSearchQuery } from '@pads/contracts';
import { searchPads } from './repository.js';
import { padsSearchRouteSchema } from './schemas.js';
import type { AppInstance } from '../../../openapi.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  app.get('/pads/search', { schema: padsSearchRouteSchema }, (request) =>
    searchPads(app.db, readSearchQuery(request.query.q)),
  );
}
