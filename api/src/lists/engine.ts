// Runs a declared list: one SQL statement returns the page, the total and (when declared) the summary.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { LRUCache } from 'lru-cache';
import type { QueryConfig } from 'pg';
import { runPrepared, statementOf, type StatementOptions } from '../db/statements.js';
import { cappedKeywordTotal, KEYWORD_TOTAL_CAP } from './keywordTotal.js';
import { BOOLEAN_OPTIONS, compileFilter, inputOf, operatorsOf } from './operators.js';
import {
  columnKey,
  DEFAULT_PER_PAGE,
  orderOf,
  parseListRequest,
  whereOf,
  type ListRequest,
  type RawQuery,
} from './request.js';
import type { FilterableColumn, ListColumn, ListPage, SummaryItem } from '@pads/contracts/api';
import { isPredicateFilter, type FilterSpec, type ListDefinition, type Operator, type Option } from './types.js';

/**
 * A page of a list (`ListPage` of @pads/contracts/api). Its rows have the shape of the list's `row` schema: they
 * are built from the declaration's columns and extras, which the row schema declares (api/test/lists/rowShapes).
 */
export type ListResponse<Row = Record<string, unknown>> = ListPage<Row>;

export const perPageOf = (def: ListDefinition) => def.perPage ?? DEFAULT_PER_PAGE;

