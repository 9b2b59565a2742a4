// Route schema of the pad form's region lookup under /pads (answer and query from @pads/contracts/api).
import { RegionFound, RegionSearchQuery } from '@pads/contracts/api';
import { errorResponses } from '../../../openapi.js';

export const searchRegionRouteSchema = {
  tags: ['lookups'],
  summary: 'The region for a country (optionally by region name), or null',
  querystring: RegionSearchQuery,
  response: { 200: RegionFound, ...errorResponses(401, 403, 422) },
};
