// GET /admin/users/search-owner-by-email: the users a pad's Owners table may add as owners.
import { ownerSearchSchema } from '@pads/contracts';
import { idsValidator } from '../../../domain/routeParams.js';
import { validate } from '../../../validation.js';
import { searchOwnersByEmail } from './repository.js';
import { endpoints, route } from '../../../endpoints.js';
import type { AppInstance } from '../../../openapi.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  route(app, endpoints.ownerSearch.search, { validatorCompiler: idsValidator }, async (request) => {
    const { email } = await validate(ownerSearchSchema, request.query);
    return { data: await searchOwnersByEmail(app.db, email) };
  });
}
