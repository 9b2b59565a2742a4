// System Logs (spec part 3 §2: "a generic filterable report table with Saved Filters") over every log entry.
import { LogListRow } from '@pads/contracts/api';
import { LIST_ENTITY, paths } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import { activityLogCounts, activityLogs, pads, users } from '../../db/schema.js';
import type { ListDefinition } from '../../lists/index.js';
import { padNameColumn } from '../../lists/padColumn.js';

const actor = sql.identifier('actor');

/** GET /api/admin/logs: every log entry, 25 a page, by user id by default (spec part 3 §9). */
export const logList: ListDefinition = {
  entity: LIST_ENTITY.logs,
  row: LogListRow,
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
    padNameColumn({ sortable: false }),
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
