// Route schema of the user page's Activity tab (answer and parameters from @pads/contracts/api).
import { IdParams, PageQuery, UserLogPage } from '@pads/contracts/api';
import { errorResponses } from '../../../openapi.js';

export const userLogsRouteSchema = {
  tags: ['users', 'logs'],
  summary: "A user's activity: their own actions and admin writes that touched them, newest first, 25 a page",
  params: IdParams,
  querystring: PageQuery,
  response: { 200: UserLogPage, ...errorResponses(401, 403, 404, 422) },
};
