import { enrolmentJsonSchema } from '../../domain/twoFactor.js';
import { errorResponses } from '../../openapi.js';

const tags = ['two-factor'];

const statusJsonSchema = {
  type: 'object',
  properties: {
    enabled: { type: 'boolean' },
    enabled_at: { type: ['string', 'null'], format: 'date-time' },
    recovery_codes_left: { type: 'integer' },
    required: { type: 'boolean', description: 'TWO_FACTOR_REQUIRED: it cannot be turned off' },
  },
} as const;

const codeBody = (description: string) => ({
  type: 'object',
  description,
  properties: { code: { type: 'string' }, recovery_code: { type: 'string' } },
});

const recoveryCodesResponse = {
  200: {
    type: 'object',
    properties: {
      data: {
        type: 'object',
        properties: { recovery_codes: { type: 'array', items: { type: 'string' }, description: 'Shown once' } },
      },
    },
  },
  ...errorResponses(401, 403, 409, 422, 429),
};

export const statusRouteSchema = {
  tags,
  summary: "The signed-in admin's two-factor sign-in",
  response: { 200: { type: 'object', properties: { data: statusJsonSchema } }, ...errorResponses(401, 403) },
};

export const setupRouteSchema = {
  tags,
  summary: 'Start setting up an authenticator app: a new secret, its otpauth URI and QR code',
  response: {
    200: { type: 'object', properties: { data: enrolmentJsonSchema } },
    ...errorResponses(401, 403, 409),
  },
};

export const enableRouteSchema = {
  tags,
  summary: 'Turn two-factor sign-in on with a code from the app just set up; returns the recovery codes',
  body: codeBody('The app code'),
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
    200: { type: 'object', properties: { data: statusJsonSchema } },
    ...errorResponses(401, 403, 409, 422, 429),
  },
};
