// GET /api/admin/logs/pad-logs/{id}?page: the change-log timeline of the pad detail page.
import { padExists } from '../../../domain/rowExists.js';
import { notFound } from '../../../errors.js';
import { pagingOf } from '../../../lists/index.js';
import { padLogs } from './repository.js';
import type { AppInstance } from '../../../openapi.js';
import { endpoints, route } from '../../../endpoints.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  route(app, endpoints.padLogs.list, async (request) => {
    const { page } = pagingOf(request.query);
    if (!(await padExists(app.db, request.params.id))) throw notFound('Pad');
    return padLogs(app.db, request.params.id, page);
  });
}
