// GET /admin/users/search-owner-by-email: the users a pad's Owners table may add as owners.
import { ownerSearchSchema } from '@pads/contracts';
import { idsValidator } from '../../../domain/routeParams.js';
import { validate } from '../../../validation.js';
import { searchOwnersByEmail } from './repository.js';
import { ownerSearchRouteSchema } from './schemas.js';
import type { AppInstance } from '../../../openapi.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/users/search-owner-by-email',
    { validatorCompiler: idsValidator, schema: ownerSearchRouteSchema },
    async (request) => {
      const { email } = await validate(ownerSearchSchema, request.query);
      return { data: await searchOwnersByEmail(app.db, email) };
    },
  );
}
