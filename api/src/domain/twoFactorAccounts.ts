// An admin's two-factor state in the database (admin_two_factor), shared by the sign-in's second step
// (modules/auth) and the admin profile (modules/two-factor). Secrets are sealed with the app's SecretBox;
// recovery codes are kept as hashes and each is removed when used. Checks lock the row, so one code is
// accepted once even when two requests present it together.
import { eq, sql } from 'drizzle-orm';
import { adminTwoFactor } from '../db/schema.js';
import { writeAuditLog, type DbOrTx } from './auditLog.js';
import type { SecretBox } from './secretBox.js';
import { acceptedStep, newRecoveryCodes, recoveryCodeHash } from './twoFactor.js';

export interface TwoFactorStatus {
  enabled: boolean;
  enabled_at: string | null;
  recovery_codes_left: number;
}

/** A second factor as the client sends it: the app's six digits, or one recovery code. */
export interface SecondFactorAnswer {
  code?: string;
  recovery_code?: string;
}

export async function twoFactorStatus(db: DbOrTx, userId: number): Promise<TwoFactorStatus> {
  const [row] = await db.select().from(adminTwoFactor).where(eq(adminTwoFactor.user_id, userId));
  const enabled = Boolean(row?.secret && row.enabled_at);
  return {
    enabled,
    enabled_at: enabled ? row!.enabled_at!.toISOString() : null,
    recovery_codes_left: enabled ? row!.recovery_code_hashes.length : 0,
  };
}

/** Keeps the secret being set up from the profile until a code confirms it. */
export async function storePendingSecret(db: DbOrTx, box: SecretBox, userId: number, secret: string): Promise<void> {
  const pending = box.seal(secret);
  await db
    .insert(adminTwoFactor)
    .values({ user_id: userId, pending_secret: pending })
    .onConflictDoUpdate({ target: adminTwoFactor.user_id, set: { pending_secret: pending, updated_at: new Date() } });
}

export async function pendingSecret(db: DbOrTx, box: SecretBox, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ pending: adminTwoFactor.pending_secret })
    .from(adminTwoFactor)
    .where(eq(adminTwoFactor.user_id, userId));
  return row?.pending ? box.open(row.pending) : undefined;
}

/**
 * Turns two-factor sign-in on with `secret` once `code` proves the app has it, and logs it (`where`: the
 * profile, or the sign-in that required it); answers the new recovery codes (shown once), or null when the
 * code is wrong.
 */
export async function enableTwoFactor(
  tx: DbOrTx,
  box: SecretBox,
  userId: number,
  secret: string,
  code: string,
  where: 'profile' | 'sign_in',
): Promise<string[] | null> {
  const step = acceptedStep(secret, code, 0);
  if (step === null) return null;
  const { codes, hashes } = newRecoveryCodes();
  const values = {
    secret: box.seal(secret),
    pending_secret: null,
    enabled_at: new Date(),
    last_used_step: step,
    recovery_code_hashes: hashes,
    updated_at: new Date(),
  };
  await tx
    .insert(adminTwoFactor)
    .values({ user_id: userId, ...values })
    .onConflictDoUpdate({ target: adminTwoFactor.user_id, set: values });
  await writeAuditLog(tx, {
    userId,
    action: 'two_factor_enabled',
    entityType: 'user',
    entityId: userId,
    subjectUserId: userId,
    changes: { two_factor: { before: false, after: true } },
    details: { where },
  });
  return codes;
}

/**
 * Checks a second factor of an admin with two-factor sign-in on, inside the caller's transaction, and uses
 * it up (the TOTP step, or the recovery code). Answers which kind was accepted, or null.
 */
export async function useSecondFactor(
  tx: DbOrTx,
  box: SecretBox,
  userId: number,
  answer: SecondFactorAnswer,
): Promise<'totp' | 'recovery_code' | null> {
  const [row] = await tx.select().from(adminTwoFactor).where(eq(adminTwoFactor.user_id, userId)).for('update');
  if (!row?.secret || !row.enabled_at) return null;
  if (answer.code) {
    const step = acceptedStep(box.open(row.secret), answer.code, row.last_used_step);
    if (step === null) return null;
    await tx.update(adminTwoFactor).set({ last_used_step: step }).where(eq(adminTwoFactor.user_id, userId));
    return 'totp';
  }
  if (answer.recovery_code) {
    const hash = recoveryCodeHash(answer.recovery_code);
    if (!row.recovery_code_hashes.includes(hash)) return null;
    await tx
      .update(adminTwoFactor)
      .set({ recovery_code_hashes: sql`array_remove(${adminTwoFactor.recovery_code_hashes}, ${hash})` })
      .where(eq(adminTwoFactor.user_id, userId));
    return 'recovery_code';
  }
  return null;
}

export async function disableTwoFactor(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(adminTwoFactor).where(eq(adminTwoFactor.user_id, userId));
}

export async function renewRecoveryCodes(tx: DbOrTx, userId: number): Promise<string[]> {
  const { codes, hashes } = newRecoveryCodes();
  await tx
    .update(adminTwoFactor)
    .set({ recovery_code_hashes: hashes, updated_at: new Date() })
    .where(eq(adminTwoFactor.user_id, userId));
  return codes;
}
