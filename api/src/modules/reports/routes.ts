// /admin/reports: saved list filters ("reports" in the client's calls).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
import {
  checkAgainstList,
  createSavedFilterRouteSchema,
  deleteSavedFilterRouteSchema,
  listSavedFiltersRouteSchema,
  readInput,
  updateSavedFilterRouteSchema,
} from './schemas.js';

const idOf = (request: FastifyRequest) => Number((request.params as { id: string }).id);

const savedFiltersModule: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/reports', { schema: listSavedFiltersRouteSchema }, async (request) => {
    const userId = request.user!.id;
    const rows = await listVisible(app.db, userId, (request.query as Record<string, unknown>).entity);
    return { data: rows.map((r) => serialize(r, userId)) };
  });

  app.post('/reports', { schema: createSavedFilterRouteSchema }, async (request, reply) => {
    const input = readInput(request.body, true);
    const errors: FieldErrors = {};
    checkAgainstList(input.entity!, input.filters!, errors);
    if (Object.keys(errors).length) throw validationFailed(errors);
    const row = await insertSavedFilter(app.db, request.user!.id, input);
    return reply.code(201).send({ data: serialize(row, request.user!.id) });
  });

  app.put('/reports/:id', { schema: updateSavedFilterRouteSchema }, async (request) => {
    const userId = request.user!.id;
    const row = await findEditable(app.db, idOf(request), userId);
    const input = readInput(request.body, false);
    const errors: FieldErrors = {};
    if (input.filters) checkAgainstList(input.entity ?? row.entity, input.filters, errors);
    if (Object.keys(errors).length) throw validationFailed(errors);
    return { data: serialize(await updateSavedFilter(app.db, userId, row, input), userId) };
  });

  app.delete('/reports/:id', { schema: deleteSavedFilterRouteSchema }, async (request, reply) => {
    const userId = request.user!.id;
    const row = await findEditable(app.db, idOf(request), userId);
    await deleteSavedFilter(app.db, userId, row);
    return reply.code(204).send();
  });
};

export const adminRoutes = savedFiltersModule;
