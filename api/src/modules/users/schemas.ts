import { boolean, object } from 'yup';
import { userJsonSchema } from '../../domain/user.js';
import { validationFailed } from '../../errors.js';
import { errorResponses, idParamsSchema } from '../../openapi.js';

const tags = ['admin users'];
const userResponse = { type: 'object', properties: { data: userJsonSchema } } as const;
const str = { type: 'string' } as const;

// Server-only bodies (no form validates them): strict, so "yes" or 1 is not silently a boolean.
const flag = (name: string) =>
  boolean()
    .strict()
    .required(`The ${name} field must be true or false.`)
    .typeError(`The ${name} field must be true or false.`);
/** The optional `version` of an edit; anything but a positive integer is a 422. */
export function versionOf(body: unknown): number | undefined {
  const version = (body as { version?: unknown } | null)?.version;
  if (version === undefined || version === null) return undefined;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw validationFailed({ version: ['The version must be a positive integer.'] });
  return version;
}

export const userMapToggleSchema = object({ is_user_map_on: flag('is_user_map_on') });

export const createAdminRouteSchema = {
  tags,
  summary: 'Register a new admin (role is always 1)',
  body: {
    type: 'object',
    properties: {
      first_name: str,
      last_name: str,
      username: str,
      email: str,
      password: str,
      password_confirmation: str,
      role: { type: 'integer', enum: [1], description: 'Always 1 (Admin)' },
      is_tac_accepted: { type: 'boolean' },
    },
    required: ['first_name', 'last_name', 'username', 'email', 'password', 'password_confirmation'],
  },
  response: { 201: userResponse, ...errorResponses(401, 403, 422) },
};

export const updateUserRouteSchema = {
  tags,
  summary:
    "Update a profile ({ first_name, last_name, username, email }), a password ({ password, password_confirmation }) or, with tab 'info', the user page's Info fields (answered with the user page's shape)",
  params: idParamsSchema,
  body: {
    type: 'object',
    properties: {
      first_name: str,
      last_name: str,
      username: str,
      email: str,
      password: str,
      password_confirmation: str,
      tab: { type: 'string', enum: ['info'] },
      phone: str,
      role: { type: 'integer' },
      country_code: str,
      state_code: str,
      renewal_date: { type: 'string', description: 'YYYY-MM-DD HH:mm (UTC)' },
      premium_state: { type: 'string', enum: ['free', 'premium', 'freemium'] },
      campaign_id: { type: ['integer', 'null'] },
      version: { type: 'integer', description: 'The version the profile was loaded with: a stale one gets a 409.' },
    },
  },
  // The info edit answers with the user page's fields, so the response is not narrowed to the profile's.
  response: {
    200: { type: 'object', properties: { data: { ...userJsonSchema, additionalProperties: true } } },
    ...errorResponses(401, 403, 404, 409, 422),
  },
};

export const userMapToggleRouteSchema = {
  tags,
  summary: "Store the user list's map switch in the admin settings",
  body: { type: 'object', properties: { is_user_map_on: { type: 'boolean' } }, required: ['is_user_map_on'] },
  response: { 200: userResponse, ...errorResponses(401, 403, 422) },
};
