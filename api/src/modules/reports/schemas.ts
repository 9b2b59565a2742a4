// Saved filter bodies: read and checked by hand because they come in two shapes (a map or filter rows) and
// must name the list's own filter columns. The route schemas are in @pads/contracts/api (reports.ts).
import { listOf, OPERATORS, type Operator } from '../../lists/index.js';
import { operatorsOf } from '../../lists/operators.js';
import { validationFailed, type FieldErrors } from '../../errors.js';

const MAX_FILTERS = 50;
const MAX_COLUMNS = 100;

export interface Input {
  name?: string;
  is_public?: boolean;
  entity?: string;
  columns?: string[];
  filters?: Record<string, string>;
}

/**
 * Filters arrive as a map `{ "column:operator": value }` or as rows `[{ column, operator, keyword }]`;
 * the client sends "no filters" as one empty entry. Both become the map, empty entries dropped.
 */
function normaliseFilters(raw: unknown, errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (column: unknown, operator: unknown, value: unknown, field: string) => {
    const empty = (v: unknown) => v === undefined || v === null || v === '';
    if (empty(column) && empty(operator) && empty(value)) return;
    if (
      typeof column !== 'string' ||
      typeof operator !== 'string' ||
      empty(column) ||
      empty(operator) ||
      empty(value)
    ) {
      (errors[field] ??= []).push('A filter needs a column, an operator and a value.');
      return;
    }
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      (errors[field] ??= []).push('A filter value must be text.');
      return;
    }
    out[`${column}:${operator}`] = String(value);
  };
  if (raw === undefined || raw === null || raw === '') return out;
  if (Array.isArray(raw)) {
    raw.slice(0, MAX_FILTERS + 1).forEach((entry, i) => {
      if (entry === null || entry === '' || (typeof entry === 'object' && Object.keys(entry).length === 0)) return;
      if (typeof entry !== 'object') return void (errors[`filters.${i}`] ??= []).push('Must be an object.');
      const e = entry as Record<string, unknown>;
      put(e.column, e.operator, e.keyword ?? e.value, `filters.${i}`);
    });
  } else if (typeof raw === 'object') {
    for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
      if (key === '' && (value === '' || value === null)) continue;
      const [column, operator] = key.split(':');
      put(column, operator ?? 'equals', value, `filters.${key}`);
    }
  } else {
    errors.filters = ['Must be a map of column:operator to value, or a list of filter rows.'];
  }
  if (Object.keys(out).length > MAX_FILTERS) errors.filters = [`At most ${MAX_FILTERS} filters.`];
  return out;
}

/** Filters of a known list must name its filterable columns and their operators. */
export function checkAgainstList(entity: string, filters: Record<string, string>, errors: FieldErrors): void {
  const def = listOf(entity);
  if (!def) return;
  for (const key of Object.keys(filters)) {
    const [column, operator] = key.split(':') as [string, Operator];
    const f = Object.hasOwn(def.filters, column) ? def.filters[column] : undefined;
    if (!f) (errors[`filters.${key}`] ??= []).push(`The column ${column} cannot be filtered.`);
    else if (!OPERATORS.includes(operator) || !operatorsOf(f).includes(operator)) {
      (errors[`filters.${key}`] ??= []).push(`The operator ${operator} is not available for ${column}.`);
    }
  }
}

export function readInput(body: unknown, creating: boolean): Input {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const input: Input = {};
  // PostgreSQL text cannot hold NUL: refuse it as bad input rather than fail in the driver.
  if (JSON.stringify(b).includes('\\u0000')) throw validationFailed({ _: ['Text may not contain NUL characters.'] });
  if (creating || b.name !== undefined) {
    const name = typeof b.name === 'string' ? b.name.trim() : '';
    if (!name) errors.name = ['The name field is required.'];
    else if (name.length > 200) errors.name = ['At most 200 characters.'];
    else input.name = name;
  }
  if (b.is_public !== undefined) {
    if (typeof b.is_public === 'boolean') input.is_public = b.is_public;
    else if (b.is_public === 1 || b.is_public === 0 || b.is_public === '1' || b.is_public === '0')
      input.is_public = String(b.is_public) === '1';
    else errors.is_public = ['Must be true or false.'];
  }
  if (creating || b.entity !== undefined) {
    if (typeof b.entity !== 'string' || !/^[a-z][a-z0-9_-]{0,49}$/.test(b.entity))
      errors.entity = ['The entity field is required.'];
    else input.entity = b.entity;
  }
  if (b.columns !== undefined && b.columns !== null) {
    if (
      !Array.isArray(b.columns) ||
      b.columns.length > MAX_COLUMNS ||
      !b.columns.every((c) => typeof c === 'string' && c.length <= 200)
    ) {
      errors.columns = ['Must be a list of column names.'];
    } else input.columns = b.columns.filter((c: string) => c !== '');
  }
  if (creating || b.filters !== undefined) input.filters = normaliseFilters(b.filters, errors);
  if (Object.keys(errors).length) throw validationFailed(errors);
  return input;
}
