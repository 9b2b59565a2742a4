import { object, string, type InferType } from 'yup';

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Please input the code from your authenticator app!',
  codeFormat: 'The code is the 6 digits your authenticator app shows.',
  recoveryCodeRequired: 'Please input one of your recovery codes!',
  wrongCode: 'This code is not valid. Please try again.',
  expired: 'This sign-in has expired. Please sign in again.',
  tooManyAttempts: 'Too many wrong codes. Please sign in again.',
  required: 'Every admin must use two-factor sign-in: it cannot be turned off.',
} as const;

/** The six digits of an authenticator app (spaces allowed, as apps show them in two groups). */
export const totpCodeSchema = object({
  code: string()
    .trim()
    .required(TWO_FACTOR_MESSAGES.codeRequired)
    .matches(/^\d{3}\s?\d{3}$/, TWO_FACTOR_MESSAGES.codeFormat),
});
export type TotpCodeValues = InferType<typeof totpCodeSchema>;

export const recoveryCodeSchema = object({
  recovery_code: string().trim().required(TWO_FACTOR_MESSAGES.recoveryCodeRequired).max(40),
});

/** The sign-in's second step: the challenge of the first step, and a code or one recovery code. */
export const twoFactorLoginSchema = object({
  challenge: string().required(TWO_FACTOR_MESSAGES.expired).max(100),
  code: string().trim().optional(),
  recovery_code: string().trim().max(40).optional(),
}).test('one-answer', function (values) {
  if (values.recovery_code) return true;
  return totpCodeSchema.isValidSync(values)
    ? true
    : this.createError({
        path: 'code',
        message: values.code ? TWO_FACTOR_MESSAGES.codeFormat : TWO_FACTOR_MESSAGES.codeRequired,
      });
});
export type TwoFactorLoginValues = InferType<typeof twoFactorLoginSchema>;
