// Reads a list request (page, sort, keyword, filters, scope) against a declaration. Everything the
// declaration doesn't allow becomes a 422 whose errors are keyed by the query parameter at fault.
import { SQL, sql } from 'drizzle-orm';
import { validationFailed, type FieldErrors } from '../errors.js';
import { compileFilter, likePattern, operatorsOf } from './operators.js';
import { MAX_PAGE, wholeNumberParam } from './paging.js';
import { isPredicateFilter, OPERATORS, type KeywordTarget, type ListDefinition, type Operator } from './types.js';
import { ValueError } from './values.js';

export { DEFAULT_PER_PAGE } from './paging.js';
export const MIN_KEYWORD = 3;
const MAX_KEYWORD = 200;
const MAX_FILTERS = 50;

export interface SortChoice {
  key: string;
  expr: SQL;
  nullable: boolean;
  direction: 'ascend' | 'descend';
}

export interface Condition {
  /** The filter column; the summary drops its own column's conditions. */
  column: string;
  where: SQL;
  /** Set for `equals` on a case declared with a complement (see PredicateFilter). */
  complement?: SQL[];
  /** Set for `equals` on a case declared with its kept total (see PredicateFilter). */
  total?: SQL;
}

export interface ListRequest {
  page: number;
  sort: SortChoice;
  conditions: Condition[];
  /** The filters as understood, `column:operator` → value (echoed to saved filters and exports). */
  filters: Record<string, string>;
  keyword: string | undefined;
}

export type RawQuery = Record<string, unknown>;

// `filters[col:op]=v`, or the array form `filters[col:op][]=v` (repeatable) the moderation client sends.
const FILTER_KEY = /^filters\[([^\]:]+)(?::([^\]]+))?\](\[\])?$/;

/** `includes` is the moderation client's name for `in` (`filters[status:includes][]=1`). */
const OPERATOR_ALIASES: Record<string, Operator> = { includes: 'in' };

export function parseListRequest(def: ListDefinition, query: RawQuery): ListRequest {
  const errors: FieldErrors = {};
  const fail = (param: string, message: string) => (errors[param] ??= []).push(message);
  const text = (param: string): string | undefined => {
    const v = query[param];
    if (v === undefined || v === null) return undefined;
    const s = String(v);
    // PostgreSQL text cannot hold NUL; catch it here rather than as a driver error (a 500).
    if (s.includes('\u0000')) {
      fail(param, 'Contains a NUL character.');
      return undefined;
    }
    return s;
  };

  const page = wholeNumberParam(text('page'), 'page', 1, MAX_PAGE, errors);

  const sort = parseSort(def, text('sort_column'), text('sort_direction'), fail);

  const keyword = checkedKeyword(def, 'keyword', text('keyword'), fail);

  const conditions: Condition[] = [];
  const filters: Record<string, string> = {};
  const filteredColumns = new Set<string>();
  const entries = Object.keys(query).filter((k) => k === 'filters' || k.startsWith('filters['));
  if (entries.length > MAX_FILTERS) fail('filters', `At most ${MAX_FILTERS} filters.`);
  for (const param of entries.slice(0, MAX_FILTERS)) {
    const arrayForm = param.endsWith('[]') && param !== 'filters[]';
    const value = arrayForm ? bracketedList(query[param]) : text(param);
    if (value?.includes('\\u0000')) {
      fail(param, 'Contains a NUL character.');
      continue;
    }
    if (value === undefined) continue;
    // The client's "no filter" placeholder (`filters=` / `filters[]=`) carries nothing.
    if ((param === 'filters' || param === 'filters[]') && value === '') continue;
    const m = FILTER_KEY.exec(param);
    if (!m) {
      fail(param, 'Filters are written filters[column:operator]=value.');
      continue;
    }
    const column = m[1]!;
    const named = m[2] ?? (arrayForm ? 'in' : 'equals');
    const op = (OPERATOR_ALIASES[named] ?? named) as Operator;
    const filter = Object.hasOwn(def.filters, column) ? def.filters[column] : undefined;
    if (!filter) {
      fail(param, `The column ${column} cannot be filtered.`);
      continue;
    }
    if (!OPERATORS.includes(op) || !operatorsOf(filter).includes(op)) {
      fail(param, `The operator ${op} is not available for ${column}.`);
      continue;
    }
    try {
      const chosen = isPredicateFilter(filter) && op === 'equals' ? filter.cases[value.trim()] : undefined;
      const complement = chosen?.complement;
      const total = chosen?.total;
      conditions.push({
        column,
        where: compileFilter(filter, op, value),
        ...(complement && { complement }),
        ...(total && { total }),
      });
      filters[`${column}:${op}`] = value;
      filteredColumns.add(column);
    } catch (e) {
      if (!(e instanceof ValueError)) throw e;
      fail(param, e.message);
    }
  }
  for (const [key, value] of Object.entries(def.defaultFilters ?? {})) {
    const [column, op] = key.split(':') as [string, Operator];
    if (filteredColumns.has(column)) continue;
    conditions.push({ column, where: compileFilter(def.filters[column]!, op, value) });
    filters[key] = value;
  }

  if (def.scope) {
    const { param, options } = def.scope;
    const value = text(param) || def.scope.default;
    if (!Object.hasOwn(options, value)) fail(param, `Must be one of: ${Object.keys(options).join(', ')}.`);
    else if (options[value]) conditions.push({ column: `~${param}=${value}`, where: options[value]! });
  }

  if (Object.keys(errors).length) throw validationFailed(errors);
  return { page, sort, conditions, filters, keyword };
}

