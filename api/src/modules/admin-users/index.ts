// Admin accounts: create, edit profile or password, and the per-admin map switches. Admin scope.
// (The admin list, GET /users/get-admins, belongs to the list engine's module.)
import { newAdminSchema, passwordChangeSchema, profileSchema } from '@pads/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword } from '../../domain/passwords.js';
import { serializeUser } from '../../domain/user.js';
import { notFound, validationFailed } from '../../errors.js';
import { yupBodyValidator } from '../../openapi.js';
import { ROLE } from '../../plugins/auth.js';
import { validate } from '../../validation.js';
import { editUserInfo, isInfoEdit } from '../users/detail.service.js';
import {
  changePassword,
  findUser,
  insertUser,
  setAdminSetting,
  uniquenessErrors,
  uniqueViolationErrors,
  updateUser,
  type UserRow,
} from './repository.js';
import {
  createAdminRouteSchema,
  padMapToggleRouteSchema,
  padMapToggleSchema,
  updateUserRouteSchema,
  userMapToggleRouteSchema,
  userMapToggleSchema,
} from './schemas.js';

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

async function assertUnique(app: FastifyInstance, values: { email?: string; username?: string }, exceptId?: number) {
  const errors = await uniquenessErrors(app.db, values, exceptId);
  if (Object.keys(errors).length) throw validationFailed(errors);
}

const isPasswordChange = (body: unknown) =>
  typeof body === 'object' && body !== null && ('password' in body || 'password_confirmation' in body);

export default async function adminUsersModule(app: FastifyInstance): Promise<void> {
  app.post(
    '/users',
    { schema: createAdminRouteSchema, validatorCompiler: yupBodyValidator },
    async (request, reply) => {
      const values = await validate(newAdminSchema, request.body);
      const { role, is_tac_accepted: tac } = request.body as { role?: unknown; is_tac_accepted?: unknown };
      // This endpoint only ever registers admins; the panel sends role 1, anything else is refused.
      if (role !== undefined && role !== ROLE.Admin)
        throw validationFailed({ role: ['Only admins (role 1) can be registered here.'] });
      await assertUnique(app, values);
      const user = await withUniqueFields(async () =>
        insertUser(app.db, {
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
    },
  );

  // find-my-way prefers these static paths to /users/:id whatever the declaration order.
  app.put(
    '/users/toggle-map',
    { schema: userMapToggleRouteSchema, validatorCompiler: yupBodyValidator },
    async (request) => {
      const { is_user_map_on } = await validate(userMapToggleSchema, request.body);
      return { data: serializeUser(await toggle(app, request, 'is_user_map_on', is_user_map_on)) };
    },
  );

  app.put(
    '/pads/toggle-map',
    { schema: padMapToggleRouteSchema, validatorCompiler: yupBodyValidator },
    async (request) => {
      const { is_map_on } = await validate(padMapToggleSchema, request.body);
      return { data: serializeUser(await toggle(app, request, 'is_map_on', is_map_on)) };
    },
  );

  app.put<{ Params: { id: number } }>(
    '/users/:id',
    { schema: updateUserRouteSchema, validatorCompiler: yupBodyValidator },
    async (request) => {
      const { id } = request.params;
      // tab 'info': the user page's Info edit (versioned, logged), answered with the user page's shape.
      if (isInfoEdit(request.body)) return { data: await editUserInfo(app, request, id) };
      if (!(await findUser(app.db, id))) throw notFound('User');
      let user: UserRow | undefined;
      if (isPasswordChange(request.body)) {
        const { password } = await validate(passwordChangeSchema, request.body);
        user = await changePassword(app.db, id, await hashPassword(password), request.tokenId);
      } else {
        const values = await validate(profileSchema, request.body);
        await assertUnique(app, values, id);
        user = await withUniqueFields(() => updateUser(app.db, id, values));
      }
      if (!user) throw notFound('User');
      return { data: serializeUser(user) };
    },
  );
}

async function toggle(
  app: FastifyInstance,
  request: FastifyRequest,
  key: 'is_map_on' | 'is_user_map_on',
  value: boolean,
) {
  const user = await setAdminSetting(app.db, request.user!.id, key, value);
  if (!user) throw notFound('User');
  return user;
}
