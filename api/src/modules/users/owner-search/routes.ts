// GET /admin/users/search-owner-by-email: the users a pad's Owners table may add as owners.
import { ownerSearchSchema } from '@pads/contracts';
import type { FastifyInstance } from 'fastify';
import { idsValidator } from '../../../domain/routeParams.js';
import { validate } from '../../../validation.js';
import { searchOwnersByEmail } from './repository.js';
import { ownerSearchRouteSchema } from './schemas.js';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { email?: string } }>(
    '/users/search-owner-by-email',
    { validatorCompiler: idsValidator, schema: ownerSearchRouteSchema },
    async (request) => {
      const { email } = await validate(ownerSearchSchema, request.query);
      return { data: await searchOwnersByEmail(app.db, email) };
    },
  );
}
