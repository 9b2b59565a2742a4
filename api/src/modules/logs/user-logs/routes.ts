// GET /admin/logs/user-logs/:id: the Activity tab of the user page.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../db/schema.js';
import { notFound } from '../../../errors.js';
import { pageOf, userLogsRouteSchema } from '../../users/detail/schemas.js';
import { userLogs } from './repository.js';

export default async function userLogsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: number } }>('/logs/user-logs/:id', { schema: userLogsRouteSchema }, async (request) => {
    const page = pageOf(request.query);
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, request.params.id)).limit(1);
    if (!user) throw notFound('User');
    return userLogs(app.db, request.params.id, page);
  });
}
