// The guards every call of the pilot/owner app shares, whichever module serves it (/api/app…, /api/surveys…):
// who may call (pilots and owners whose account is not suspended; an archived account's token no longer
// authenticates at all) and one per-user budget of calls, counted in PostgreSQL so every API instance and
// every module spends the same budget.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../errors.js';
import { ROLE } from '../plugins/auth.js';
import { registerRateLimit } from './rateLimitStore.js';

export const NOT_AN_APP_USER = 'This account cannot sign in to the app.';
export const SUSPENDED = 'This account is suspended.';

export const APP_ROLES: number[] = [ROLE.Pilot, ROLE.Owner];

/** A signed-in pilot or owner whose account is not deleted; admins use the panel. */
export async function requireAppUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthenticated();
  if (!APP_ROLES.includes(request.user.role)) throw forbidden(NOT_AN_APP_USER);
  if (request.user.is_deleted_account) throw forbidden(SUSPENDED);
}

/**
 * The app calls the panel makes too (a review by staff who flew in, the survey's status and reads): an
 * admin, or an app user as above.
 */
export async function requireAppUserOrAdmin(request: FastifyRequest): Promise<void> {
  if (request.user?.role === ROLE.Admin && !request.user.deleted_at) return;
  await requireAppUser(request);
}

/**
 * Registers the limiter in the calling module's scope, counting in PostgreSQL. It limits nothing by itself:
 * routes opt in with `config: appCallBudget(app)` (or a `rateLimit` config of their own, as the sign-in).
 */
export async function registerAppRateLimit(app: FastifyInstance): Promise<void> {
  await registerRateLimit(app, 'requests');
}

/** The route config of a call that spends the user's one budget (`APP_RATE_LIMIT` a `APP_RATE_WINDOW`). */
export const appCallBudget = (app: FastifyInstance) => ({
  rateLimit: {
    max: app.config.appRateLimit.max,
    timeWindow: app.config.appRateLimit.timeWindow,
    // One group for every app call of every module: one budget per user, whichever call they spend it on.
    groupId: 'app-submissions',
    keyGenerator: (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`,
  },
});
