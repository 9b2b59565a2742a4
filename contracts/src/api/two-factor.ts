// /api/admin/two-factor: the signed-in admin's own two-factor sign-in (status, set-up, recovery codes).
import { Type, type Static } from 'typebox';
import { Enrolment } from './auth.ts';
import { totpCodeSchema } from '../schemas/index.ts';
import { Data, DateTime, errorResponses, Nullable } from './common.ts';
import { yupBody } from './fromYup.ts';

export const TwoFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  enabled_at: Nullable(DateTime),
  recovery_codes_left: Type.Integer(),
  required: Type.Boolean({ description: 'TWO_FACTOR_REQUIRED: it cannot be turned off' }),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

export const TwoFactorStatusReply = Data(TwoFactorStatus);
export type TwoFactorStatusReply = Static<typeof TwoFactorStatusReply>;

export const EnrolmentReply = Data(Enrolment);
export type EnrolmentReply = Static<typeof EnrolmentReply>;

export const RecoveryCodesReply = Data(
  Type.Object({ recovery_codes: Type.Array(Type.String(), { description: 'Shown once' }) }),
);
export type RecoveryCodesReply = Static<typeof RecoveryCodesReply>;

// The code bodies are validated with the shared yup schemas (totpCodeSchema, or recoveryCodeSchema when a
// recovery code is given).
const tags = ['two-factor'];

const codeBody = (description: string) =>
  Type.Object({ code: Type.Optional(Type.String()), recovery_code: Type.Optional(Type.String()) }, { description });

const recoveryCodesResponse = {
  200: RecoveryCodesReply,
  ...errorResponses(401, 403, 409, 422, 429),
};

export const twoFactorSchemas = {
  status: {
    tags,
    summary: "The signed-in admin's two-factor sign-in",
    response: { 200: TwoFactorStatusReply, ...errorResponses(401, 403) },
  },
  setup: {
    tags,
    summary: 'Start setting up an authenticator app: a new secret, its otpauth URI and QR code',
    response: { 200: EnrolmentReply, ...errorResponses(401, 403, 409) },
  },
  enable: {
    tags,
    summary: 'Turn two-factor sign-in on with a code from the app just set up; returns the recovery codes',
    body: yupBody(totpCodeSchema, 'The app code'),
    response: recoveryCodesResponse,
  },
  recoveryCodes: {
    tags,
    summary: 'Replace the recovery codes (a code from the app, or a recovery code, confirms)',
    body: codeBody('A code from the app, or one recovery code'),
    response: recoveryCodesResponse,
  },
  disable: {
    tags,
    summary: 'Turn two-factor sign-in off (a code from the app, or a recovery code, confirms)',
    body: codeBody('A code from the app, or one recovery code'),
    response: { 200: TwoFactorStatusReply, ...errorResponses(401, 403, 409, 422, 429) },
  },
};
