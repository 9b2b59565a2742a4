// The user page: the user, archive/unarchive, role change, campaign options and the Pads tab.
// (The Info edit is PUT /admin/users/:id with tab 'info', mounted with the profile edit in routes.ts.)
import { archiveReasonSchema } from '@pads/contracts';
import { pageOf } from '../../../domain/routeParams.js';
import { notFound, validationFailed } from '../../../errors.js';
import { yupBodyValidator, type AppInstance } from '../../../openapi.js';
import { validate } from '../../../validation.js';
import { findUserDetail, listCampaignOptions, setUserRole, toggleUserDeletion } from './repository.js';
import { actorOf } from './service.js';
import {
  campaignOptionsRouteSchema,
  getUserRouteSchema,
  roleChangeSchema,
  toggleDeletionRouteSchema,
  toggleRoleRouteSchema,
  userPadsRouteSchema,
} from './schemas.js';
import { USER_PAD_TYPES, userPads, type UserPadType } from './userPadsRepository.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  const detailOr404 = async (id: number) => {
    const user = await findUserDetail(app.db, id);
    if (!user) throw notFound('User');
    return user;
  };

  app.get('/users/campaign-options', { schema: campaignOptionsRouteSchema }, async () => ({
    data: await listCampaignOptions(app.db),
  }));

  app.get('/users/:id', { schema: getUserRouteSchema }, async (request) => ({
    data: await detailOr404(request.params.id),
  }));

  app.post(
    '/users/toggle-user-deletion/:id',
    { schema: toggleDeletionRouteSchema, validatorCompiler: yupBodyValidator },
    async (request) => {
      const { id } = request.params;
      const user = await detailOr404(id);
      let note: string | null = null;
      if (user.is_active) {
        if (id === request.user!.id) throw validationFailed({ note: ['You cannot archive your own account.'] });
        note = (await validate(archiveReasonSchema, request.body)).note;
      }
      await toggleUserDeletion(app.db, actorOf(request), id, note);
      return { data: await detailOr404(id) };
    },
  );

  app.put(
    '/users/toggle-user-role/:id',
    { schema: toggleRoleRouteSchema, validatorCompiler: yupBodyValidator },
    async (request) => {
      const { id } = request.params;
      const user = await detailOr404(id);
      const { role, version } = await validate(roleChangeSchema, request.body);
      if (id === request.user!.id) throw validationFailed({ role: ['You cannot change your own role.'] });
      if (role === user.role) throw validationFailed({ role: ['The user already has this role.'] });
      await setUserRole(app.db, actorOf(request), id, role, version);
      return { data: await detailOr404(id) };
    },
  );

  app.get('/users/get-pads/:id', { schema: userPadsRouteSchema }, async (request) => {
    const { id } = request.params;
    const raw = request.query.type ?? '0';
    const type = Number(raw) as UserPadType;
    if (!/^\d$/.test(raw) || !USER_PAD_TYPES.includes(type)) {
      throw validationFailed({ type: ['Must be 0 (All), 1 (Private), 2 (Submitted), 3 (Owned) or 5 (Favourite).'] });
    }
    const page = pageOf(request.query);
    await detailOr404(id);
    return userPads(app.db, id, type, page);
  });
}
