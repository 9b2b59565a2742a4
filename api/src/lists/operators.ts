// Turns one `filters[column:operator]=value` into a SQL predicate. Values are bound parameters; the
// compared expression comes from the list declaration. Throws ValueError for a value the operator can't use.
import { sql, type SQL } from 'drizzle-orm';
import {
  isPredicateFilter,
  type FilterInput,
  type FilterSpec,
  type Operator,
  type PredicateFilter,
  type ValueFilter,
  type ValueKind,
} from './types.js';
import {
  nextDay,
  parseList,
  parseRange,
  parseScalar,
  requireTrue,
  startOfDay,
  ValueError,
  type Scalar,
} from './values.js';

const DEFAULT_OPERATORS: Record<ValueKind, Operator[]> = {
  integer: ['equals', 'not_equals', 'in', 'not_in', 'greater_than', 'less_than', 'is_blank', 'is_not_blank'],
  number: ['equals', 'not_equals', 'greater_than', 'less_than', 'between', 'is_blank', 'is_not_blank'],
  text: ['equals', 'not_equals', 'contains', 'in', 'not_in', 'is_blank', 'is_not_blank'],
  boolean: ['equals', 'not_equals'],
  date: ['equals', 'greater_than', 'less_than', 'between', 'is_blank', 'is_not_blank'],
};

export function operatorsOf(filter: FilterSpec): Operator[] {
  if (isPredicateFilter(filter)) return filter.operators ?? ['equals', 'not_equals', 'in', 'not_in'];
  return filter.operators ?? DEFAULT_OPERATORS[filter.value];
}

export function inputOf(filter: FilterSpec): FilterInput {
  if (filter.input) return filter.input;
  if (isPredicateFilter(filter)) return 'select';
  if (filter.value === 'date') return 'date';
  if (filter.value === 'boolean' || filter.options) return 'select';
  return 'text';
}

export const BOOLEAN_OPTIONS = [
  { value: 1, label: 'Yes' },
  { value: 0, label: 'No' },
];

export function compileFilter(filter: FilterSpec, op: Operator, raw: string): SQL {
  return isPredicateFilter(filter) ? compilePredicate(filter, op, raw) : compileValue(filter, op, raw);
}

function compilePredicate(filter: PredicateFilter, op: Operator, raw: string): SQL {
  const pick = (value: string): SQL => {
    const c = filter.cases[value.trim()];
    if (!c) throw new ValueError(`Must be one of: ${Object.keys(filter.cases).join(', ')}.`);
    return c.where;
  };
  const any = (values: string[]) => sql`(${sql.join(values.map(pick), sql` OR `)})`;
  switch (op) {
    case 'equals':
      return pick(raw);
    case 'not_equals':
      return sql`NOT ${pick(raw)}`;
    case 'in':
      return any(parseList('text', raw) as string[]);
    case 'not_in':
      return sql`NOT ${any(parseList('text', raw) as string[])}`;
    default:
      throw new ValueError(`The operator ${op} is not available for this column.`);
  }
}

/** `%` and `_` in a keyword are literal characters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function compileValue(filter: ValueFilter, op: Operator, raw: string): SQL {
  const e = filter.expr;
  const kind = filter.value;
  // Date filters work on whole UTC days: `equals 2024-05-01` keeps every moment of that day, and
  // the comparisons stay on the raw column so its index can be used.
  if (kind === 'date' && (op === 'equals' || op === 'greater_than' || op === 'less_than' || op === 'between')) {
    if (op === 'between') {
      const [from, to] = parseRange('date', raw) as [string, string];
      return sql`(${e} >= ${startOfDay(from)}::timestamptz AND ${e} < ${nextDay(to)}::timestamptz)`;
    }
    const day = parseScalar('date', raw.trim()) as string;
    if (op === 'equals') return sql`(${e} >= ${startOfDay(day)}::timestamptz AND ${e} < ${nextDay(day)}::timestamptz)`;
    if (op === 'greater_than') return sql`${e} >= ${nextDay(day)}::timestamptz`;
    return sql`${e} < ${startOfDay(day)}::timestamptz`;
  }
  if (kind === 'boolean' && (op === 'equals' || op === 'not_equals')) {
    const wanted = (parseScalar('boolean', raw) as boolean) === (op === 'equals');
    // A bare predicate (not `= true`) lets EXISTS become a semi-join and a boolean column use its index.
    return wanted ? sql`(${e})` : sql`NOT (${e})`;
  }
  // An integer is bound as int4 (the parser's range), not as the column's type: on a smallint column
  // (roles, ratings, revision types) 32768 then matches nothing instead of failing to convert.
  const cast = (v: Scalar): SQL =>
    kind === 'text' ? sql`${v}::text` : kind === 'integer' ? sql`${v}::int` : sql`${v}`;
  switch (op) {
    case 'equals':
      return sql`${e} = ${cast(parseScalar(kind, raw))}`;
    case 'not_equals':
      // "Not X" includes rows with no value at all, which is what an admin filtering "not X" expects.
      return sql`${e} IS DISTINCT FROM ${cast(parseScalar(kind, raw))}`;
    case 'contains':
      if (kind !== 'text') break;
      return sql`${e} ILIKE ${likePattern(parseScalar('text', raw) as string)}`;
    case 'in':
      return sql`${e} IN (${sql.join(parseList(kind, raw).map(cast), sql`, `)})`;
    case 'not_in':
      return sql`(${e} IS NULL OR ${e} NOT IN (${sql.join(parseList(kind, raw).map(cast), sql`, `)}))`;
    case 'greater_than':
      return sql`${e} > ${cast(parseScalar(kind, raw))}`;
    case 'less_than':
      return sql`${e} < ${cast(parseScalar(kind, raw))}`;
    case 'between': {
      const [from, to] = parseRange(kind, raw);
      return sql`${e} BETWEEN ${cast(from)} AND ${cast(to)}`;
    }
    case 'is_blank':
      requireTrue(raw);
      return kind === 'text' ? sql`(${e} IS NULL OR ${e} = '')` : sql`${e} IS NULL`;
    case 'is_not_blank':
      requireTrue(raw);
      return kind === 'text' ? sql`(${e} IS NOT NULL AND ${e} <> '')` : sql`${e} IS NOT NULL`;
  }
  throw new ValueError(`The operator ${op} is not available for this column.`);
}
