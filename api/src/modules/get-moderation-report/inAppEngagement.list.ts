// GET /api/admin/get-moderation-report as a query list (lists/queryList.ts).
import { REVISION_TYPE_LABELS } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import type { DateRange } from '../../domain/reportParams.js';
import { isoDay } from '../../domain/reportSql.js';
import type { QueryList } from '../../lists/index.js';

/** 8. In-app Engagement: what the apps submitted in the range, by revision type. */
export function moderationEngagement(p: { range: DateRange | null; withoutInternal: boolean }): QueryList {
  const types = Object.entries(REVISION_TYPE_LABELS).map(([id, label]) => sql`(${Number(id)}::int, ${label}::text)`);
  return {
    entity: 'moderation-engagement',
    exportName: 'moderation-engagement',
    // The kept counts per day and type (revision_day_counts), internal submitters apart: a few thousand rows
    // for any range, whatever the number of revisions.
    rows: sql`SELECT t.label AS type, t.id AS type_id, coalesce(c.n, 0)::int AS type_count
      FROM (VALUES ${sql.join(types, sql`, `)}) AS t(id, label)
      LEFT JOIN (SELECT k.type, sum(k.n) AS n FROM revision_day_counts k
        WHERE ${p.range ? sql`k.day >= ${isoDay(p.range.from)}::date AND k.day < ${isoDay(p.range.until)}::date` : sql`TRUE`}
          AND ${p.withoutInternal ? sql`NOT k.internal` : sql`TRUE`}
        GROUP BY k.type) c ON c.type = t.id`,
    columns: [
      { key: 'type', title: 'Type' },
      { key: 'type_count', title: 'Count' },
    ],
    sorts: ['type_id', 'type', 'type_count'],
    defaultSort: { key: 'type_id', direction: 'asc' },
    charted: true,
  };
}
