// The pad form's lookups under /pads: the landing fee categories (reference data, any signed-in user) and,
// for admins, the region a country pre-fills.
import { mountNamedLookup } from '../../../domain/namedLookups.js';
import { findRegion } from './repository.js';
import { endpoints, route } from '../../../endpoints.js';

const { padLookups } = endpoints;
import type { AppInstance } from '../../../openapi.js';

/** Public prefix /api: any signed-in user. */
export async function publicRoutes(app: AppInstance): Promise<void> {
  mountNamedLookup(app, padLookups.landingFees, 'landingFees');
}

/** Admin prefix /api/admin. */
export async function adminRoutes(app: AppInstance): Promise<void> {
  route(app, padLookups.searchRegion, async (request) => ({
    data: await findRegion(app.db, request.query.country_code, request.query.region),
  }));
}
