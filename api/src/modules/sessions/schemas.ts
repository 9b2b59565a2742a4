import { errorResponses, idParamsSchema } from '../../openapi.js';

const tags = ['sessions'];

export const sessionJsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    device: { type: 'string', description: 'Browser and system, read from the User-Agent at sign-in' },
    user_agent: { type: ['string', 'null'] },
    ip: { type: ['string', 'null'], description: 'The address the session signed in from' },
    created_at: { type: 'string', format: 'date-time', description: 'Signed in at' },
    last_used_at: { type: 'string', format: 'date-time', description: 'Last request (recorded to the minute)' },
    expires_at: { type: 'string', format: 'date-time', description: 'The session ends by then at the latest' },
    current: { type: 'boolean', description: 'The session making this request' },
  },
} as const;

export const listSessionsRouteSchema = {
  tags,
  summary: "The signed-in admin's live sessions, most recently used first",
  response: {
    200: { type: 'object', properties: { data: { type: 'array', items: sessionJsonSchema } } },
    ...errorResponses(401, 403),
  },
};

export const endSessionRouteSchema = {
  tags,
  summary: "End one of the signed-in admin's sessions (the current one signs out)",
  params: idParamsSchema,
  response: { 204: { type: 'null', description: 'Ended' }, ...errorResponses(401, 403, 404, 422) },
};

export const endOtherSessionsRouteSchema = {
  tags,
  summary: 'End every session of the signed-in admin but the current one',
  response: {
    200: { type: 'object', properties: { data: { type: 'object', properties: { ended: { type: 'integer' } } } } },
    ...errorResponses(401, 403),
  },
};
