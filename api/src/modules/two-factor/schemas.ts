// Route schemas of the signed-in admin's two-factor sign-in: answers from @pads/contracts/api; the code bodies are
// validated with the shared yup schemas (totpCodeSchema, or recoveryCodeSchema when a recovery code is given).
import { totpCodeSchema } from '@pads/contracts';
import { EnrolmentReply, RecoveryCodesReply, TwoFactorStatusReply } from '@pads/contracts/api';
import { errorResponses, yupBody } from '../../openapi.js';

const tags = ['two-factor'];

const codeBody = (description: string) => ({
  type: 'object',
  description,
  properties: { code: { type: 'string' }, recovery_code: { type: 'string' } },
});

const recoveryCodesResponse = {
  200: RecoveryCodesReply,
  ...errorResponses(401, 403, 409, 422, 429),
};

export const statusRouteSchema = {
  tags,
  summary: "The signed-in admin's two-factor sign-in",
  response: { 200: TwoFactorStatusReply, ...errorResponses(401, 403) },
};

export const setupRouteSchema = {
  tags,
  summary: 'Start setting up an authenticator app: a new secret, its otpauth URI and QR code',
  response: {
    200: EnrolmentReply,
    ...errorResponses(401, 403, 409),
  },
};

export const enableRouteSchema = {
  tags,
  summary: 'Turn two-factor sign-in on with a code from the app just set up; returns the recovery codes',
  body: yupBody(totpCodeSchema, 'The app code'),
  response: recoveryCodesResponse,
};

export const recoveryCodesRouteSchema = {
  tags,
  summary: 'Replace the recovery codes (a code from the app, or a recovery code, confirms)',
  body: codeBody('A code from the app, or one recovery code'),
  response: recoveryCodesResponse,
};

export const disableRouteSchema = {
  tags,
  summary: 'Turn two-factor sign-in off (a code from the app, or a recovery code, confirms)',
  body: codeBody('A code from the app, or one recovery code'),
  response: {
    200: TwoFactorStatusReply,
    ...errorResponses(401, 403, 409, 422, 429),
  },
};
