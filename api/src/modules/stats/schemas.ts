// Route schema of the status bar's counts.
import { SiteStatsReply } from '@pads/contracts/api';
import { errorResponses } from '../../openapi.js';

export const statsRouteSchema = {
  tags: ['stats'],
  summary: 'Headline counts for the status bar',
  response: { 200: SiteStatsReply, ...errorResponses(401, 403) },
};
