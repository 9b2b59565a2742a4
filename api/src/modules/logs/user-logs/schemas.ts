// OpenAPI documentation of the user page's Activity tab.
import { errorResponses, idParamsSchema } from '../../../openapi.js';

const pageQuery = { type: 'object', properties: { page: { type: 'string', description: 'Page from 1.' } } } as const;

export const userLogsRouteSchema = {
  tags: ['users', 'logs'],
  summary: "A user's activity: their own actions and admin writes that touched them, newest first, 25 a page",
  params: idParamsSchema,
  querystring: pageQuery,
  response: {
    200: {
      type: 'object',
      properties: {
        data: { type: 'array', items: { type: 'object', additionalProperties: true } },
        meta: { type: 'object', additionalProperties: true },
      },
    },
    ...errorResponses(401, 403, 404, 422),
  },
};
