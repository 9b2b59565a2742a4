// A pad's change log, newest first, 25 a page (spec part 2 §9).
import type { FieldChanges } from '@pads/contracts/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';

export const PAD_LOGS_PER_PAGE = 25;

const ROLE_LABELS: Record<number, string> = { 0: 'Undefined', 1: 'Admin', 2: 'Pilot', 3: 'Owner' };

type LogRow = {
  id: number;
  action: string;
  entity_type: string | null;
  entity_id: number | null;
  changes: FieldChanges | null;
  details: Record<string, unknown> | null;
  device: string | null;
  created_at: string;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  role: number | null;
  total: string;
};

export async function padLogs(db: Db, padId: number, page: number) {
  const rows = await db.execute<LogRow>(sql`
    SELECT l.id, l.action, l.entity_type, l.entity_id, l.changes, l.details, l.device,
      to_json(l.created_at) #>> '{}' AS created_at, u.id AS user_id, u.first_name, u.last_name, u.email, u.role,
      count(*) OVER () AS total
    FROM activity_logs l LEFT JOIN users u ON u.id = l.user_id
    WHERE l.pad_id = ${padId}
    ORDER BY l.created_at DESC, l.id DESC
    LIMIT ${PAD_LOGS_PER_PAGE} OFFSET ${(page - 1) * PAD_LOGS_PER_PAGE}`);
  let total = Number(rows.rows[0]?.total ?? 0);
  if (!rows.rows.length && page > 1) {
    const count = await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM activity_logs WHERE pad_id = ${padId}`);
    total = Number(count.rows[0]?.n ?? 0);
  }
  return {
    data: rows.rows.map((r) => ({
      id: r.id,
      action_type: r.action,
      entity_type: r.entity_type,
      entity_object: { id: r.entity_id, changes: r.changes },
      additional: r.details,
      device_info: r.device,
      created_at: r.created_at,
      // The join found the user: its e-mail and role are there.
      user: r.user_id
        ? {
            id: r.user_id,
            name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.email!,
            email: r.email!,
            role: r.role!,
            role_label: ROLE_LABELS[r.role ?? 0] ?? 'Undefined',
          }
        : null,
    })),
    meta: {
      current_page: page,
      per_page: PAD_LOGS_PER_PAGE,
      total,
      last_page: Math.max(1, Math.ceil(total / PAD_LOGS_PER_PAGE)),
    },
  };
}
