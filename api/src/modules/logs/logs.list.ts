// The two generic report tables (spec part 3 §2: "a generic filterable report table with Saved Filters"):
// System Logs over every log entry, and Pad Engagement All over the pads with their engagement counts.
import { paths } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import { activityLogCounts, activityLogs, padEngagement, pads, users } from '../../db/schema.js';
import type { ListDefinition } from '../../lists/index.js';

const actor = sql.identifier('actor');

/** GET /api/admin/logs: every log entry, 25 a page, by user id by default (spec part 3 §9). */
export const logList: ListDefinition = {
  entity: 'logs',
  exportName: 'logs',
  perPage: 25,
  from: sql`${activityLogs} LEFT JOIN ${users} AS ${actor} ON ${actor}.id = ${activityLogs.user_id}
    LEFT JOIN ${pads} ON ${pads.id} = ${activityLogs.pad_id}`,
  id: sql`${activityLogs.id}`,
  // The total unfiltered or by action comes from activity_log_counts (aliased as the list's table).
  countFrom: {
    from: sql`${activityLogCounts} AS ${sql.identifier('activity_logs')}`,
    sum: sql`${sql.identifier('activity_logs')}.n`,
    columns: ['action'],
  },
  deferredJoin: true,
  columns: [
    { column: 'id', display_name: 'ID', select: sql`${activityLogs.id}`, sort: sql`${activityLogs.id}` },
    {
      column: 'user_id',
      display_name: 'User ID',
      select: sql`${activityLogs.user_id}`,
      sort: sql`${activityLogs.user_id}`,
      nullable: true,
      link: paths.userView(),
      link_column: 'user_id',
    },
    { column: 'username', relation: 'user', display_name: 'User', select: sql`${actor}.username` },
    {
      column: 'action',
      display_name: 'Action',
      select: sql`${activityLogs.action}`,
      sort: sql`${activityLogs.action}`,
    },
    { column: 'entity_type', display_name: 'Entity', select: sql`${activityLogs.entity_type}` },
    { column: 'entity_id', display_name: 'Entity ID', select: sql`${activityLogs.entity_id}` },
    {
      column: 'name',
      relation: 'pad',
      display_name: 'Pad',
      select: sql`${pads.name}`,
      link: paths.padView(),
      link_column: 'pad_id',
    },
    { column: 'device', display_name: 'Device', select: sql`${activityLogs.device}` },
    {
      column: 'created_at',
      display_name: 'Date',
      select: sql`${activityLogs.created_at}`,
      sort: sql`${activityLogs.created_at}`,
    },
  ],
  extra: { pad_id: sql`${activityLogs.pad_id}` },
  filters: {
    user_id: { display_name: 'User ID', expr: sql`${activityLogs.user_id}`, value: 'integer' },
    pad_id: { display_name: 'Pad ID', expr: sql`${activityLogs.pad_id}`, value: 'integer' },
    action: { display_name: 'Action', expr: sql`${activityLogs.action}`, value: 'text' },
    entity_type: { display_name: 'Entity', expr: sql`${activityLogs.entity_type}`, value: 'text' },
    created_at: { display_name: 'Date', expr: sql`${activityLogs.created_at}`, value: 'date' },
  },
  defaultSort: { column: 'user_id', direction: 'ascend' },
};

// Counts come from pad_engagement (one row per pad, kept by triggers), sorted through its indexes.
const count = (column: 'views' | 'ppr_count' | 'favourites' | 'reviews') => sql`${padEngagement[column]}`;

/** GET /api/admin/pads/pad-stats: every live pad with its views, PPR requests, favourites and reviews. */
export const padStatsList: ListDefinition = {
  entity: 'pad-stats',
  exportName: 'pad-stats',
  perPage: 25,
  // pad_engagement first: counting live pads and sorting by a count read only it (the pads join is removed
  // unless a name, country or category is shown, filtered or sorted on).
  from: sql`${padEngagement} LEFT JOIN ${pads} ON ${pads.id} = ${padEngagement.pad_id}`,
  id: sql`${padEngagement.pad_id}`,
  where: sql`${padEngagement.is_live}`,
  columns: [
    { column: 'id', display_name: 'ID', select: sql`${padEngagement.pad_id}`, sort: sql`${padEngagement.pad_id}` },
    {
      column: 'name',
      display_name: 'Name',
      select: sql`${pads.name}`,
      // The stored key (the name in lower case, kept by triggers): the page walks pad_engagement_name_idx
      // instead of joining and sorting every pad.
      sort: sql`${padEngagement.name_key}`,
      link: paths.padView(),
      link_column: 'id',
    },
    { column: 'views', display_name: 'Views', select: count('views'), sort: count('views') },
    { column: 'ppr_count', display_name: 'PPR count', select: count('ppr_count'), sort: count('ppr_count') },
    {
      column: 'favourites',
      display_name: 'Favourites',
      select: count('favourites'),
      sort: count('favourites'),
    },
    { column: 'reviews', display_name: 'Reviews', select: count('reviews'), sort: count('reviews') },
  ],
  filters: {
    id: { display_name: 'ID', expr: sql`${padEngagement.pad_id}`, value: 'integer' },
    name: { display_name: 'Name', expr: sql`${pads.name}`, value: 'text' },
    country_code: { display_name: 'Country code', expr: sql`${pads.country_code}`, value: 'text' },
    category_id: { display_name: 'Category', expr: sql`${pads.category_id}`, value: 'integer' },
  },
  keyword: [sql`${pads.name}`],
  keywordMatchesId: true,
};
