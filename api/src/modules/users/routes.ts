// Everything under /admin/users: the user and admin lists (list engine), admin registration, profile and
// password edits and the user list's map switch here; the user page (detail/), the user map (map/), the
// owner search (owner-search/) and the user reports (reports/) in sub-folders. Every write is logged (see
// repository.ts).
import { newAdminSchema, passwordChangeSchema, profileSchema } from '@pads/contracts';
import { adminListContract, userListContract, userMapToggleSchema } from '@pads/contracts/api';
import type { FastifyRequest } from 'fastify';
import { setAdminSetting } from '../../domain/adminSettings.js';
import { hashPassword } from '../../domain/passwords.js';
import { serializeUser } from '../../domain/user.js';
import { notFound, validationFailed } from '../../errors.js';
import { yupBodyValidator, type AppInstance } from '../../openapi.js';
import { ROLE } from '../../plugins/auth.js';
import { mountList } from '../../lists/index.js';
import { validate } from '../../validation.js';
import { adminRoutes as userDetailRoutes } from './detail/routes.js';
import { editUserInfo, isInfoEdit } from './detail/service.js';
import { adminRoutes as userMapRoutes } from './map/routes.js';
import { adminRoutes as ownerSearchRoutes } from './owner-search/routes.js';
import { adminRoutes as userReportRoutes } from './reports/routes.js';
import {
  changePassword,
  findUser,
  insertUser,
  uniquenessErrors,
  uniqueViolationErrors,
  updateUser,
  type UserRow,
} from './repository.js';
import { adminList, userList } from './users.list.js';
import { endpoints, route } from '../../endpoints.js';

const { users } = endpoints;

/** Runs a write that may hit the email/username unique indexes, turning a violation into a 422. */
async function withUniqueFields<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const errors = uniqueViolationErrors(error);
    if (errors) throw validationFailed(errors);
    throw error;
  }
}

async function assertUnique(app: AppInstance, values: { email?: string; username?: string }, exceptId?: number) {
  const errors = await uniquenessErrors(app.db, values, exceptId);
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** The optional `version` of an edit; anything but a positive integer is a 422. */
function versionOf(body: unknown): number | undefined {
  const version = (body as { version?: unknown } | null)?.version;
  if (version === undefined || version === null) return undefined;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw validationFailed({ version: ['The version must be a positive integer.'] });
  return version;
}

const isPasswordChange = (body: unknown) =>
  typeof body === 'object' && body !== null && ('password' in body || 'password_confirmation' in body);

export async function adminRoutes(app: AppInstance): Promise<void> {
  mountList(app, { page: users.admins, csv: users.adminsCsv }, adminList, adminListContract);
  mountList(app, { page: users.list, csv: users.listCsv }, userList, userListContract);
  // The user page (Info, Pads, Activity), archive and role, and the user map.
  await app.register(userMapRoutes);
  await app.register(userDetailRoutes);
  await app.register(ownerSearchRoutes);
  await app.register(userReportRoutes);

  route(app, users.createAdmin, { validatorCompiler: yupBodyValidator }, async (request, reply) => {
    const values = await validate(newAdminSchema, request.body);
    const { role, is_tac_accepted: tac } = request.body as { role?: unknown; is_tac_accepted?: unknown };
    // This endpoint only ever registers admins; the panel sends role 1, anything else is refused.
    if (role !== undefined && role !== ROLE.Admin)
      throw validationFailed({ role: ['Only admins (role 1) can be registered here.'] });
    await assertUnique(app, values);
    const user = await withUniqueFields(async () =>
      insertUser(app.db, request.user!.id, {
        first_name: values.first_name,
        last_name: values.last_name,
        username: values.username,
        email: values.email,
        password_hash: await hashPassword(values.password),
        role: ROLE.Admin,
        is_tac_accepted: typeof tac === 'boolean' ? tac : true,
      }),
    );
    return reply.code(201).send({ data: serializeUser(user) });
  });

  // find-my-way prefers these static paths to /users/:id whatever the declaration order.
  route(app, users.mapToggle, { validatorCompiler: yupBodyValidator }, async (request) => {
    const { is_user_map_on } = await validate(userMapToggleSchema, request.body);
    return { data: serializeUser(await toggle(app, request, 'is_user_map_on', is_user_map_on)) };
  });

  route(app, users.update, { validatorCompiler: yupBodyValidator }, async (request) => {
    const { id } = request.params;
    const actorId = request.user!.id;
    if (isInfoEdit(request.body)) return { data: await editUserInfo(app, request, id) };
    if (!(await findUser(app.db, id))) throw notFound('User');
    let user: UserRow | undefined;
    if (isPasswordChange(request.body)) {
      const { password } = await validate(passwordChangeSchema, request.body);
      user = await changePassword(app.db, actorId, id, await hashPassword(password), request.tokenId);
    } else {
      const values = await validate(profileSchema, request.body);
      const version = versionOf(request.body);
      await assertUnique(app, values, id);
      user = await withUniqueFields(() => updateUser(app.db, actorId, id, values, version));
    }
    if (!user) throw notFound('User');
    return { data: serializeUser(user) };
  });
}

async function toggle(app: AppInstance, request: FastifyRequest, key: 'is_user_map_on', value: boolean) {
  const user = await setAdminSetting(app.db, request.user!.id, key, value);
  if (!user) throw notFound('User');
  return user;
}
