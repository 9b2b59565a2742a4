// /api/admin/stats: the status bar's headline counts (definitions in api/src/domain/definitions.ts).
import { Type, type Static } from 'typebox';
import { Data, errorResponses } from './common.ts';

export const STAT_KEYS = [
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
export type StatKey = (typeof STAT_KEYS)[number];

export const SiteStats = Type.Object(
  Object.fromEntries(STAT_KEYS.map((key) => [key, Type.Integer()])) as Record<StatKey, ReturnType<typeof Type.Integer>>,
);
export type SiteStats = Static<typeof SiteStats>;

export const SiteStatsReply = Data(SiteStats);

export const statsSchemas = {
  get: {
    tags: ['stats'],
    summary: 'Headline counts for the status bar',
    response: { 200: SiteStatsReply, ...errorResponses(401, 403) },
  },
};
