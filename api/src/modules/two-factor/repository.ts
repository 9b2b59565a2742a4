// The profile's two-factor changes, each one transaction: the state is re-read under it, the second factor
// checked, the change made and logged together.
import type { Db } from '../../db/client.js';
import { secretChanged, writeAuditLog } from '../../domain/auditLog.js';
import type { SecretBox } from '../../domain/secretBox.js';
import {
  disableTwoFactor,
  enableTwoFactor,
  pendingSecret,
  renewRecoveryCodes,
  twoFactorStatus,
  useSecondFactor,
  type SecondFactorAnswer,
} from '../../domain/twoFactorAccounts.js';
import { conflict } from '../../errors.js';

export const NOT_ENABLED = 'Two-factor sign-in is not turned on.';
export const ALREADY_ENABLED = 'Two-factor sign-in is already turned on.';
const NO_SETUP = 'Start the set-up first.';

/** Turns on the pending set-up when `code` matches it: the new recovery codes, or null for a wrong code. */
export function enableFromSetup(db: Db, box: SecretBox, userId: number, code: string): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    if ((await twoFactorStatus(tx, userId)).enabled) throw conflict(ALREADY_ENABLED);
    const secret = await pendingSecret(tx, box, userId);
    if (!secret) throw conflict(NO_SETUP);
    return enableTwoFactor(tx, box, userId, secret, code, 'profile');
  });
}

/** New recovery codes once the second factor is given: the codes, or null for a wrong answer. */
export function renewCodes(db: Db, box: SecretBox, userId: number, answer: SecondFactorAnswer) {
  return db.transaction(async (tx) => {
    if (!(await twoFactorStatus(tx, userId)).enabled) throw conflict(NOT_ENABLED);
    if (!(await useSecondFactor(tx, box, userId, answer))) return null;
    const renewed = await renewRecoveryCodes(tx, userId);
    await writeAuditLog(tx, {
      userId,
      action: 'two_factor_recovery_codes_renewed',
      entityType: 'user',
      entityId: userId,
      subjectUserId: userId,
      changes: secretChanged('recovery_codes'),
    });
    return renewed;
  });
}

/** Turns two-factor sign-in off once the second factor is given; false for a wrong answer. */
export function disableWithAnswer(db: Db, box: SecretBox, userId: number, answer: SecondFactorAnswer) {
  return db.transaction(async (tx) => {
    if (!(await twoFactorStatus(tx, userId)).enabled) throw conflict(NOT_ENABLED);
    if (!(await useSecondFactor(tx, box, userId, answer))) return false;
    await disableTwoFactor(tx, userId);
    await writeAuditLog(tx, {
      userId,
      action: 'two_factor_disabled',
      entityType: 'user',
      entityId: userId,
      subjectUserId: userId,
      changes: { two_factor: { before: true, after: false } },
    });
    return true;
  });
}
