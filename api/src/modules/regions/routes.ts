// Reference data loaded by the panel after sign-in. Small tables, read on every panel start.
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { countries } from '../../db/schema.js';
import { findRegion, listCountries, listNamed, listRegions, listUsStates, NAMED_LOOKUPS } from './repository.js';
import {
  countriesRouteSchema,
  hiscCountryCodesRouteSchema,
  namedLookupRouteSchema,
  regionsRouteSchema,
  searchRegionRouteSchema,
  usStatesRouteSchema,
} from './schemas.js';

/** Public prefix /api: any signed-in user. */
export default async function lookupsModule(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireUser);

  for (const [path, { table, summary }] of Object.entries(NAMED_LOOKUPS)) {
    app.get(path, { schema: namedLookupRouteSchema(summary) }, async () => ({ data: await listNamed(app.db, table) }));
  }
  app.get('/regions', { schema: regionsRouteSchema }, async () => ({ data: await listRegions(app.db) }));
  app.get('/regions/countries', { schema: countriesRouteSchema }, async () => ({ data: await listCountries(app.db) }));
  app.get('/regions/us-states', { schema: usStatesRouteSchema }, async () => ({ data: await listUsStates(app.db) }));
}

/** Admin prefix /api/admin: lookups used by the pad form. */
export async function adminLookupsModule(app: FastifyInstance): Promise<void> {
  // Every country in the table may prefix a HISC code (docs/decisions.md).
  app.get('/regions/get-hisc-country-codes', { schema: hiscCountryCodesRouteSchema }, async () => {
    const rows = await app.db
      .select({ code: countries.code, name: countries.name })
      .from(countries)
      .orderBy(asc(countries.code));
    return { data: Object.fromEntries(rows.map((r) => [r.code, r.name])) };
  });

  app.get<{ Querystring: { country_code: string; region?: string } }>(
    '/pads/search-region',
    { schema: searchRegionRouteSchema },
    async (request) => ({ data: await findRegion(app.db, request.query.country_code, request.query.region) }),
  );
}
