// How a list is declared. A declaration is data: the engine reads it to validate a request, build one
// parameterised query, describe the list to the client (columns, filterable) and export it.
// Identifiers only ever come from here; request values only ever become bound parameters.
import type { SQL } from 'drizzle-orm';
import type { TObject } from 'typebox';

/** One column of an export: its header and the expression that reads it. */
export interface ExportColumn {
  header: string;
  select: SQL;
}

/** An export whose columns read other tables: its fields and the joins that bring them in. */
export interface JoinedExport {
  fields: ExportColumn[];
  joins: SQL;
}

export const OPERATORS = [
  'equals',
  'not_equals',
  'contains',
  'in',
  'not_in',
  'greater_than',
  'less_than',
  'between',
  'is_blank',
  'is_not_blank',
] as const;
export type Operator = (typeof OPERATORS)[number];

/** How a filter value is parsed and compared. */
export type ValueKind = 'integer' | 'number' | 'text' | 'boolean' | 'date';

/** The input the client renders for a filter (contract: filterable[].type). */
export type FilterInput = 'select' | 'multiple' | 'date' | 'text';

export interface Option {
  value: string | number;
  label: string;
}

/**
 * Static options, or a query returning `value` and `label` columns (e.g. categories from their table),
 * which runs inside the list's one statement rather than as an extra round trip.
 */
export type OptionsSource = Option[] | SQL;

/** A filter on one SQL expression (a column, a joined relation's column, or a computed boolean). */
export interface ValueFilter {
  display_name: string;
  expr: SQL;
  value: ValueKind;
  input?: FilterInput;
  operators?: Operator[];
  options?: OptionsSource;
}

/** A virtual select column: each option is a predicate (e.g. premium_state = free|premium|freemium). */
export interface PredicateFilter {
  display_name: string;
  /**
   * `complement`: predicates, disjoint from each other, whose union is exactly the case's negation. With a
   * `countFrom` list, the case's total is then the counts table's total less the counts of those (indexed,
   * smaller) sets, instead of counting the case's rows.
   * `total`: the number of the list's rows the case matches, from kept counts; the total of a request whose one
   * condition is this case (no keyword), instead of counting.
   */
  cases: Record<string, { label: string; where: SQL; complement?: SQL[]; total?: SQL }>;
  input?: 'select' | 'multiple';
  operators?: Array<'equals' | 'not_equals' | 'in' | 'not_in'>;
}

export type FilterSpec = ValueFilter | PredicateFilter;

/**
 * A text column of another table the list's rows point to by key (a review's pad name). The keyword is
 * matched on that table alone, through its own trigram index, and the rows are found by their key:
 * neither the count nor the page joins that table for every row to test its text.
 */
export interface RelatedKeyword {
  /** The list's column holding the other table's id (`reviews.pad_id`). */
  key: SQL;
  /** The other table (`pads`). */
  table: SQL;
  /** Its id column (`pads.id`). */
  id: SQL;
  /** Its text expression matched with ILIKE (`pads.name`); it should have a pg_trgm GIN index. */
  text: SQL;
}

/**
 * A text column of the list's rows stored in lower case (`users.search_text`): matched with LIKE on the
 * lowered keyword, so the recheck of each candidate row skips ILIKE's case folding.
 */
export interface LowercaseKeyword {
  lowercase: SQL;
}

/**
 * A text expression of the list's rows (matched with ILIKE; it should have a pg_trgm GIN index), a
 * lower-cased column, or a related table's text.
 */
export type KeywordTarget = SQL | LowercaseKeyword | RelatedKeyword;

export interface ColumnSpec {
  /** Key of the value in a row; for a relation column, the key inside row[relation]. */
  column: string;
  display_name: string;
  relation?: string;
  relation_type?: 'belongsTo' | 'hasOne' | 'hasMany';
  link?: string;
  link_column?: string;
  link_query?: string;
  edit_path?: string;
  /** The value selected for this column. */
  select: SQL;
  /** Sort expression; present means sortable (sort_column is the row key, `relation.column` for relations). */
  sort?: SQL;
  /** Whether the sort expression can be NULL: keyset paging of the export must then handle NULLs. */
  nullable?: boolean;
  /** Shown in the table and exported unless false. */
  hidden?: boolean;
}

/** A list-specific enumerated parameter that narrows the rows (pads `type`, admins `type`). */
export interface ScopeParam {
  param: string;
  default: string;
  options: Record<string, SQL | null>;
}

/** Totals by one filterable column under every other filter (the client's summary bar). */
export interface SummarySpec {
  /** A ValueFilter key with options: the totals are grouped by its expression. */
  filter: string;
}

export interface ListDefinition {
  entity: string;
  /**
   * The shape of a row (@pads/contracts/api, beside the list's other shapes): the answer is serialised and
   * documented with it, and the apps type their rows with it. It declares every column and extra.
   */
  row: TObject;
  /** FROM clause with its joins. Unused LEFT JOINs on unique keys cost nothing: the planner removes them. */
  from: SQL;
  /** Unique, non-null row key: the final sort tiebreak and the keyset cursor of exports. */
  id: SQL;
  /** Always applied (e.g. soft-deleted rows a list never shows). */
  where?: SQL;
  columns: ColumnSpec[];
  /** Extra values each row carries that are not table columns (flags the table renders as icons). */
  extra?: Record<string, SQL>;
  filters: Record<string, FilterSpec>;
  /** Where the keyword is searched (case-insensitive substring); a row matches if any target does. */
  keyword?: KeywordTarget[];
  /** Also match the keyword as an exact id when it is an integer. */
  keywordMatchesId?: boolean;
  perPage?: number;
  /** Order without `sort_column` (default: id descending); `column` is a sortable column's row key. */
  defaultSort?: { column: string; direction: 'ascend' | 'descend' };
  /** Applied unless the request filters the same column. */
  defaultFilters?: Record<string, string>;
  scope?: ScopeParam;
  summary?: SummarySpec;
  /** File name stem of exports: `<stem>-YYYY-MM-DD.csv`. */
  exportName?: string;
  /**
   * 'Export for update' (`export_for_update=1` on a list mounted with mountList): a re-importable format, its
   * columns, or its columns read through joins (the pad list's).
   */
  updateExport?: ExportColumn[] | JoinedExport;
  /**
   * A total read from a counts table instead of counting rows: used when there is no keyword and every
   * condition is on `columns` (a scope option is `~<param>=<option>`). The conditions are applied to
   * `from` unchanged, so it must expose the same column references (e.g. a counts table aliased as the
   * list's table); the total is `sum(<sum>)`, and a summary's groups are sums grouped by its expression.
   * Lists with `where` do not use it.
   */
  countFrom?: { from: SQL; sum: SQL; columns: string[] };
  /**
   * The list's whole total (its `where` included) from kept counts: the total of a request with no condition and no
   * keyword, instead of counting every row.
   */
  total?: SQL;
  /**
   * Pick the page's row keys first (the unused joins are removed), then join only those rows, so a
   * deep OFFSET page does not join the rows it skips.
   */
  deferredJoin?: boolean;
}

export function isPredicateFilter(f: FilterSpec): f is PredicateFilter {
  return 'cases' in f;
}
