// GET /admin/logs/user-logs/:id: the Activity tab of the user page.
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../../domain/routeParams.js';
import { userExists } from '../../../domain/rowExists.js';
import { notFound } from '../../../errors.js';
import { userLogs } from './repository.js';
import { userLogsRouteSchema } from './schemas.js';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: number } }>('/logs/user-logs/:id', { schema: userLogsRouteSchema }, async (request) => {
    const page = pageOf(request.query);
    if (!(await userExists(app.db, request.params.id))) throw notFound('User');
    return userLogs(app.db, request.params.id, page);
  });
}
