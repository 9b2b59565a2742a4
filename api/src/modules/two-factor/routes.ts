// /admin/two-factor: the signed-in admin sets up, renews and turns off their own two-factor sign-in
// (TOTP and recovery codes, domain/twoFactor.ts). A set-up is confirmed by a code from the app; every later
// change by a code (or a recovery code), each check rate-limited per admin. Every change is logged.
import rateLimit from '@fastify/rate-limit';
import { recoveryCodeSchema, TWO_FACTOR_MESSAGES, totpCodeSchema } from '@pads/contracts';
import type { FastifyRequest } from 'fastify';
import { postgresRateLimitStore } from '../../domain/rateLimitStore.js';
import { enrolmentOf, newTotpSecret } from '../../domain/twoFactor.js';
import { storePendingSecret, twoFactorStatus, type SecondFactorAnswer } from '../../domain/twoFactorAccounts.js';
import { AppError, conflict, validationFailed } from '../../errors.js';
import { yupBodyValidator, type AppInstance } from '../../openapi.js';
import { validate } from '../../validation.js';
import { ALREADY_ENABLED, disableWithAnswer, enableFromSetup, renewCodes } from './repository.js';
import { endpoints, route } from '../../endpoints.js';

const { twoFactor } = endpoints;

/** A code from the app, or else one recovery code: validated by the shared schemas. */
async function readAnswer(body: unknown): Promise<SecondFactorAnswer> {
  const recovery = (body as { recovery_code?: unknown } | null)?.recovery_code;
  if (typeof recovery === 'string' && recovery.trim()) return validate(recoveryCodeSchema, body);
  return validate(totpCodeSchema, body);
}

const wrongAnswer = (answer: SecondFactorAnswer) =>
  validationFailed({ [answer.recovery_code ? 'recovery_code' : 'code']: [TWO_FACTOR_MESSAGES.wrongCode] });

export async function adminRoutes(app: AppInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(app.db),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'rate_limited', `Too many attempts. Please try again in ${context.after}.`),
  });
  // The codes these routes check: per admin, as many tries as the sign-in allows per IP in its window.
  const codeChecks = {
    rateLimit: {
      max: app.config.loginRateLimit.max,
      timeWindow: app.config.loginRateLimit.timeWindow,
      groupId: 'two-factor-profile',
      keyGenerator: (request: FastifyRequest) => String(request.user?.id ?? request.ip),
    },
  };
  const statusOf = async (userId: number) => ({
    ...(await twoFactorStatus(app.db, userId)),
    required: app.config.twoFactor.required,
  });

  route(app, twoFactor.status, async (request) => ({
    data: await statusOf(request.user!.id),
  }));

  route(app, twoFactor.setup, async (request) => {
    const user = request.user!;
    if ((await twoFactorStatus(app.db, user.id)).enabled) throw conflict(ALREADY_ENABLED);
    const secret = newTotpSecret();
    await storePendingSecret(app.db, app.secretBox, user.id, secret);
    return { data: await enrolmentOf(secret, user.email) };
  });

  route(app, twoFactor.enable, { validatorCompiler: yupBodyValidator, config: codeChecks }, async (request) => {
    const user = request.user!;
    const { code } = await validate(totpCodeSchema, request.body);
    const codes = await enableFromSetup(app.db, app.secretBox, user.id, code);
    if (!codes) throw validationFailed({ code: [TWO_FACTOR_MESSAGES.wrongCode] });
    return { data: { recovery_codes: codes } };
  });

  route(app, twoFactor.recoveryCodes, { validatorCompiler: yupBodyValidator, config: codeChecks }, async (request) => {
    const user = request.user!;
    const answer = await readAnswer(request.body);
    const codes = await renewCodes(app.db, app.secretBox, user.id, answer);
    if (!codes) throw wrongAnswer(answer);
    return { data: { recovery_codes: codes } };
  });

  route(app, twoFactor.disable, { validatorCompiler: yupBodyValidator, config: codeChecks }, async (request) => {
    const user = request.user!;
    if (app.config.twoFactor.required) throw new AppError(403, 'forbidden', TWO_FACTOR_MESSAGES.required);
    const answer = await readAnswer(request.body);
    const disabled = await disableWithAnswer(app.db, app.secretBox, user.id, answer);
    if (!disabled) throw wrongAnswer(answer);
    return { data: await statusOf(user.id) };
  });
}
