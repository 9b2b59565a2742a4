// GET /api/admin/stats: the status bar's headline counts (definitions in src/domain/definitions.ts).
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../openapi.js';
import { readStats } from './repository.js';

const STAT_KEYS = [
  'moderated_pads',
  'unmoderated_pads',
  'claimed_pads',
  'free_owners',
  'premium_owners',
  'free_pilots',
  'premium_pilots',
  'freemium_pilots',
  'active_free_pilots',
  'active_premium_pilots',
  'active_freemium_pilots',
  'deleted_accounts',
] as const;

const statsRouteSchema = {
  tags: ['stats'],
  summary: 'Headline counts for the status bar',
  response: {
    200: {
      type: 'object',
      properties: {
        data: { type: 'object', properties: Object.fromEntries(STAT_KEYS.map((k) => [k, { type: 'integer' }])) },
      },
    },
    ...errorResponses(401, 403),
  },
};

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.get('/stats', { schema: statsRouteSchema }, async () => ({ data: await readStats(app.db) }));
}
