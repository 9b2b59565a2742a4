// The aggregate reports' one engine: a report is an SQL statement of its rows, its columns (title and
// key, in order) and the keys it may be sorted by. The runner pages it (25), sorts it by a whitelisted
// key, and streams every row as a formula-safe CSV on `export=csv`.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { validationFailed } from '../errors.js';
import { csvCell, pageMeta, sendCsv, type Cell } from './index.js';
import type { ReportQuery } from '../domain/reportParams.js';

export const REPORT_PER_PAGE = 25;

export interface ReportColumn {
  key: string;
  title: string;
}

export interface AggregateReport {
  /** CSV file name stem. */
  name: string;
  rows: SQL;
  columns: ReportColumn[];
  sorts: string[];
  defaultSort: { key: string; direction: 'asc' | 'desc' };
  /** Reports drawn as a chart return every row on one page. */
  unpaged?: boolean;
  /**
   * Columns looked up per row of the page only (e.g. a pad's or pilot's name), as select items over the
   * rows aliased `r`: counting and sorting thousands of rows does not join what only 25 of them show.
   * Sorting by one of them computes it for every row, so only rarely chosen sort keys belong here.
   */
  late?: SQL;
  /** The row column a sort key orders by, where it is not the key's own column (a name by its lower case). */
  sortColumns?: Record<string, string>;
  /**
   * Sort keys an index of the rows' table serves in order (`ORDER BY column dir NULLS LAST, id`). For them
   * the count and the page are planned apart, so the page walks the index and stops after its rows; any
   * other sort materializes every row once for both and sorts them.
   */
  indexedSorts?: string[];
  /** The statement for an indexed sort, where `rows` hides the index from the planner (e.g. behind OFFSET 0). */
  indexedRows?: SQL;
}

const columnsOf = (report: AggregateReport) => (report.late ? sql`r.*, ${report.late}` : sql`r.*`);

export async function runReport(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  report: AggregateReport,
  q: ReportQuery,
) {
  const key = q.sort_column || report.defaultSort.key;
  if (!report.sorts.includes(key))
    throw validationFailed({ sort_column: [`Sort by one of: ${report.sorts.join(', ')}.`] });
  const dir = q.sort_direction
    ? q.sort_direction.startsWith('asc')
      ? 'asc'
      : 'desc'
    : q.sort_column
      ? 'desc'
      : report.defaultSort.direction;
  // The sort key is a whitelisted column of the report's own rows; ties keep the statement's order.
  const order = sql`${sql.identifier(report.sortColumns?.[key] ?? key)} ${sql.raw(dir)} NULLS LAST, 1`;
  const indexed = report.indexedSorts?.includes(key) ?? false;
  const rowsSql = indexed ? (report.indexedRows ?? report.rows) : report.rows;
  if (q.export === 'csv') {
    const { rows } = await db.execute(sql`SELECT ${columnsOf(report)} FROM (${rowsSql}) r ORDER BY ${order}`);
    async function* batches(): AsyncIterable<Cell[][]> {
      yield rows.map((row) => report.columns.map((c) => csvCell((row as Record<string, unknown>)[c.key])));
    }
    return sendCsv(
      request,
      reply,
      report.name,
      report.columns.map((c) => c.title),
      batches(),
    );
  }
  const limit = report.unpaged ? sql`` : sql`LIMIT ${REPORT_PER_PAGE} OFFSET ${(q.page - 1) * REPORT_PER_PAGE}`;
  const { rows } = await db.execute<{
    total: number;
    rows: Record<string, unknown>[] | null;
  }>(sql`WITH r AS ${indexed ? sql`NOT MATERIALIZED` : sql`MATERIALIZED`} (${rowsSql})
    SELECT (SELECT count(*)::int FROM r) AS total,
      (SELECT json_agg(p) FROM (SELECT ${columnsOf(report)} FROM r ORDER BY ${order} ${limit}) p) AS rows`);
  const data = rows[0]!.rows ?? [];
  const total = rows[0]!.total;
  return {
    data,
    columns: report.columns,
    meta: pageMeta(
      report.unpaged ? 1 : q.page,
      report.unpaged ? Math.max(total, 1) : REPORT_PER_PAGE,
      data.length,
      total,
    ),
  };
}
