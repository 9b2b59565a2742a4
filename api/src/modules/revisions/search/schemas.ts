// Route schema of the search box's call under /revisions (query and answer from @pads/contracts/api).
import { RevisionSearchAnswer, SearchQueryParams } from '@pads/contracts/api';
import { errorResponses } from '../../../openapi.js';

export const revisionsSearchRouteSchema = {
  tags: ['search'],
  summary: 'The revision a query names by its id (4412 or #4412), with its pad',
  querystring: SearchQueryParams,
  response: { 200: RevisionSearchAnswer, ...errorResponses(401, 403, 422) },
};
