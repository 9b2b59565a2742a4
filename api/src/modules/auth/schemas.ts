import { enrolmentJsonSchema } from '../../domain/twoFactor.js';
import { userJsonSchema } from '../../domain/user.js';
import { errorResponses } from '../../openapi.js';

const tags = ['auth'];

export const loginRouteSchema = {
  tags,
  summary: 'Sign in with email and password; returns a bearer token',
  security: [],
  body: {
    type: 'object',
    properties: { email: { type: 'string', format: 'email' }, password: { type: 'string' } },
    required: ['email', 'password'],
  },
  response: {
    200: {
      type: 'object',
      description:
        'A token and the user; or, when a second factor is needed, no token but `two_factor` (verify: enter a ' +
        'code; setup: set up an authenticator app first, with `setup`) and the `challenge` for /auth/login/two-factor',
      properties: {
        token: { type: 'string' },
        user: userJsonSchema,
        two_factor: { type: 'string', enum: ['verify', 'setup'] },
        challenge: { type: 'string' },
        setup: enrolmentJsonSchema,
      },
    },
    ...errorResponses(400, 403, 422, 429),
  },
};

export const twoFactorLoginRouteSchema = {
  tags,
  summary: "Sign in's second step: the challenge and a TOTP code (or one recovery code); returns a bearer token",
  security: [],
  body: {
    type: 'object',
    properties: { challenge: { type: 'string' }, code: { type: 'string' }, recovery_code: { type: 'string' } },
    required: ['challenge'],
  },
  response: {
    200: {
      type: 'object',
      properties: {
        token: { type: 'string' },
        user: userJsonSchema,
        recovery_codes: {
          type: 'array',
          items: { type: 'string' },
          description: 'After a set-up at sign-in: the new recovery codes, shown once',
        },
      },
    },
    ...errorResponses(400, 422, 429),
  },
};

export const sessionRouteSchema = {
  tags,
  summary: 'When the presented session ends (asking does not count as activity)',
  response: {
    200: {
      type: 'object',
      properties: {
        idle_timeout_minutes: { type: 'number' },
        last_used_at: { type: 'string', format: 'date-time' },
        idle_expires_at: { type: 'string', format: 'date-time' },
        expires_at: { type: 'string', format: 'date-time' },
      },
    },
    ...errorResponses(401),
  },
};

export const logoutRouteSchema = {
  tags,
  summary: 'Revoke the presented token',
  response: { 204: { type: 'null', description: 'Signed out' }, ...errorResponses(401) },
};

export const currentUserRouteSchema = {
  tags,
  summary: 'The signed-in user',
  response: { 200: { type: 'object', properties: { user: userJsonSchema } }, ...errorResponses(401) },
};
