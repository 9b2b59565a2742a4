// The Activity tab: what the user did, and what admins did to them (activity_logs.subject_user_id),
// newest first, 25 a page.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { LOG_ENTRY_JOINS, LOG_ENTRY_SELECT, presentLogEntry, type LogEntryRow } from '../../../domain/logEntries.js';
import { pageMeta } from '../../../lists/index.js';

export const USER_LOGS_PER_PAGE = 25;

export async function userLogs(db: Db, userId: number, page: number) {
  const offset = (page - 1) * USER_LOGS_PER_PAGE;
  // Two index range scans (by user_id and by subject_user_id) merged, rather than one OR the planner
  // can only answer by reading every log of the user twice.
  const { rows } = await db.execute(sql`
    WITH mine AS (
      SELECT id, created_at FROM activity_logs WHERE user_id = ${userId}
      UNION
      SELECT id, created_at FROM activity_logs WHERE subject_user_id = ${userId}
    ),
    page AS (SELECT id FROM mine ORDER BY created_at DESC, id DESC LIMIT ${USER_LOGS_PER_PAGE} OFFSET ${offset})
    SELECT (SELECT count(*) FROM mine)::int AS total,
      (SELECT coalesce(json_agg(e ORDER BY e.created_at DESC, e.id DESC), '[]'::json) FROM (
        SELECT ${LOG_ENTRY_SELECT} FROM activity_logs l ${LOG_ENTRY_JOINS}
        WHERE l.id IN (SELECT id FROM page)) e) AS data`);
  const row = rows[0] as { total: number; data: LogEntryRow[] };
  return {
    data: row.data.map(presentLogEntry),
    meta: pageMeta(page, USER_LOGS_PER_PAGE, row.data.length, row.total),
  };
}
