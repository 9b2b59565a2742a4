// GET /api/warnings: pad warnings (reference data loaded after sign-in; any signed-in user).
import { mountNamedLookup } from '../../domain/namedLookups.js';
import { endpoints } from '../../endpoints.js';
import type { AppInstance } from '../../openapi.js';

export async function publicRoutes(app: AppInstance): Promise<void> {
  mountNamedLookup(app, endpoints.lookups.warnings, 'warnings');
}
