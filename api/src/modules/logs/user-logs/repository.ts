// The Activity tab: what the user did, and what admins did to them (activity_logs.subject_user_id),
// newest first, 25 a page.
import type { UserLogEntry } from '@pads/contracts/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
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
        SELECT l.id, l.action AS action_type, l.created_at,
          CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('id', a.id, 'first_name', a.first_name,
            'last_name', a.last_name, 'username', a.username, 'role', a.role) END AS "user",
          coalesce(l.entity_type, CASE WHEN l.pad_id IS NOT NULL THEN 'pad' END) AS entity_type,
          coalesce(l.entity_id, l.pad_id) AS entity_id,
          CASE
            WHEN p.id IS NOT NULL AND (l.entity_type IS NULL OR l.entity_type = 'pad')
              THEN json_build_object('id', p.id, 'name', p.name)
            WHEN l.entity_type = 'user' AND su.id IS NOT NULL
              THEN json_build_object('id', su.id, 'name', su.username)
          END AS entity_object,
          l.subject_user_id,
          CASE WHEN l.changes IS NULL AND l.details IS NULL THEN NULL
            ELSE json_build_object('changes', l.changes, 'details', l.details) END AS additional,
          coalesce(l.device, l.details ->> 'device') AS device
        FROM activity_logs l
        LEFT JOIN users a ON a.id = l.user_id
        LEFT JOIN pads p ON p.id = l.pad_id
        LEFT JOIN users su ON su.id = l.entity_id AND l.entity_type = 'user'
        WHERE l.id IN (SELECT id FROM page)) e) AS data`);
  const row = rows[0] as { total: number; data: UserLogEntry[] };
  return {
    data: row.data,
    meta: pageMeta(page, USER_LOGS_PER_PAGE, row.data.length, row.total),
  };
}
