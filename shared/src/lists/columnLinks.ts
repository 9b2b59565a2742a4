import type { ListColumn } from '@pads/core';
import { formatDateTime } from '../dates/formatDate';

type AnyRow = Record<string, unknown>;

/** A cell's value: the row's own field, or the field inside the row's relation object. */
export function cellValue(row: AnyRow, column: ListColumn): unknown {
  if (column.relation) {
    const related = row[column.relation];
    return related && typeof related === 'object' ? (related as AnyRow)[column.column] : undefined;
  }
  return row[column.column];
}

/** The key the server sorts a column by: `relation.column` for a relation's column. */
export function columnSortKey(column: Pick<ListColumn, 'column' | 'relation'>): string {
  return column.relation ? `${column.relation}.${column.column}` : column.column;
}

/**
 * Where a linked cell points: `link` with `{field}` placeholders filled from the row, else
 * `link/<row[link_column]>`, or `link?<link_query>=<row[link_column]>` when a query name is given.
 */
export function columnHref(row: AnyRow, column: ListColumn): string | null {
  if (!column.link) return null;
  const linkColumn = column.link_column ?? 'id';
  const target = row[linkColumn];
  if (/\{[^}]+\}|:[a-z_]+/i.test(column.link)) {
    return column.link.replace(/\{([^}]+)\}|:([a-z_]+)/gi, (_m, brace: string, colon: string) =>
      encodeURIComponent(String(row[brace ?? colon] ?? '')),
    );
  }
  if (target === undefined || target === null || target === '') return null;
  if (column.link_query) {
    const separator = column.link.includes('?') ? '&' : '?';
    return `${column.link}${separator}${column.link_query}=${encodeURIComponent(String(target))}`;
  }
  return `${column.link.replace(/\/+$/, '')}/${encodeURIComponent(String(target))}`;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Timestamps as 'DD MMM YYYY HH:mm'; booleans as Yes/No; the rest as text. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) {
    const shown = formatDateTime(value);
    if (shown) return shown;
  }
  if (Array.isArray(value)) return value.map((item) => displayValue(item)).join(', ');
  if (typeof value === 'object') {
    const named = value as { name?: unknown };
    return named.name !== undefined ? String(named.name) : '';
  }
  return String(value);
}
