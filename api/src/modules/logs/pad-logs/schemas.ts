// Route schema of the pad detail page's change log (answer and parameters from @pads/contracts/api).
import { PadIdParams, PadLogPage, PadLogsQuery } from '@pads/contracts/api';
import { errorResponses } from '../../../openapi.js';

export const padLogsRouteSchema = {
  tags: ['pad detail'],
  summary: 'The change log of a pad, newest first, 25 a page (meta.per_page, meta.total)',
  params: PadIdParams,
  querystring: PadLogsQuery,
  response: { 200: PadLogPage, ...errorResponses(401, 403, 404, 422) },
};
