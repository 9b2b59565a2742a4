// /api/admin/logs: the System Logs report (a declared list). A pad's change log is ./logs/pad-logs.ts, a
// user's Activity tab ./logs/user-logs.ts.
import { Type, type Static } from 'typebox';
import { DateTime, Nullable } from './common.ts';
import { LIST_ENTITY } from '../lists.ts';
import { ListPage, listExportSchemas, listPageSchemas, type ListContract } from './lists.ts';

/** What an admin write changed: each field's value before and after (api/src/domain/auditLog.ts: FieldChanges). */
export const FieldChanges = Type.Record(
  Type.String(),
  Type.Object({ before: Type.Optional(Type.Unknown()), after: Type.Optional(Type.Unknown()) }),
);
export type FieldChanges = Static<typeof FieldChanges>;

/** What else a log entry records (an open map: each action names its own details). */
export const LogDetails = Nullable(Type.Record(Type.String(), Type.Unknown()));

/** A row of GET /admin/logs, the System Logs report (api/src/modules/logs/logs.list.ts). */
export const LogListRow = Type.Object({
  id: Type.Integer(),
  user_id: Nullable(Type.Integer()),
  user: Type.Object({ username: Nullable(Type.String()) }),
  action: Type.String(),
  entity_type: Nullable(Type.String()),
  entity_id: Nullable(Type.Integer()),
  pad: Type.Object({ name: Nullable(Type.String()) }),
  device: Nullable(Type.String()),
  created_at: DateTime,
  pad_id: Nullable(Type.Integer()),
});
export type LogListRow = Static<typeof LogListRow>;
export const LogListPage = ListPage(LogListRow);

/** System Logs: a declared list (api/src/modules/logs/logs.list.ts). */
export const logListContract = {
  entity: LIST_ENTITY.logs,
  row: LogListRow,
  tag: 'lists',
  filters: ['user_id', 'pad_id', 'action', 'entity_type', 'created_at'],
  sorts: ['id', 'user_id', 'action', 'created_at'],
} as const satisfies ListContract;

export const logsSchemas = {
  list: listPageSchemas(logListContract, 'List logs'),
  listCsv: listExportSchemas(
    logListContract,
    'Export logs as CSV (same filters, keyword and sort as the list; every page)',
  ),
};
