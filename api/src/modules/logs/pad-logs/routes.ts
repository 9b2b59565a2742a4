// GET /api/admin/logs/pad-logs/{id}?page: the change-log timeline of the pad detail page.
import type { FastifyInstance } from 'fastify';
import { padExists } from '../../../domain/rowExists.js';
import { notFound } from '../../../errors.js';
import { padLogs } from './repository.js';
import { padLogsRouteSchema } from './schemas.js';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: number }; Querystring: { page?: number } }>(
    '/logs/pad-logs/:id',
    { schema: padLogsRouteSchema },
    async (request) => {
      if (!(await padExists(app.db, request.params.id))) throw notFound('Pad');
      return padLogs(app.db, request.params.id, request.query.page ?? 1);
    },
  );
}
