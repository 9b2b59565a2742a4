// Sign-in, sign-out and the current user. Public prefix /api; the login route is rate-limited per
// IP and email, so one attacker cannot lock out everyone behind a shared IP by guessing one account.
// An admin with two-factor sign-in (or every admin, with TWO_FACTOR_REQUIRED) gets a challenge instead of a
// token, and signs in with it and a code at /auth/login/two-factor, rate-limited per IP and per challenge.
import { loginSchema, TWO_FACTOR_MESSAGES, twoFactorLoginSchema } from '@pads/contracts';
import type { FastifyRequest } from 'fastify';
import { checkCredentials, loginRateLimit } from '../../domain/credentials.js';
import { expiresAt, idleExpiresAt } from '../../domain/sessionPolicy.js';
import { enrolmentOf, newTotpSecret } from '../../domain/twoFactor.js';
import { twoFactorStatus } from '../../domain/twoFactorAccounts.js';
import { serializeUser } from '../../domain/user.js';
import { forbidden, validationFailed } from '../../errors.js';
import { yupBodyValidator, type AppInstance } from '../../openapi.js';
import { ROLE } from '../../plugins/auth.js';
import { registerRateLimit } from '../../domain/rateLimitStore.js';
import { validate } from '../../validation.js';
import { completeSecondStep, openChallenge, recordLogin, revokeToken, sessionTimes } from './repository.js';
import { endpoints, route } from '../../endpoints.js';

const { auth } = endpoints;

export const NOT_AN_ADMIN = 'This account cannot sign in to the admin panel.';

export async function publicRoutes(app: AppInstance): Promise<void> {
  await registerRateLimit(app, 'login attempts');

  route(
    app,
    auth.login,
    {
      validatorCompiler: yupBodyValidator,
      config: { rateLimit: loginRateLimit(app.config) },
    },
    async (request) => {
      const { email, password } = await validate(loginSchema, request.body);
      const user = await checkCredentials(app.db, email, password);
      // Checked only after the password, so the answer reveals nothing about accounts to a guesser.
      if (user.role !== ROLE.Admin) throw forbidden(NOT_AN_ADMIN);
      const { enabled } = await twoFactorStatus(app.db, user.id);
      if (enabled) return { two_factor: 'verify' as const, challenge: await openChallenge(app.db, user.id, null) };
      if (app.config.twoFactor.required) {
        const secret = newTotpSecret();
        const challenge = await openChallenge(app.db, user.id, app.secretBox.seal(secret));
        return { two_factor: 'setup' as const, challenge, setup: await enrolmentOf(secret, user.email) };
      }
      const session = await recordLogin(app.db, user, { device: request.headers['user-agent'], ip: request.ip });
      return { token: session.token, user: serializeUser(session.user) };
    },
  );

  route(
    app,
    auth.loginTwoFactor,
    {
      validatorCompiler: yupBodyValidator,
      config: { rateLimit: loginRateLimit(app.config, (request: FastifyRequest) => request.ip) },
    },
    async (request) => {
      const { challenge, code, recovery_code } = await validate(twoFactorLoginSchema, request.body);
      const answer = recovery_code ? { recovery_code } : { code };
      const outcome = await completeSecondStep(
        app.db,
        app.secretBox,
        challenge,
        answer,
        { device: request.headers['user-agent'], ip: request.ip },
        app.config.twoFactor.attempts,
      );
      switch (outcome.kind) {
        case 'expired':
          throw validationFailed({ challenge: [TWO_FACTOR_MESSAGES.expired] });
        case 'too_many_attempts':
          throw validationFailed({ challenge: [TWO_FACTOR_MESSAGES.tooManyAttempts] });
        case 'wrong_code':
          throw validationFailed({ [recovery_code ? 'recovery_code' : 'code']: [TWO_FACTOR_MESSAGES.wrongCode] });
        case 'signed_in':
          return {
            token: outcome.token,
            user: serializeUser(outcome.user),
            ...(outcome.recoveryCodes ? { recovery_codes: outcome.recoveryCodes } : {}),
          };
      }
    },
  );

  // The panel asks this when it has seen no activity for the idle time: it must not count as activity.
  route(app, auth.session, { onRequest: app.requireUser, config: { touchesSession: false } }, async (request) => {
    const times = await sessionTimes(app.db, request.tokenId!);
    const limits = app.config.session;
    return {
      idle_timeout_minutes: limits.idleMinutes,
      last_used_at: (times.last_used_at ?? times.created_at).toISOString(),
      idle_expires_at: idleExpiresAt(times, limits).toISOString(),
      expires_at: expiresAt(times, limits).toISOString(),
    };
  });

  route(app, auth.logout, { onRequest: app.requireUser }, async (request, reply) => {
    await revokeToken(app.db, request.tokenId!);
    return reply.code(204).send();
  });

  route(app, auth.user, { onRequest: app.requireUser }, async (request) => ({
    user: serializeUser(request.user!),
  }));
}
