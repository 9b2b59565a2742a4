// GET /api/admin/stats: the status bar's headline counts (definitions in src/domain/definitions.ts).
import type { FastifyInstance } from 'fastify';
import { readStats } from './repository.js';
import { statsRouteSchema } from './schemas.js';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/stats', { schema: statsRouteSchema }, async () => ({ data: await readStats(app.db) }));
}
