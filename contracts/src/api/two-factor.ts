// /api/admin/two-factor: the signed-in admin's own two-factor sign-in (status, set-up, recovery codes).
import { Type, type Static } from 'typebox';
import { Enrolment } from './auth.ts';
import { Data, DateTime, Nullable } from './common.ts';

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
