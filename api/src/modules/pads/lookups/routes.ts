// The pad form's lookups under /pads: the landing fee categories (reference data, any signed-in user) and,
// for admins, the region a country pre-fills.
import { mountNamedLookup } from '../../../domain/namedLookups.js';
import { findRegion } from './repository.js';
import { searchRegionRouteSchema } from './schemas.js';
import type { AppInstance } from '../../../openapi.js';

/** Public prefix /api: any signed-in user. */
export async function publicRoutes(app: AppInstance): Promise<void> {
  mountNamedLookup(app, '/pads/landing-fees', 'landingFees', 'Landing fee categories');
}

/** Admin prefix /api/admin. */
export async function adminRoutes(app: AppInstance): Promise<void> {
  app.get('/pads/search-region', { schema: searchRegionRouteSchema }, async (request) => ({
    data: await findRegion(app.db, request.query.country_code, request.query.region),
  }));
}
