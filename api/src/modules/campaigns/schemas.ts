// OpenAPI documentation of the campaign calls; bodies are validated with the shared campaignSchema.
import { positiveIdParams } from '../../domain/routeParams.js';
import { queryListRouteSchema } from '../../lists/index.js';
import { errorResponses } from '../../openapi.js';

const tags = ['campaigns'];
const campaign = { type: 'object', additionalProperties: true } as const;
const nameBody = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } as const;

export const listRouteSchema = queryListRouteSchema({
  tags,
  summary: 'Campaigns with their current, converted (premium) and reverted (lapsed) users; 25 a page',
  description: 'sort_column: count, converted, reverted, name or id (default count, descending).',
});

export const createRouteSchema = {
  tags,
  summary: 'Create a campaign',
  body: nameBody,
  response: { 201: { type: 'object', properties: { data: campaign } }, ...errorResponses(422) },
};

export const renameRouteSchema = {
  tags,
  summary: 'Rename a campaign',
  params: positiveIdParams('id'),
  body: nameBody,
  response: { 200: { type: 'object', properties: { data: campaign } }, ...errorResponses(404, 422) },
};

export const deleteRouteSchema = {
  tags,
  summary: "Delete a campaign; its users' campaign_id is cleared, nothing else changes",
  params: positiveIdParams('id'),
  response: {
    200: {
      type: 'object',
      properties: { message: { type: 'string' }, data: { type: 'object', additionalProperties: true } },
    },
    ...errorResponses(404, 422),
  },
};
