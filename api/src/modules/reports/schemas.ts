// OpenAPI documentation of the aggregate reports (tag "reports"); parameters are validated with yup (params.ts).
import { pageParamDoc } from '../../lists/index.js';
import { errorResponses } from '../../openapi.js';

const text = { type: 'string' } as const;

export const reportRouteSchema = (summary: string) => ({
  tags: ['reports'],
  summary,
  description:
    'Dates are DD-MM-YYYY (from and to, both or neither). Rows are paged by 25 (charts get every row); ' +
    'export=csv streams every row as CSV.',
  querystring: {
    type: 'object',
    properties: {
      page: pageParamDoc,
      sort_column: text,
      sort_direction: { type: 'string', enum: ['asc', 'desc', 'ascend', 'descend'] },
      keyword: text,
      from: text,
      to: text,
      country: text,
      country_code: text,
      'country_codes[]': { type: 'array', items: text },
      state: text,
      'state_codes[]': { type: 'array', items: text },
      type: text,
      device: { type: 'string', enum: ['ios', 'android'] },
      is_new_version: text,
      is_not_included: text,
      export: { type: 'string', enum: ['csv'] },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        data: { type: 'array', items: { type: 'object', additionalProperties: true } },
        columns: { type: 'array', items: { type: 'object', additionalProperties: true } },
        meta: { type: 'object', additionalProperties: true },
      },
    },
    ...errorResponses(422),
  },
});
