// GET /admin/logs/user-logs/:id: the Activity tab of the user page.
import { pageOf } from '../../../domain/routeParams.js';
import { userExists } from '../../../domain/rowExists.js';
import { notFound } from '../../../errors.js';
import { userLogs } from './repository.js';
import type { AppInstance } from '../../../openapi.js';
import { endpoints, route } from '../../../endpoints.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  route(app, endpoints.userLogs.list, async (request) => {
    const page = pageOf(request.query);
    if (!(await userExists(app.db, request.params.id))) throw notFound('User');
    return userLogs(app.db, request.params.id, page);
  });
}
