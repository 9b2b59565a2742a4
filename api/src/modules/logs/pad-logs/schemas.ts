// OpenAPI documentation of the pad detail page's change log.
import { errorResponses } from '../../../openapi.js';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const padLogsRouteSchema = {
  tags: ['pad detail'],
  summary: 'The change log of a pad, newest first, 25 a page (meta.per_page, meta.total)',
  params: { type: 'object', properties: { id }, required: ['id'] },
  querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1, maximum: 1000000 } } },
  response: errorResponses(401, 403, 404, 422),
};
