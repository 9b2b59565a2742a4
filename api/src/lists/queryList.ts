// The list engine's one extension: query lists. A declared list (types.ts) is a table with filters; a query
// list is an SQL statement built per request from the list's own parameters (a report's date range, the
// duplicates' distance), with its columns (key and title, in order) and the keys it may be sorted by.
// It answers the list engine's shape (`data`, `columns`, `filterable`, `entity`, `meta`), 25 rows a page
// sorted by a whitelisted key, and streams every row as a formula-safe CSV on `export=csv`.
// The aggregate reports, the duplicate pairs and the campaigns are query lists.
import { sql, type SQL } from 'drizzle-orm';
import type { ListColumn, QueryListPage, queryListSchemas } from '@pads/contracts/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { mixed, object, string } from 'yup';
import type { Db } from '../db/client.js';
import { validationFailed } from '../errors.js';
import { route, type BoundEndpoint } from '../endpoints.js';
import type { AppInstance } from '../openapi.js';
import { pageMeta } from './engine.js';
import { csvCell, sendCsv, type Cell } from './export.js';
import { pageNumber } from './paging.js';

export const QUERY_LIST_PER_PAGE = 25;

export interface QueryListColumn {
  key: string;
  title: string;
}

export type SortDirection = 'asc' | 'desc';

export interface QueryList {
  /** The list's name: `entity` in the answer (a LIST_ENTITY name where the client keeps one). */
  entity: string;
  /** CSV file name stem; a list without one has no export. */
  exportName?: string;
  rows: SQL;
  columns: QueryListColumn[];
  sorts: string[];
  defaultSort: { key: string; direction: SortDirection };
  /** The direction of a sort named without `sort_direction` (default desc). */
  namedSortDirection?: SortDirection;
  /** Rows per page (default 25). */
  perPage?: number;
  /**
   * Lists drawn as a chart: the table pages like any report (25, spec part 3 §9) and the answer also carries
   * `series`, every row in the same order, which the chart draws whole.
   */
  charted?: boolean;
  /**
   * Columns looked up per row of the page only (e.g. a pad's or pilot's name), as select items over the
   * rows aliased `r`: counting and sorting thousands of rows does not join what only 25 of them show.
   * Sorting by one of them computes it for every row, so only rarely chosen sort keys belong here.
   */
  late?: SQL;
  /**
   * The page's answer joined after paging: the page's rows (aliased `r`) are cut from the sorted rows
   * first, then joined (`join`) and selected (`select`), so a deep page joins only its own rows.
   */
  pageJoin?: { select: SQL; join: SQL };
  /** The row column a sort key orders by, where it is not the key's own column (a name by its lower case). */
  sortColumns?: Record<string, string>;
  /** The whole ORDER BY of a sort, where `<column> <direction> NULLS LAST` and the rows' own order do not fit. */
  orderBy?: (key: string, direction: SortDirection) => SQL;
  /**
   * Sort keys an index of the rows' table serves in order (`ORDER BY column dir NULLS LAST, id`). For them
   * the count and the page are planned apart, so the page walks the index and stops after its rows; any
   * other sort materializes every row once for both and sorts them.
   */
  indexedSorts?: string[];
  /** The statement for an indexed sort, where `rows` hides the index from the planner (e.g. behind OFFSET 0). */
  indexedRows?: SQL;
  /**
   * The total as a statement of its own (one count), where counting apart is cheaper than keeping every row for
   * both the count and the page (or where the page's statement reads only the rows that can be on the page).
   * The page is then planned on its own too.
   */
  total?: SQL;
}

/** Paging, sorting and export, as every query list reads them; a list's own parameters extend it. */
export const queryListParams = object({
  page: pageNumber(),
  sort_column: string().default(''),
  sort_direction: string()
    .oneOf(['', 'asc', 'desc', 'ascend', 'descend'], 'Sort direction is asc or desc.')
    .default(''),
  export: mixed<'' | 'csv'>().oneOf(['', 'csv', undefined], 'export is csv.').default(''),
});

export interface QueryListRequest {
  page: number;
  sort_column: string;
  sort_direction: string;
  export: '' | 'csv' | undefined;
}

/** The answer's columns: the list engine's column description, with the declaration's key and title kept. */
function describeColumns(list: QueryList): (ListColumn & QueryListColumn)[] {
  return list.columns.map((c, i) => ({
    column: c.key,
    display_name: c.title,
    sort_order: i + 1,
    relation: null,
    relation_type: null,
    link: null,
    link_column: null,
    link_query: null,
    edit_path: null,
    sortable: list.sorts.includes(c.key),
    key: c.key,
    title: c.title,
  }));
}

const selectOf = (list: QueryList) => (list.late ? sql`r.*, ${list.late}` : sql`r.*`);

