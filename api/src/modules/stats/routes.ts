// GET /api/admin/stats: the status bar's headline counts (definitions in src/domain/definitions.ts).
import type { AppInstance } from '../../openapi.js';
import { readStats } from './repository.js';
import { endpoints, route } from '../../endpoints.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  route(app, endpoints.stats.get, async () => ({ data: await readStats(app.db) }));
}
