// Sign-in, sign-out and the current user. Public prefix /api; the login route is rate-limited per
// IP and email, so one attacker cannot lock out everyone behind a shared IP by guessing one account.
import rateLimit from '@fastify/rate-limit';
import { loginSchema } from '@pads/contracts';
import type { FastifyRequest } from 'fastify';
import { burnVerifyTime, verifyPassword } from '../../domain/passwords.js';
import { serializeUser } from '../../domain/user.js';
import { AppError, forbidden, validationFailed } from '../../errors.js';
import { yupBodyValidator, type AppInstance } from '../../openapi.js';
import { ROLE } from '../../plugins/auth.js';
import { postgresRateLimitStore } from '../../domain/rateLimitStore.js';
import { validate } from '../../validation.js';
import { findUserByEmail, recordLogin, revokeToken } from './repository.js';
import { currentUserRouteSchema, loginRouteSchema, logoutRouteSchema } from './schemas.js';

export const WRONG_CREDENTIALS = 'These credentials do not match our records.';
export const NOT_AN_ADMIN = 'This account cannot sign in to the admin panel.';

function loginRateKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
}

export async function publicRoutes(app: AppInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(app.db),
    // After body parsing, so the key can include the email.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'rate_limited', `Too many login attempts. Please try again in ${context.after}.`),
  });

  app.post(
    '/auth/login',
    {
      schema: loginRouteSchema,
      validatorCompiler: yupBodyValidator,
      config: {
        rateLimit: {
          max: app.config.loginRateLimit.max,
          timeWindow: app.config.loginRateLimit.timeWindow,
          keyGenerator: loginRateKey,
        },
      },
    },
    async (request) => {
      const { email, password } = await validate(loginSchema, request.body);
      const user = await findUserByEmail(app.db, email);
      // Deactivated users (deleted_at) get the same answer as unknown ones: their tokens would not work anyway.
      if (!user || user.deleted_at) {
        await burnVerifyTime(password);
        throw validationFailed({ email: [WRONG_CREDENTIALS] });
      }
      if (!(await verifyPassword(user.password_hash, password))) {
        throw validationFailed({ email: [WRONG_CREDENTIALS] });
      }
      // Checked only after the password, so the answer reveals nothing about accounts to a guesser.
      if (user.role !== ROLE.Admin) throw forbidden(NOT_AN_ADMIN);
      const session = await recordLogin(app.db, user, { device: request.headers['user-agent'], ip: request.ip });
      return { token: session.token, user: serializeUser(session.user) };
    },
  );

  app.post('/auth/logout', { schema: logoutRouteSchema, onRequest: app.requireUser }, async (request, reply) => {
    await revokeToken(app.db, request.tokenId!);
    return reply.code(204).send();
  });

  app.get('/auth/user', { schema: currentUserRouteSchema, onRequest: app.requireUser }, async (request) => ({
    user: serializeUser(request.user!),
  }));
}
