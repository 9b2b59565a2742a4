// TOTP (RFC 6238: the codes of authenticator apps) and one-time recovery codes, through otpauth. SHA-1, six
// digits and 30 s steps are what every authenticator app understands; a code is accepted one step early or
// late (clock drift), and only once (the last step used is stored).
import { createHash, randomInt } from 'node:crypto';
import type { Enrolment } from '@pads/contracts/api';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Pads admin';
const PERIOD = 30;
const DIGITS = 6;
const DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes: 16 characters from an alphabet without look-alikes (80 bits), shown as four groups of four. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RECOVERY_LENGTH = 16;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, account: string) =>
  new TOTP({
    issuer: ISSUER,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
  });

export async function enrolmentOf(secret: string, account: string): Promise<Enrolment> {
  const otpauthUrl = totpOf(secret, account).toString();
  return { secret, otpauth_url: otpauthUrl, qr_code: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200 }) };
}

/**
 * The time step `code` belongs to, when it is the current code of `secret` (give or take one step) and
 * newer than `lastUsedStep`; else null.
 */
export function acceptedStep(secret: string, code: string, lastUsedStep: number, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!new RegExp(`^\\d{${DIGITS}}$`).test(token)) return null;
  const delta = totpOf(secret, '').validate({ token, timestamp: now, window: DRIFT_STEPS });
  if (delta === null) return null;
  const step = TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
  return step > lastUsedStep ? step : null;
}

/** The current code, for tests and for nothing else. */
export const currentCode = (secret: string, now = Date.now()) => totpOf(secret, '').generate({ timestamp: now });

const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^0-9A-Z]/g, '');

/** Recovery codes carry 80 random bits, so a plain SHA-256 is enough: there is nothing to guess from it. */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = Array.from(
      { length: RECOVERY_LENGTH },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return raw.match(/.{4}/g)!.join('-');
  });
  return { codes, hashes: codes.map(recoveryCodeHash) };
}
