// The Info tab's edit, as `PUT /admin/users/:id` with `tab: 'info'` (the same path also edits the
// signed-in admin's profile and password; see routes.ts). Validated with the shared userEditSchema.
import { parseRenewalDate, userEditSchema } from '@pads/contracts';
import type { UserDetail } from '@pads/contracts/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, validationFailed } from '../../../errors.js';
import { validate } from '../../../validation.js';
import { uniquenessErrors, uniqueViolationErrors } from '../repository.js';
import { actorOf } from '../../../domain/actor.js';
import { campaignExists, findUserDetail, updateUserInfo, type InfoChanges } from './repository.js';

export const isInfoEdit = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { tab?: unknown }).tab === 'info';

export async function editUserInfo(app: FastifyInstance, request: FastifyRequest, id: number): Promise<UserDetail> {
  const current = await findUserDetail(app.db, id);
  if (!current) throw notFound('User');
  const hadCountry = Boolean(current.location.country_code);
  const values = await validate(userEditSchema, request.body, { hadCountry });
  const errors = await uniquenessErrors(app.db, values, id);
  if (values.campaign_id !== undefined && !(await campaignExists(app.db, values.campaign_id))) {
    errors.campaign_id = ['The selected campaign is invalid.'];
  }
  if (id === request.user!.id && values.role !== current.role) {
    errors.role = ['You cannot change your own role.'];
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  const renewal = values.renewal_date ? parseRenewalDate(values.renewal_date) : null;
  const changes: InfoChanges = {
    first_name: values.first_name ?? '',
    last_name: values.last_name ?? '',
    username: values.username ?? '',
    email: values.email ?? '',
    phone: values.phone || null,
    role: values.role,
    country_code: values.country_code || null,
    state_code: values.country_code === 'US' ? values.state_code || null : null,
    renewal_date: renewal,
    // Premium state is derived from the dates (domain/definitions.ts): freemium is a free renewal equal
    // to the renewal date; premium and non-premium have none.
    free_renewal_date: values.premium_state === 'freemium' ? renewal : null,
    campaign_id: values.campaign_id ?? null,
  };
  try {
    await updateUserInfo(app.db, actorOf(request), id, values.version, changes);
  } catch (error) {
    const unique = uniqueViolationErrors(error);
    if (unique) throw validationFailed(unique);
    throw error;
  }
  return (await findUserDetail(app.db, id))!;
}
