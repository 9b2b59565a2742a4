// The user page: the user, archive/unarchive, role change, campaign options and the Pads tab.
// (The Info edit is PUT /admin/users/:id with tab 'info', mounted with the profile edit in routes.ts.)
import { archiveReasonSchema } from '@pads/contracts';
import { roleChangeSchema } from '@pads/contracts/api';
import { pageOf } from '../../../domain/routeParams.js';
import { notFound, validationFailed } from '../../../errors.js';
import { yupBodyValidator, type AppInstance } from '../../../openapi.js';
import { validate } from '../../../validation.js';
import { findUserDetail, listCampaignOptions, setUserRole, toggleUserDeletion } from './repository.js';
import { actorOf } from '../../../domain/actor.js';
import { USER_PAD_TYPES, userPads, type UserPadType } from './userPadsRepository.js';
import { endpoints, route } from '../../../endpoints.js';

const { userDetail } = endpoints;

export async function adminRoutes(app: AppInstance): Promise<void> {
  const detailOr404 = async (id: number) => {
    const user = await findUserDetail(app.db, id);
    if (!user) throw notFound('User');
    return user;
  };

  route(app, userDetail.campaignOptions, async () => ({
    data: await listCampaignOptions(app.db),
  }));

  route(app, userDetail.get, async (request) => ({
    data: await detailOr404(request.params.id),
  }));

  route(app, userDetail.toggleDeletion, { validatorCompiler: yupBodyValidator }, async (request) => {
    const { id } = request.params;
    const user = await detailOr404(id);
    let note: string | null = null;
    if (user.is_active) {
      if (id === request.user!.id) throw validationFailed({ note: ['You cannot archive your own account.'] });
      note = (await validate(archiveReasonSchema, request.body)).note;
    }
    await toggleUserDeletion(app.db, actorOf(request), id, note);
    return { data: await detailOr404(id) };
  });

  route(app, userDetail.toggleRole, { validatorCompiler: yupBodyValidator }, async (request) => {
    const { id } = request.params;
    const user = await detailOr404(id);
    const { role, version } = await validate(roleChangeSchema, request.body);
    if (id === request.user!.id) throw validationFailed({ role: ['You cannot change your own role.'] });
    if (role === user.role) throw validationFailed({ role: ['The user already has this role.'] });
    await setUserRole(app.db, actorOf(request), id, role, version);
    return { data: await detailOr404(id) };
  });

  route(app, userDetail.pads, async (request) => {
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
