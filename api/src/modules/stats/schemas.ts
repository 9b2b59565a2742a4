// OpenAPI documentation of the status bar's counts.
import { errorResponses } from '../../openapi.js';

const STAT_KEYS = [
  'moderated_pads',
  'unmoderated_pads',
  'claimed_pads',
  'free_owners',
  'premium_owners',
  'free_pilots',
  'premium_pilots',
  'freemium_pilots',
  'active_free_pilots',
  'active_premium_pilots',
  'active_freemium_pilots',
  'deleted_accounts',
] as const;

export const statsRouteSchema = {
  tags: ['stats'],
  summary: 'Headline counts for the status bar',
  response: {
    200: {
      type: 'object',
      properties: {
        data: { type: 'object', properties: Object.fromEntries(STAT_KEYS.map((k) => [k, { type: 'integer' }])) },
      },
    },
    ...errorResponses(401, 403),
  },
};
