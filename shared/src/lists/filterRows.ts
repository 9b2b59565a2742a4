import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { AppliedFilters, FilterableColumn, FilterOperator } from './types';

dayjs.extend(customParseFormat);

/** API date format of a 'between' filter. */
export const FILTER_DATE_FORMAT = 'YYYY-MM-DD';
/** How filter dates are shown. */
export const FILTER_DATE_DISPLAY_FORMAT = 'DD/MM/YYYY';

export const OPERATOR_LABELS: Record<FilterOperator, string> = {
  equals: 'equals',
  not_equals: "isn't equal to",
  contains: 'contains',
  in: 'is any of',
  not_in: 'is none of',
  greater_than: 'greater than',
  less_than: 'less than',
  between: 'between',
  is_blank: 'is blank',
  is_not_blank: "isn't blank",
};

/**
 * One Advanced search row as edited. Values stay strings so rows serialise into session state;
 * a 'between' row holds its two dates as YYYY-MM-DD.
 */
export interface FilterRow {
  id: string;
  column?: string;
  operator?: FilterOperator;
  value?: string | string[];
}

let rowSeq = 0;
export function newFilterRow(partial: Omit<FilterRow, 'id'> = {}): FilterRow {
  rowSeq += 1;
  return { id: `row-${rowSeq}`, ...partial };
}

export function isBlankOperator(operator: FilterOperator | undefined): boolean {
  return operator === 'is_blank' || operator === 'is_not_blank';
}

/** Whether the row's value is a list (multi-select or an in / not in operator). */
export function takesList(type: FilterableColumn['type'] | undefined, operator: FilterOperator | undefined): boolean {
  return type === 'multiple' || operator === 'in' || operator === 'not_in';
}

/** A row is sent only with a column, an operator and a keyword ('is blank' needs none). */
export function isRowComplete(row: FilterRow): boolean {
  if (!row.column || !row.operator) return false;
  if (isBlankOperator(row.operator)) return true;
  if (row.operator === 'between') {
    return Array.isArray(row.value) && row.value.length === 2 && row.value.every(Boolean);
  }
  if (Array.isArray(row.value)) return row.value.length > 0;
  return row.value !== undefined && String(row.value).trim() !== '';
}

/** The API value of a complete row: `true` for blank checks, `a,b` for between, `[1,2]` for lists. */
export function rowParamValue(row: FilterRow): string {
  if (isBlankOperator(row.operator)) return 'true';
  if (row.operator === 'between' && Array.isArray(row.value)) return row.value.join(',');
  if (Array.isArray(row.value)) return `[${row.value.join(',')}]`;
  return String(row.value ?? '').trim();
}

export function rowsToFilters(rows: FilterRow[]): AppliedFilters {
  const filters: AppliedFilters = {};
  for (const row of rows) {
    if (isRowComplete(row)) filters[`${row.column}:${row.operator}`] = rowParamValue(row);
  }
  return filters;
}

/** Splits `column:operator` at the last colon: column names never hold one, relations may use dots. */
export function splitFilterKey(key: string): { column: string; operator: FilterOperator } {
  const at = key.lastIndexOf(':');
  if (at < 0) return { column: key, operator: 'equals' };
  return { column: key.slice(0, at), operator: key.slice(at + 1) as FilterOperator };
}

function parseBracketList(value: string): string[] {
  return value
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Rows for the panel from applied (or saved, or deep-linked) filters. */
export function filtersToRows(filters: AppliedFilters, filterable: FilterableColumn[] = []): FilterRow[] {
  return Object.entries(filters)
    .filter(([key]) => key !== '')
    .map(([key, value]) => {
      const { column, operator } = splitFilterKey(key);
      const type = filterable.find((entry) => entry.column === column)?.type;
      if (isBlankOperator(operator)) return newFilterRow({ column, operator });
      if (operator === 'between') return newFilterRow({ column, operator, value: value.split(',').slice(0, 2) });
      if (takesList(type, operator) || /^\[.*\]$/.test(value)) {
        return newFilterRow({ column, operator, value: parseBracketList(value) });
      }
      return newFilterRow({ column, operator, value });
    });
}

/** '2024-03-01' → '01/03/2024'; anything unparsable is shown as it came. */
export function formatFilterDate(value: string): string {
  const date = dayjs(value, FILTER_DATE_FORMAT, true);
  return date.isValid() ? date.format(FILTER_DATE_DISPLAY_FORMAT) : value;
}

export function keywordError(keyword: string, minLength = 3): string | null {
  const trimmed = keyword.trim();
  return trimmed.length > 0 && trimmed.length < minLength ? 'At least 3 characters' : null;
}
