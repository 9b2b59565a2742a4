// Route schema of the search box's call under /users (query and answer from @pads/contracts/api).
import { UserSearchAnswer, SearchQueryParams } from '@pads/contracts/api';
import { errorResponses } from '../../../openapi.js';

export const usersSearchRouteSchema = {
  tags: ['search'],
  summary:
    'Users by id, e-mail or username, then name, username or e-mail prefix, then fragment (case and accents ignored); at most 10',
  querystring: SearchQueryParams,
  response: { 200: UserSearchAnswer, ...errorResponses(401, 403, 422) },
};
