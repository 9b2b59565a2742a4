// OpenAPI documentation of the pad form's lookups under /pads.
import { errorResponses } from '../../../openapi.js';

const tags = ['lookups'];

const regionItem = {
  type: 'object',
  properties: { id: { type: 'integer' }, region: { type: 'string' }, country_code: { type: 'string' } },
} as const;

export const searchRegionRouteSchema = {
  tags,
  summary: 'The region for a country (optionally by region name), or null',
  querystring: {
    type: 'object',
    properties: {
      country_code: { type: 'string', minLength: 2, maxLength: 2 },
      region: { type: 'string', maxLength: 200 },
    },
    required: ['country_code'],
  },
  response: {
    200: { type: 'object', properties: { data: { anyOf: [regionItem, { type: 'null' }] } } },
    ...errorResponses(401, 403, 422),
  },
};
