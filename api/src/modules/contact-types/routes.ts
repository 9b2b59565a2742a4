// GET /api/contact-types: contact types (reference data loaded after sign-in; any signed-in user).
import type { FastifyInstance } from 'fastify';
import { mountNamedLookup } from '../../domain/namedLookups.js';

export async function publicRoutes(app: FastifyInstance): Promise<void> {
  mountNamedLookup(app, '/contact-types', 'contactTypes', 'Contact types');
}
