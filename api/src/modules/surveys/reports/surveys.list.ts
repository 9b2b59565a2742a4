// GET /api/admin/surveys/pad-surveys-report as a query list (lists/queryList.ts).
import { sql } from 'drizzle-orm';
import type { DateRange } from '../../../domain/reportParams.js';
import { inRange } from '../../../domain/reportSql.js';
import type { QueryList } from '../../../lists/index.js';

/** 13. 360 Surveys: surveys by status, per month of their last change, over the range. */
export function surveyReport(p: { range: DateRange | null; newVersion: boolean | null }): QueryList {
  return {
    entity: 'survey-report',
    exportName: 'survey-report',
    rows: sql`SELECT to_char(date_trunc('month', updated_at), 'YYYY-MM') AS month,
        (count(*) FILTER (WHERE status = 1))::int AS not_started, (count(*) FILTER (WHERE status = 2))::int AS in_progress,
        (count(*) FILTER (WHERE status = 3))::int AS completed, count(*)::int AS total
      FROM surveys WHERE ${inRange(sql`updated_at`, p.range)}
        AND ${p.newVersion === null ? sql`TRUE` : sql`is_new_version = ${p.newVersion}`}
      GROUP BY 1`,
    columns: [
      { key: 'month', title: 'Month' },
      { key: 'not_started', title: 'Not started' },
      { key: 'in_progress', title: 'In progress' },
      { key: 'completed', title: 'Completed' },
      { key: 'total', title: 'Total' },
    ],
    sorts: ['month', 'not_started', 'in_progress', 'completed', 'total'],
    defaultSort: { key: 'month', direction: 'asc' },
    charted: true,
  };
}
