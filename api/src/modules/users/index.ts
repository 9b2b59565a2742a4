// The users area beyond the list and the admin profile: the user page (Info, Pads, Activity), archive
// and role, and the user map.
import type { FastifyInstance } from 'fastify';
import userDetailRoutes from './detail.routes.js';
import userLogsRoutes from './user-logs.routes.js';
import userMapRoutes from './map.routes.js';

export default async function usersModule(app: FastifyInstance): Promise<void> {
  await app.register(userMapRoutes);
  await app.register(userDetailRoutes);
  await app.register(userLogsRoutes);
}
