import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accessTokens, activityLogs, loginChallenges, users } from '../../db/schema.js';
import type { DbOrTx } from '../../domain/auditLog.js';
import type { UserRow } from '../../domain/credentials.js';
import type { SecretBox } from '../../domain/secretBox.js';
import { enableTwoFactor, useSecondFactor, type SecondFactorAnswer } from '../../domain/twoFactorAccounts.js';
import { hashToken, issueToken, ROLE } from '../../plugins/auth.js';

export interface LoginMeta {
  device: string | undefined;
  ip: string;
}

/** Issues the token, logs the sign-in and marks the user active, all or nothing. */
export async function recordLogin(db: Db, user: UserRow, meta: LoginMeta): Promise<{ token: string; user: UserRow }> {
  return db.transaction((tx) => recordLoginIn(tx, user, meta));
}

/** recordLogin inside the caller's transaction; `method` names the second factor when there was one. */
async function recordLoginIn(tx: DbOrTx, user: UserRow, meta: LoginMeta, method?: string) {
  const token = await issueToken(tx, user.id, meta.device, meta.ip);
  await tx.insert(activityLogs).values({
    user_id: user.id,
    action: 'login',
    details: { device: meta.device?.slice(0, 300) ?? null, ip: meta.ip, ...(method ? { second_factor: method } : {}) },
  });
  const [updated] = await tx.update(users).set({ last_action_at: new Date() }).where(eq(users.id, user.id)).returning();
  return { token, user: updated ?? user };
}

/** How long the second step of a sign-in may take. */
const CHALLENGE_MINUTES = 5;

/**
 * Opens the second step of a sign-in whose password was right; answers the challenge the client presents
 * with the code. `pendingSecret` (sealed): the secret of a two-factor set-up that this sign-in completes.
 */
export async function openChallenge(db: Db, userId: number, pendingSecret: string | null): Promise<string> {
  const challenge = randomBytes(32).toString('base64url');
  await db.delete(loginChallenges).where(lt(loginChallenges.expires_at, sql`now()`));
  await db.insert(loginChallenges).values({
    user_id: userId,
    token_hash: hashToken(challenge),
    pending_secret: pendingSecret,
    expires_at: sql`now() + make_interval(mins => ${CHALLENGE_MINUTES})`,
  });
  return challenge;
}

export type SecondStepOutcome =
  | { kind: 'signed_in'; token: string; user: UserRow; recoveryCodes: string[] | null }
  | { kind: 'wrong_code' }
  | { kind: 'expired' }
  | { kind: 'too_many_attempts' };

/**
 * The second step: checks the code (or recovery code) against the challenge's admin, in one transaction
 * with the challenge locked. A right answer ends the challenge and signs in (completing a set-up first); a
 * wrong one counts an attempt, and `maxAttempts` wrong ones end the challenge.
 */
export async function completeSecondStep(
  db: Db,
  box: SecretBox,
  challenge: string,
  answer: SecondFactorAnswer,
  meta: LoginMeta,
  maxAttempts: number,
): Promise<SecondStepOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ challenge: loginChallenges, user: users })
      .from(loginChallenges)
      .innerJoin(users, and(eq(users.id, loginChallenges.user_id), isNull(users.deleted_at)))
      .where(and(eq(loginChallenges.token_hash, hashToken(challenge)), sql`${loginChallenges.expires_at} > now()`))
      .for('update', { of: loginChallenges });
    if (!row || row.user.role !== ROLE.Admin) return { kind: 'expired' };
    if (row.challenge.attempts >= maxAttempts) return { kind: 'too_many_attempts' };
    const { user } = row;
    let recoveryCodes: string[] | null = null;
    let method: 'totp' | 'recovery_code' | null;
    if (row.challenge.pending_secret) {
      recoveryCodes = answer.code
        ? await enableTwoFactor(tx, box, user.id, box.open(row.challenge.pending_secret), answer.code, 'sign_in')
        : null;
      method = recoveryCodes ? 'totp' : null;
    } else {
      method = await useSecondFactor(tx, box, user.id, answer);
    }
    if (!method) {
      const attempts = row.challenge.attempts + 1;
      await tx.update(loginChallenges).set({ attempts }).where(eq(loginChallenges.id, row.challenge.id));
      return { kind: attempts >= maxAttempts ? 'too_many_attempts' : 'wrong_code' };
    }
    await tx.delete(loginChallenges).where(eq(loginChallenges.id, row.challenge.id));
    const session = await recordLoginIn(tx, user, meta, method);
    return { kind: 'signed_in', token: session.token, user: session.user, recoveryCodes };
  });
}

export async function sessionTimes(db: Db, tokenId: number) {
  const [row] = await db
    .select({ created_at: accessTokens.created_at, last_used_at: accessTokens.last_used_at })
    .from(accessTokens)
    .where(eq(accessTokens.id, tokenId));
  return row!;
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ revoked_at: new Date() }).where(eq(accessTokens.id, tokenId));
}
