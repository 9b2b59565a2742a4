// /admin/reports: saved list filters ("reports" in the client's calls).
import type { FastifyRequest } from 'fastify';
import { validationFailed, type FieldErrors } from '../../errors.js';
import {
  deleteSavedFilter,
  findEditable,
  insertSavedFilter,
  listVisible,
  serialize,
  updateSavedFilter,
} from './repository.js';
import { checkAgainstList, readInput } from './schemas.js';
import { endpoints, route } from '../../endpoints.js';
import type { AppInstance } from '../../openapi.js';

const { savedFilters } = endpoints;
const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

async function savedFiltersModule(app: AppInstance): Promise<void> {
  route(app, savedFilters.list, async (request) => {
    const userId = request.user!.id;
    const rows = await listVisible(app.db, userId, (request.query as Record<string, unknown>).entity);
    return { data: rows.map((r) => serialize(r, userId)) };
  });

  route(app, savedFilters.create, async (request, reply) => {
    const input = readInput(request.body, true);
    const errors: FieldErrors = {};
    checkAgainstList(input.entity!, input.filters!, errors);
    if (Object.keys(errors).length) throw validationFailed(errors);
    const row = await insertSavedFilter(app.db, request.user!.id, input);
    return reply.code(201).send({ data: serialize(row, request.user!.id) });
  });

  route(app, savedFilters.update, async (request) => {
    const userId = request.user!.id;
    const row = await findEditable(app.db, idOf(request), userId);
    const input = readInput(request.body, false);
    const errors: FieldErrors = {};
    if (input.filters) checkAgainstList(input.entity ?? row.entity, input.filters, errors);
    if (Object.keys(errors).length) throw validationFailed(errors);
    return { data: serialize(await updateSavedFilter(app.db, userId, row, input), userId) };
  });

  route(app, savedFilters.remove, async (request, reply) => {
    const userId = request.user!.id;
    const row = await findEditable(app.db, idOf(request), userId);
    await deleteSavedFilter(app.db, userId, row);
    return reply.code(204).send();
  });
}

export const adminRoutes = savedFiltersModule;
