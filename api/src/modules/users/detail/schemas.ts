// Route schemas of the user page (OpenAPI documentation; bodies are validated by the shared yup schemas).
import { number, object } from 'yup';
import { errorResponses, idParamsSchema } from '../../../openapi.js';

const tags = ['users'];
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;

export const userDetailJsonSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    id: int,
    first_name: str,
    last_name: str,
    username: str,
    email: str,
    phone: nullableStr,
    role: { type: 'integer', description: '0 Undefined, 1 Admin, 2 Pilot, 3 Owner' },
    location: {
      type: 'object',
      additionalProperties: true,
      properties: { country_code: nullableStr, state_code: nullableStr, name: nullableStr },
    },
    renewal_date: nullableStr,
    premium_state: { type: 'string', enum: ['free', 'premium', 'freemium'] },
    is_premium: { type: 'boolean' },
    is_fremium: { type: 'boolean' },
    campaign_id: { type: ['integer', 'null'] },
    is_active: { type: 'boolean' },
    deleted_at: nullableStr,
    archive_reason: nullableStr,
    pads_count: int,
    version: int,
  },
} as const;

const detailResponse = { type: 'object', properties: { data: userDetailJsonSchema } } as const;
const pageQuery = { type: 'object', properties: { page: { type: 'string', description: 'Page from 1.' } } } as const;
const metaSchema = { type: 'object', additionalProperties: true } as const;

export const getUserRouteSchema = {
  tags,
  summary: 'A user with everything the Info tab shows (location, premium state, campaign, pads count, version)',
  params: idParamsSchema,
  response: { 200: detailResponse, ...errorResponses(401, 403, 404, 422) },
};

export const toggleDeletionRouteSchema = {
  tags,
  summary:
    'Archive (body { note }, at least 3 characters) or unarchive a user; archiving revokes their tokens and blocks sign-in',
  params: idParamsSchema,
  body: { type: 'object', properties: { note: str } },
  response: { 200: detailResponse, ...errorResponses(401, 403, 404, 422) },
};

export const toggleRoleRouteSchema = {
  tags,
  summary: "Change a user's role (body { role: 0-3, version? }); a stale version is a 409",
  params: idParamsSchema,
  body: { type: 'object', properties: { role: int, version: int }, required: ['role'] },
  response: { 200: detailResponse, ...errorResponses(401, 403, 404, 409, 422) },
};

export const campaignOptionsRouteSchema = {
  tags,
  summary: "Campaigns a user can be assigned to (the Info tab's campaign select)",
  response: {
    200: {
      type: 'object',
      properties: {
        data: { type: 'array', items: { type: 'object', properties: { id: int, name: str } } },
      },
    },
    ...errorResponses(401, 403),
  },
};

export const userPadsRouteSchema = {
  tags,
  summary: "A user's pads: type 0 All, 1 Private, 2 Submitted, 3 Owned, 5 Favourite; 20 a page, with counts per type",
  params: idParamsSchema,
  querystring: {
    type: 'object',
    properties: { ...pageQuery.properties, type: { type: 'string', description: '0, 1, 2, 3 or 5 (default 0).' } },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        data: { type: 'array', items: { type: 'object', additionalProperties: true } },
        counts: { type: 'object', additionalProperties: { type: 'integer' } },
        meta: metaSchema,
      },
    },
    ...errorResponses(401, 403, 404, 422),
  },
};

// Server-only bodies (no form sends them as typed by the user).
export const roleChangeSchema = object({
  role: number()
    .strict()
    .required('The role field is required.')
    .oneOf([0, 1, 2, 3], 'The role must be 0, 1, 2 or 3.')
    .typeError('The role must be 0, 1, 2 or 3.'),
  version: number().strict().integer().optional().typeError('The version must be a number.'),
});