/** The sort a request asks for, checked against the list's keys. */
export function sortOf(list: QueryList, q: QueryListRequest): { key: string; direction: SortDirection } {
  const key = q.sort_column || list.defaultSort.key;
  if (!list.sorts.includes(key)) throw validationFailed({ sort_column: [`Sort by one of: ${list.sorts.join(', ')}.`] });
  const direction: SortDirection = q.sort_direction
    ? q.sort_direction.startsWith('asc')
      ? 'asc'
      : 'desc'
    : q.sort_column
      ? (list.namedSortDirection ?? 'desc')
      : list.defaultSort.direction;
  return { key, direction };
}

export async function runQueryList(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  list: QueryList,
  q: QueryListRequest,
): Promise<QueryListPage<Record<string, unknown>> | undefined> {
  const { key, direction } = sortOf(list, q);
  // The sort key is a whitelisted column of the list's own rows; ties keep the statement's order.
  const order =
    list.orderBy?.(key, direction) ??
    sql`${sql.identifier(list.sortColumns?.[key] ?? key)} ${sql.raw(direction)} NULLS LAST, 1`;
  const indexed = list.indexedSorts?.includes(key) ?? false;
  const rowsSql = indexed ? (list.indexedRows ?? list.rows) : list.rows;
  const apart = indexed || list.total !== undefined;
  if (q.export === 'csv') {
    if (!list.exportName) throw validationFailed({ export: ['This list has no export.'] });
    const { rows } = await db.execute(sql`SELECT ${selectOf(list)} FROM (${rowsSql}) r ORDER BY ${order}`);
    async function* batches(): AsyncIterable<Cell[][]> {
      yield rows.map((row) => list.columns.map((c) => csvCell((row as Record<string, unknown>)[c.key])));
    }
    await sendCsv(
      request,
      reply,
      list.exportName,
      list.columns.map((c) => c.title),
      batches(),
    );
    return undefined;
  }
  const perPage = list.perPage ?? QUERY_LIST_PER_PAGE;
  const limit = sql`LIMIT ${perPage} OFFSET ${(q.page - 1) * perPage}`;
  const page = list.pageJoin
    ? sql`SELECT ${list.pageJoin.select} FROM (SELECT * FROM r ORDER BY ${order} ${limit}) r ${list.pageJoin.join}
      ORDER BY ${order}`
    : sql`SELECT ${selectOf(list)} FROM r ORDER BY ${order} ${limit}`;
  const { rows } = await db.execute<{
    total: number;
    rows: Record<string, unknown>[] | null;
    series: Record<string, unknown>[] | null;
  }>(sql`WITH r AS ${apart ? sql`NOT MATERIALIZED` : sql`MATERIALIZED`} (${rowsSql})
    SELECT ${list.total ? sql`(${list.total})::int` : sql`(SELECT count(*)::int FROM r)`} AS total, (SELECT json_agg(p) FROM (${page}) p) AS rows,
      ${list.charted ? sql`(SELECT json_agg(s) FROM (SELECT ${selectOf(list)} FROM r ORDER BY ${order}) s)` : sql`NULL`} AS series`);
  // The statement's columns are the row schema's (the list declares both).
  const data = rows[0]!.rows ?? [];
  const total = rows[0]!.total;
  return {
    data,
    ...(list.charted ? { series: rows[0]!.series ?? [] } : {}),
    columns: describeColumns(list),
    filterable: [],
    entity: list.entity,
    meta: pageMeta(q.page, perPage, data.length, total),
  };
}

/**
 * A query list on its endpoint (GET): `params` reads and checks the query (a 422 naming the field), `list` builds
 * the statement for it. The route's ids pass through untouched; yup judges the query, not ajv.
 */
export function mountQueryList<P extends QueryListRequest>(
  app: AppInstance,
  endpoint: BoundEndpoint<ReturnType<typeof queryListSchemas>>,
  options: {
    params: (raw: Record<string, unknown>) => Promise<P>;
    list: (params: P) => QueryList | Promise<QueryList>;
  },
): void {
  const row = endpoint.schema.response[200].properties.data.items;
  route(app, endpoint, { validatorCompiler: () => (data: unknown) => ({ value: data }) }, async (request, reply) => {
    const q = await options.params(request.query as Record<string, unknown>);
    const list = await options.list(q);
    // A column the row shape does not declare would be left out of every answer: refuse the declaration.
    const undeclared = list.columns.filter((c) => !(c.key in row.properties)).map((c) => c.key);
    if (undeclared.length) throw new Error(`${list.entity}: columns ${undeclared.join(', ')} are not in its row shape`);
    return runQueryList(app.db, request, reply, list, q);
  });
}
