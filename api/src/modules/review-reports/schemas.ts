// OpenAPI documentation of the review report calls (tag "reviews").
import { positiveIdParams } from '../../domain/routeParams.js';
import { errorResponses } from '../../openapi.js';

const tags = ['reviews'];
const withMessage = {
  type: 'object',
  properties: { message: { type: 'string' }, data: { type: 'object', additionalProperties: true } },
} as const;

export const reportRouteSchema = (summary: string, statuses: number[] = [404, 422]) => ({
  tags,
  summary,
  params: positiveIdParams('id'),
  response: { 200: withMessage, ...errorResponses(...statuses) },
});
