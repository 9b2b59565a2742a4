// GET /api/statuses: pad statuses (reference data loaded after sign-in; any signed-in user).
import type { FastifyInstance } from 'fastify';
import { mountNamedLookup } from '../../domain/namedLookups.js';

export async function publicRoutes(app: FastifyInstance): Promise<void> {
  mountNamedLookup(app, '/statuses', 'statuses', 'Pad statuses');
}
