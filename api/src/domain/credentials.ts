// The password check of both sign-ins (the admin panel's, modules/auth, and the app's, modules/app): one user
// lookup and one credential check, so the two cannot drift apart in what they reveal. What each sign-in then
// refuses (a role, a suspended account) stays in its module, checked only after the password.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { users } from '../db/schema.js';
import type { DbOrTx } from './auditLog.js';
import { validationFailed } from '../errors.js';
import { burnVerifyTime, verifyPassword } from './passwords.js';

export type UserRow = typeof users.$inferSelect;

export const WRONG_CREDENTIALS = 'These credentials do not match our records.';

/** The user with this e-mail, whatever its case, archived or not. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/**
 * The user these credentials are right for, else a 422 on `email`. An unknown e-mail and an archived user
 * (deleted_at: their tokens would not work anyway) answer exactly like a wrong password, and take as long:
 * argon2 runs against a throw-away hash, so timing does not reveal which e-mails have accounts.
 */
export async function checkCredentials(db: DbOrTx, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user || user.deleted_at) {
    await burnVerifyTime(password);
    throw validationFailed({ email: [WRONG_CREDENTIALS] });
  }
  if (!(await verifyPassword(user.password_hash, password))) throw validationFailed({ email: [WRONG_CREDENTIALS] });
  return user;
}

/** Sign-in attempts are limited per IP and e-mail, so one guesser cannot lock out everyone behind a shared IP. */
export function loginRateKey(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
}

/** A sign-in route's `rateLimit` config: LOGIN_RATE_LIMIT attempts a window, by IP and e-mail unless told. */
export const loginRateLimit = (config: Pick<Config, 'loginRateLimit'>, keyGenerator = loginRateKey) => ({
  max: config.loginRateLimit.max,
  timeWindow: config.loginRateLimit.timeWindow,
  keyGenerator,
});
