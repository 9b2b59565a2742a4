// Everything under /regions: regions, countries and US states (reference data loaded by the panel after
// sign-in, any signed-in user) and, for admins, the country codes a HISC code may start with.
import type { AppInstance } from '../../openapi.js';
import { hiscCountryCodes, listCountries, listRegions, listUsStates } from './repository.js';
import { endpoints, route } from '../../endpoints.js';

const { regions } = endpoints;

/** Public prefix /api: any signed-in user. */
export async function publicRoutes(app: AppInstance): Promise<void> {
  app.addHook('onRequest', app.requireUser);
  route(app, regions.regions, async () => ({ data: await listRegions(app.db) }));
  route(app, regions.countries, async () => ({ data: await listCountries(app.db) }));
  route(app, regions.usStates, async () => ({ data: await listUsStates(app.db) }));
}

/** Admin prefix /api/admin: the pad form's HISC prefixes. */
export async function adminRoutes(app: AppInstance): Promise<void> {
  // Every country in the table may prefix a HISC code (docs/decisions/0011-reference-data-and-health.md).
  route(app, regions.hiscCountryCodes, async () => ({
    data: await hiscCountryCodes(app.db),
  }));
}
