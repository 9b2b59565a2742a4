// The pad form's lookups under /pads: the landing fee categories (reference data, any signed-in user) and,
// for admins, the region a country pre-fills.
import type { FastifyInstance } from 'fastify';
import { mountNamedLookup } from '../../../domain/namedLookups.js';
import { findRegion } from './repository.js';
import { searchRegionRouteSchema } from './schemas.js';

/** Public prefix /api: any signed-in user. */
export async function publicRoutes(app: FastifyInstance): Promise<void> {
  mountNamedLookup(app, '/pads/landing-fees', 'landingFees', 'Landing fee categories');
}

/** Admin prefix /api/admin. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { country_code: string; region?: string } }>(
    '/pads/search-region',
    { schema: searchRegionRouteSchema },
    async (request) => ({ data: await findRegion(app.db, request.query.country_code, request.query.region) }),
  );
}
