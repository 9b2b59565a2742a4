// The campaign calls' query validation (yup, server-only) and OpenAPI documentation; bodies use the
// shared campaignSchema.
import { mixed, object } from 'yup';
import { pageNumber, pageParamDoc } from '../../lists/index.js';
import { positiveIdParams } from '../../domain/routeParams.js';
import { errorResponses } from '../../openapi.js';
import { CAMPAIGN_SORTS, type CampaignSort } from './repository.js';

const tags = ['campaigns'];
const campaign = { type: 'object', additionalProperties: true } as const;
const nameBody = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } as const;

export const campaignQuerySchema = object({
  page: pageNumber(),
  sort_column: mixed<CampaignSort>()
    .oneOf([...CAMPAIGN_SORTS, undefined], `Sort by one of: ${CAMPAIGN_SORTS.join(', ')}.`)
    .default('count'),
  sort_direction: mixed<string>()
    .oneOf(['asc', 'desc', 'ascend', 'descend', undefined], 'Sort direction is asc or desc.')
    .default('desc'),
  export: mixed<'csv'>().oneOf(['csv', undefined], 'export is csv.'),
});

export const listRouteSchema = {
  tags,
  summary: 'Campaigns with their current, converted (premium) and reverted (lapsed) users; 25 a page',
  querystring: {
    type: 'object',
    properties: {
      page: pageParamDoc,
      sort_column: { type: 'string', enum: [...CAMPAIGN_SORTS] },
      sort_direction: { type: 'string', enum: ['asc', 'desc', 'ascend', 'descend'] },
      export: { type: 'string', enum: ['csv'], description: 'csv: every campaign as a CSV file, in the same order.' },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'array', items: campaign }, meta: { type: 'object', additionalProperties: true } },
    },
    ...errorResponses(422),
  },
};

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
