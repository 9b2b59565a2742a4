// The pad detail area (admin scope): GET/PUT /pads/{id} and the actions. The spec's /api paths for the
// primary contact and photos are public-scope plugins that demand an admin themselves.
import type { FastifyInstance } from 'fastify';
import padDetailRoutes from './detail.routes.js';
import padStateRoutes from './state.routes.js';

export default async function padDetailModule(app: FastifyInstance): Promise<void> {
  await app.register(padStateRoutes);
  await app.register(padDetailRoutes);
}
