// GET /api/admin/stats: the status bar's headline counts (definitions in src/domain/definitions.ts).
import type { AppInstance } from '../../openapi.js';
import { readStats } from './repository.js';
import { statsRouteSchema } from './schemas.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  app.get('/stats', { schema: statsRouteSchema }, async () => ({ data: await readStats(app.db) }));
}