/** The `meta` of a page of `rows` rows out of `total` (also for paged tables outside the list engine). */
export function pageMeta(page: number, perPage: number, rows: number, total: number): ListResponse['meta'] {
  const offset = (page - 1) * perPage;
  return {
    from: rows ? offset + 1 : null,
    to: rows ? offset + rows : null,
    total,
    per_page: perPage,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/**
 * `SELECT` list of a row: every visible column and extra, aliased by its row key; a relation's columns are one
 * JSON object under the relation's name (`{ category: { name } }`), built by PostgreSQL, so the rows the client
 * gets are the rows the statement returns and the engine does not copy every row of every page to nest them.
 */
export function selectOf(def: ListDefinition): SQL {
  // A relation's slot in the row is where its first column is, as the row's keys were ordered before; an extra
  // keyed `relation.column` joins its relation's object.
  const slots = new Map<string, SQL[] | SQL>();
  const add = (key: string, expr: SQL) => {
    const dot = key.indexOf('.');
    const slot = dot < 0 ? key : key.slice(0, dot);
    const fields = slots.get(slot);
    if (fields !== undefined && (dot < 0 || !Array.isArray(fields))) {
      throw new Error(`${def.entity}: row key ${slot} is declared twice, or as both a column and a relation`);
    }
    if (dot < 0) slots.set(slot, sql`${expr} AS ${sql.identifier(slot)}`);
    else {
      const list = fields ?? [];
      slots.set(slot, list);
      list.push(sql`${sql.raw(`'${key.slice(dot + 1).replaceAll("'", "''")}'`)}, ${expr}`);
    }
  };
  for (const c of def.columns) add(columnKey(c), c.select);
  for (const [key, expr] of Object.entries(def.extra ?? {})) add(key, expr);
  return sql.join(
    [...slots].map(([key, slot]) =>
      Array.isArray(slot) ? sql`json_build_object(${sql.join(slot, sql`, `)}) AS ${sql.identifier(key)}` : slot,
    ),
    sql`, `,
  );
}

/** A request as the engine runs it: parsed, and its statement built. */
export interface BuiltRequest {
  req: ListRequest;
  statement: QueryConfig;
}

/** Built requests kept per list: at most this many each (the first pages, tabs and filters admins come back to). */
const BUILT_PER_LIST = 200;
const builtRequests = new WeakMap<ListDefinition, LRUCache<string, BuiltRequest>>();

/**
 * The request parsed and its statement built, or kept from the same query string before. Parsing a request,
 * building its SQL and naming the statement cost 0.2–0.4 ms, more than a fifth of a 1 ms statement, and the same
 * requests come again and again. What is kept is derived from the list's declaration and the query alone (values
 * that change, such as now(), are PostgreSQL's to compute), so it is the same on every instance; a request that
 * fails to parse throws before anything is kept.
 */
export function buildRequest(def: ListDefinition, query: RawQuery): BuiltRequest {
  let cache = builtRequests.get(def);
  if (!cache) builtRequests.set(def, (cache = new LRUCache({ max: BUILT_PER_LIST })));
  const key = JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  let built = cache.get(key);
  if (!built) {
    const req = parseListRequest(def, query);
    built = { req, statement: statementOf(pageQuery(def, req), pageStatementOptions(req)) };
    cache.set(key, built);
  }
  return built;
}

export async function listRows<Row = Record<string, unknown>>(
  db: Db,
  def: ListDefinition,
  query: RawQuery,
): Promise<ListResponse<Row>> {
  const { req, statement } = buildRequest(def, query);
  const result = await queryPage(db, def, statement);
  const filterable = describeFilters(def, result.options);
  const data = result.rows as Row[];
  const response: ListResponse<Row> = {
    data,
    columns: describeColumns(def),
    filterable,
    entity: def.entity,
    meta: {
      ...pageMeta(req.page, perPageOf(def), data.length, result.total),
      ...(result.capped ? { total_capped: true } : {}),
    },
  };
  if (def.summary) {
    const options = filterable.find((f) => f.column === def.summary!.filter)?.options ?? [];
    const counts = new Map(result.summary.map((s) => [String(s.key), s.n]));
    response.summary = options.map((o): SummaryItem => ({
      key: o.value,
      label: o.label,
      total: counts.get(String(o.value)) ?? 0,
      filter: { column: def.summary!.filter, operator: 'equals', value: o.value },
    }));
  }
  return response;
}

interface PageResult {
  total: number;
  capped: boolean;
  rows: Record<string, unknown>[];
  summary: { key: unknown; n: number }[];
  options: Record<string, Option[]> | null;
}

/** Filters whose options come from a table: their queries ride along in the list's statement. */
function optionQueries(def: ListDefinition): SQL {
  const parts: SQL[] = [];
  for (const [column, f] of Object.entries(def.filters)) {
    if (!isPredicateFilter(f) && f.options && !Array.isArray(f.options)) {
      parts.push(sql`${column}::text, (SELECT coalesce(json_agg(o), '[]'::json) FROM (${f.options}) o)`);
    }
  }
  return parts.length ? sql`json_build_object(${sql.join(parts, sql`, `)})` : sql`NULL::json`;
}

/**
 * Whether the request's total (and summary) can be read from the list's counts table: no keyword, and every
 * condition on a counted column, except at most one case declared by its complement.
 */
function countable(def: ListDefinition, req: ListRequest): boolean {
  const counts = def.countFrom;
  if (!counts || def.where || req.keyword) return false;
  const counted = req.conditions.filter((c) => !c.complement);
  return req.conditions.length - counted.length <= 1 && counted.every((c) => counts.columns.includes(c.column));
}

/**
 * count(*) of the matching rows, or the sum from the list's counts table when the request allows it; a case
 * declared by its complement totals the counted total less the rows of the complement's (disjoint) predicates
 * under the same other conditions.
 */
function totalOf(def: ListDefinition, req: ListRequest, where: SQL): SQL {
  const counts = def.countFrom;
  if (req.keyword) return cappedKeywordTotal(def, where);
  if (def.total && !req.conditions.length) return sql`(${def.total})`;
  const [only] = req.conditions;
  if (only?.total && req.conditions.length === 1 && !def.where) return sql`(${only.total})`;
  if (!counts || !countable(def, req)) return sql`(SELECT count(*) FROM ${def.from} WHERE ${where})`;
  const counted = req.conditions.filter((c) => !c.complement);
  const complemented = req.conditions.filter((c) => c.complement);
  const rest = whereOf(def, { ...req, conditions: counted });
  const subtracted = (complemented[0]?.complement ?? []).map(
    (p) => sql` - (SELECT count(*) FROM ${def.from} WHERE ${rest} AND (${p}))`,
  );
  return sql`((SELECT coalesce(sum(${counts.sum}), 0)::bigint FROM ${counts.from} WHERE ${rest})${sql.join(subtracted, sql``)})`;
}

/**
 * The page as JSON rows, its total and the summary groups, in one statement (one round trip). A keyword's total is
 * capped (keywordTotal.ts), except in lists with a summary, which count their keyword's matches by group.
 */
export function pageQuery(def: ListDefinition, req: ListRequest): SQL {
  const perPage = perPageOf(def);
  const where = whereOf(def, req);
  const order = orderOf(def, req.sort);
  // Literals, not parameters: a generic plan cannot see a parameter's LIMIT and assumes a tenth of the rows are
  // wanted, which made the pad list's generic plan cost more than its custom ones, so PostgreSQL planned the named
  // statement again on every call (2.2 ms of planning for 0.55 ms of execution on the demo data; issue 38). Both are
  // integers the engine computed; pageStatementOptions keeps deep pages from piling up as named statements.
  const limit = sql.raw(`LIMIT ${perPage} OFFSET ${(req.page - 1) * perPage}`);
  const page = def.deferredJoin
    ? sql`(SELECT coalesce(json_agg(r), '[]'::json) FROM (SELECT ${selectOf(def)} FROM ${def.from}
    WHERE ${def.id} IN (SELECT ${def.id} FROM ${def.from} WHERE ${where} ORDER BY ${order} ${limit})
    ORDER BY ${order}) r)`
    : sql`(SELECT coalesce(json_agg(r), '[]'::json) FROM (SELECT ${selectOf(def)} FROM ${def.from} WHERE ${where}
    ORDER BY ${order} ${limit}) r)`;
  if (!def.summary) {
    return sql`SELECT ${totalOf(def, req, where)} AS total, ${page} AS rows, '[]'::json AS summary,
      ${optionQueries(def)} AS options`;
  }
  // The summary groups by its column under every other filter; the total is the groups that also
  // pass the summary column's own filters, so one scan yields both. Where the counts table can answer
  // (countable), the groups are sums of its rows instead of a count of the list's.
  const column = def.summary.filter;
  const spec = def.filters[column]!;
  if (isPredicateFilter(spec)) throw new Error(`summary column ${column} must be a value filter`);
  const own = req.conditions.filter((c) => c.column === column).map((c) => sql`(${c.where})`);
  const ownWhere = own.length ? sql.join(own, sql` AND `) : sql`TRUE`;
  const counts = def.countFrom;
  const fromCounts = counts && countable(def, req) && req.conditions.every((c) => !c.complement);
  const groups = fromCounts
    ? sql`SELECT ${spec.expr} AS key, sum(${counts.sum}) AS n, coalesce(sum(${counts.sum}) FILTER (WHERE ${ownWhere}), 0) AS matched
      FROM ${counts.from} WHERE ${whereOf(def, req, column)} GROUP BY 1`
    : sql`SELECT ${spec.expr} AS key, count(*) AS n, count(*) FILTER (WHERE ${ownWhere}) AS matched
      FROM ${def.from} WHERE ${whereOf(def, req, column)} GROUP BY 1`;
  return sql`WITH s AS (${groups})
    SELECT (SELECT coalesce(sum(matched), 0) FROM s) AS total, ${page} AS rows,
      (SELECT coalesce(json_agg(json_build_object('key', key, 'n', n)), '[]'::json) FROM s) AS summary,
      ${optionQueries(def)} AS options`;
}

/**
 * Pages whose statements are named (prepared once per pooled connection, their plans kept). The page is part of a
 * statement's text (its OFFSET), so each page is a statement of its own on every connection, kept as long as the
 * connection: deeper pages, which admins seldom open, run unnamed rather than accumulate.
 */
export const KEPT_PLAN_PAGES = 10;

/**
 * How a list request's statement runs: a keyword's is planned for its pattern (db/statements.ts says why), and so is
 * a page past KEPT_PLAN_PAGES.
 */
export const pageStatementOptions = (req: ListRequest): StatementOptions => ({
  plannedPerValue: Boolean(req.keyword) || req.page > KEPT_PLAN_PAGES,
});

async function queryPage(db: Db, def: ListDefinition, statement: QueryConfig): Promise<PageResult> {
  const [row] = await runPrepared<Record<string, unknown> & PageResult>(db, statement);
  if (!row) throw new Error(`${def.entity}: the list statement returned no row`);
  const total = Number(row.total);
  return {
    total: total < 0 ? KEYWORD_TOTAL_CAP : total,
    capped: total < 0,
    rows: row.rows,
    summary: row.summary,
    options: row.options,
  };
}

/**
 * What a list answers about itself is the same on every request unless a filter's options come from a table: it is
 * built once per list, not per request (a page's own rows are the only garbage a request should leave).
 */
const described = new WeakMap<ListDefinition, { columns: ListColumn[]; filters?: FilterableColumn[] }>();
const descriptionOf = (def: ListDefinition) => {
  let d = described.get(def);
  if (!d) described.set(def, (d = { columns: columnsOf(def) }));
  return d;
};

export const describeColumns = (def: ListDefinition): ListColumn[] => descriptionOf(def).columns;

function columnsOf(def: ListDefinition): ListColumn[] {
  return def.columns
    .filter((c) => !c.hidden)
    .map((c, i) => ({
      column: c.column,
      display_name: c.display_name,
      sort_order: i + 1,
      relation: c.relation ?? null,
      relation_type: c.relation_type ?? (c.relation ? 'belongsTo' : null),
      link: c.link ?? null,
      link_column: c.link_column ?? null,
      link_query: c.link_query ?? null,
      edit_path: c.edit_path ?? null,
      sortable: Boolean(c.sort),
    }));
}

function optionsOf(column: string, filter: FilterSpec, loaded: Record<string, Option[]> | null): Option[] | undefined {
  if (isPredicateFilter(filter)) return Object.entries(filter.cases).map(([value, c]) => ({ value, label: c.label }));
  if (Array.isArray(filter.options)) return filter.options;
  if (filter.options) return loaded?.[column] ?? [];
  return filter.value === 'boolean' ? BOOLEAN_OPTIONS : undefined;
}

/** The filterable columns for the client; `loaded` holds the options read by the list's statement. */
export function describeFilters(def: ListDefinition, loaded: Record<string, Option[]> | null): FilterableColumn[] {
  if (loaded) return filtersOf(def, loaded);
  const d = descriptionOf(def);
  return (d.filters ??= filtersOf(def, null));
}

function filtersOf(def: ListDefinition, loaded: Record<string, Option[]> | null): FilterableColumn[] {
  return Object.entries(def.filters).map(([column, f]) => {
    const options = optionsOf(column, f, loaded);
    return {
      column,
      display_name: f.display_name,
      operators: operatorsOf(f),
      type: inputOf(f),
      ...(options ? { options } : {}),
    };
  });
}

/** Checks a declaration's default filters once at start-up, so a typo fails fast rather than per request. */
export function assertDefinition(def: ListDefinition): void {
  for (const [key, value] of Object.entries(def.defaultFilters ?? {})) {
    const [column, op] = key.split(':') as [string, Operator];
    const f = def.filters[column];
    if (!f) throw new Error(`${def.entity}: default filter on undeclared column ${column}`);
    compileFilter(f, op, value);
  }
  if (def.summary && !def.filters[def.summary.filter]) throw new Error(`${def.entity}: summary on undeclared filter`);
  if (def.defaultSort && !def.columns.some((c) => columnKey(c) === def.defaultSort!.column && c.sort)) {
    throw new Error(`${def.entity}: default sort on a column that is not sortable`);
  }
}
