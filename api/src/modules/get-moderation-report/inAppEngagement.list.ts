// GET /api/admin/get-moderation-report as a query list (lists/queryList.ts).
import { REVISION_TYPE_LABELS } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import type { DateRange } from '../../domain/reportParams.js';
import { inRange } from '../../domain/reportSql.js';
import type { QueryList } from '../../lists/index.js';
import { ROLE } from '../../plugins/auth.js';

/** 8. In-app Engagement: what the apps submitted in the range, by revision type. */
export function moderationEngagement(p: { range: DateRange | null; withoutInternal: boolean }): QueryList {
  const types = Object.entries(REVISION_TYPE_LABELS).map(([id, label]) => sql`(${Number(id)}::int, ${label}::text)`);
  return {
    entity: 'moderation-engagement',
    exportName: 'moderation-engagement',
    // The range's revisions are counted by type in one pass over revisions_created_idx, then put beside the
    // types (joining each type to the range read the range once per type).
    rows: sql`SELECT t.label AS type, t.id AS type_id, coalesce(c.n, 0)::int AS type_count
      FROM (VALUES ${sql.join(types, sql`, `)}) AS t(id, label)
      LEFT JOIN (SELECT r.type, count(*) AS n FROM revisions r WHERE ${inRange(sql`r.created_at`, p.range)}
        AND ${p.withoutInternal ? sql`NOT EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id AND (u.is_internal OR u.role = ${ROLE.Admin}))` : sql`TRUE`}
        GROUP BY r.type) c ON c.type = t.id`,
    columns: [
      { key: 'type', title: 'Type' },
      { key: 'type_count', title: 'Count' },
    ],
    sorts: ['type_id', 'type', 'type_count'],
    defaultSort: { key: 'type_id', direction: 'asc' },
    charted: true,
  };
}
