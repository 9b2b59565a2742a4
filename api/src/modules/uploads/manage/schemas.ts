// OpenAPI documentation of the generic upload calls (delete, reorder); the order body is validated with the
// shared uploadOrderSchema.
import { errorResponses, idParamsSchema } from '../../../openapi.js';

const tags = ['uploads'];

export const deleteRouteSchema = {
  tags,
  summary: 'Delete an upload (a pad photo or an announcement slide) and its files',
  params: idParamsSchema,
  response: { 204: { type: 'null' }, ...errorResponses(401, 403, 404, 422) },
};

export const orderRouteSchema = {
  tags,
  summary:
    'Reorder uploads of one owner: a list of { id, order } (or { uploads: [...] }); every id must be an upload of the same kind and owner',
  body: {
    type: 'array',
    items: {
      type: 'object',
      properties: { id: { type: 'integer' }, order: { type: 'integer' } },
      required: ['id', 'order'],
    },
  },
  response: { 204: { type: 'null' }, ...errorResponses(401, 403, 422) },
};
