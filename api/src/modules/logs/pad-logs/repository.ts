// A pad's change log, newest first, 25 a page (spec part 2 §9).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { LOG_ENTRY_JOINS, LOG_ENTRY_SELECT, presentLogEntry, type LogEntryRow } from '../../../domain/logEntries.js';

export const PAD_LOGS_PER_PAGE = 25;

export async function padLogs(db: Db, padId: number, page: number) {
  const rows = await db.execute<LogEntryRow & { total: string }>(sql`
    SELECT ${LOG_ENTRY_SELECT}, count(*) OVER () AS total
    FROM activity_logs l ${LOG_ENTRY_JOINS}
    WHERE l.pad_id = ${padId}
    ORDER BY l.created_at DESC, l.id DESC
    LIMIT ${PAD_LOGS_PER_PAGE} OFFSET ${(page - 1) * PAD_LOGS_PER_PAGE}`);
  let total = Number(rows.rows[0]?.total ?? 0);
  if (!rows.rows.length && page > 1) {
    const count = await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM activity_logs WHERE pad_id = ${padId}`);
    total = Number(count.rows[0]?.n ?? 0);
  }
  return {
    data: rows.rows.map(presentLogEntry),
    meta: {
      current_page: page,
      per_page: PAD_LOGS_PER_PAGE,
      total,
      last_page: Math.max(1, Math.ceil(total / PAD_LOGS_PER_PAGE)),
    },
  };
}