/** A keyword as the list's search reads it (trimmed; '' is none), its faults reported on `param`. */
function checkedKeyword(
  def: ListDefinition,
  param: string,
  raw: string | undefined,
  fail: (param: string, message: string) => void,
): string | undefined {
  const keyword = raw?.trim();
  if (keyword === undefined || keyword === '') return undefined;
  if (!def.keyword?.length) fail(param, 'This list has no keyword search.');
  else if ([...keyword].length < MIN_KEYWORD) fail(param, 'At least 3 characters');
  else if (keyword.length > MAX_KEYWORD) fail(param, `At most ${MAX_KEYWORD} characters.`);
  else return keyword;
  return undefined;
}

/**
 * A second keyword searched over the list's keyword targets under its own query parameter (the user map's
 * `map_search`), AND-ed with the list's own keyword by `keywordWhere`; the same rules, 422s keyed by `param`.
 */
export function parseSearchParam(def: ListDefinition, query: RawQuery, param: string): string | undefined {
  const errors: FieldErrors = {};
  const fail = (name: string, message: string) => (errors[name] ??= []).push(message);
  // A repeated key never gets here: the query-string reader refuses it (plugins/queryString.ts).
  const raw = query[param];
  const text = raw === undefined || raw === null ? undefined : String(raw);
  let keyword: string | undefined;
  if (text?.includes('\u0000')) fail(param, 'Contains a NUL character.');
  else keyword = checkedKeyword(def, param, text, fail);
  if (Object.keys(errors).length) throw validationFailed(errors);
  return keyword;
}

/** The values of an array-form filter as the bracketed list the `in` operators read. */
function bracketedList(raw: unknown): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  const values = (Array.isArray(raw) ? raw : [raw]).map(String).filter((v) => v !== '');
  return values.length ? JSON.stringify(values) : undefined;
}

function parseSort(
  def: ListDefinition,
  column: string | undefined,
  direction: string | undefined,
  fail: (param: string, message: string) => void,
): SortChoice {
  let dir: SortChoice['direction'] = column ? 'ascend' : 'descend';
  if (direction) {
    if (direction === 'ascend' || direction === 'descend') dir = direction;
    else fail('sort_direction', 'Must be ascend or descend.');
  }
  if (column) {
    const spec = def.columns.find((c) => columnKey(c) === column && c.sort);
    if (spec) return { key: column, expr: spec.sort!, nullable: spec.nullable ?? false, direction: dir };
    fail('sort_column', `The column ${column} cannot be sorted.`);
  }
  const fallback = def.defaultSort && def.columns.find((c) => columnKey(c) === def.defaultSort!.column && c.sort);
  if (fallback) {
    return {
      key: def.defaultSort!.column,
      expr: fallback.sort!,
      nullable: fallback.nullable ?? false,
      direction: direction ? dir : def.defaultSort!.direction,
    };
  }
  return { key: 'id', expr: def.id, nullable: false, direction: dir };
}

export const columnKey = (c: { column: string; relation?: string }) =>
  c.relation ? `${c.relation}.${c.column}` : c.column;

/** WHERE for the request; `except` leaves out one column's conditions (for the summary). */
export function whereOf(def: ListDefinition, req: ListRequest, except?: string): SQL {
  const parts: SQL[] = [];
  if (def.where) parts.push(def.where);
  for (const c of req.conditions) if (c.column !== except) parts.push(c.where);
  if (req.keyword && def.keyword?.length) parts.push(keywordWhere(def, req.keyword));
  return parts.length
    ? sql.join(
        parts.map((p) => sql`(${p})`),
        sql` AND `,
      )
    : sql`TRUE`;
}

/** Rows whose keyword targets contain `keyword` (or, where the list allows it, whose id it is). */
export function keywordWhere(def: ListDefinition, keyword: string): SQL {
  const pattern = likePattern(keyword);
  const matches = (def.keyword ?? []).map((target) => keywordMatch(target, pattern));
  if (def.keywordMatchesId && /^\d{1,9}$/.test(keyword)) matches.push(sql`${def.id} = ${Number(keyword)}`);
  return matches.length ? sql`(${sql.join(matches, sql` OR `)})` : sql`TRUE`;
}

function keywordMatch(target: KeywordTarget, pattern: string): SQL {
  if (target instanceof SQL) return sql`${target} ILIKE ${pattern}`;
  if ('lowercase' in target) return sql`${target.lowercase} LIKE lower(${pattern})`;
  // `= ANY(ARRAY(subquery))`, not `IN (subquery)`: the array is computed once (an InitPlan), so the key's
  // index can be probed and OR-ed with the other targets' trigram indexes (a BitmapOr); `IN` under an OR
  // becomes a hashed subplan tested on every row of the list.
  return sql`${target.key} = ANY(ARRAY(SELECT ${target.id} FROM ${target.table} WHERE ${target.text} ILIKE ${pattern}))`;
}

/** ORDER BY for the request: the chosen column, then the id in the same direction (stable pages). */
export function orderOf(def: ListDefinition, sort: SortChoice): SQL {
  const dir = sort.direction === 'ascend' ? sql`ASC` : sql`DESC`;
  if (sort.key === 'id') return sql`${def.id} ${dir}`;
  return sql`${sort.expr} ${dir}, ${def.id} ${dir}`;
}
