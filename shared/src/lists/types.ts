import type { ListColumn, ListMeta, SortDirection } from '@pads/core';

export type FilterOperator =
  | 'equals'
  | 'not_equals'
  | 'contains'
  | 'in'
  | 'not_in'
  | 'greater_than'
  | 'less_than'
  | 'between'
  | 'is_blank'
  | 'is_not_blank';

export type FilterValueType = 'select' | 'multiple' | 'date' | 'text';

export interface FilterOption {
  value: string | number;
  label: string;
}

/** One entry of the list response's `filterable`: what the Advanced search may offer for a column. */
export interface FilterableColumn {
  column: string;
  display_name: string;
  operators: FilterOperator[];
  type: FilterValueType;
  options?: FilterOption[];
}

/** A clickable total of the summary bar; clicking applies `filter`. */
export interface SummaryEntry {
  key: string | number;
  label: string;
  total: number;
  filter: { column: string; operator: FilterOperator | string; value: string | number };
}

export interface ServerListResponse<Row> {
  data: Row[];
  columns: ListColumn[];
  filterable?: FilterableColumn[];
  entity?: string;
  summary?: SummaryEntry[];
  /** A charted report's every row, for its chart (the table shows `data`, one page). */
  series?: Row[];
  meta: ListMeta;
}

/** Applied filters keyed exactly as the API wants them: `<column>:<operator>` → value. */
export type AppliedFilters = Record<string, string>;

/** Everything that decides which page of a list is shown; kept per list in sessionStorage. */
export interface ListState {
  page: number;
  sort_column: string;
  sort_direction: SortDirection;
  filters: AppliedFilters;
  keyword: string;
  /** List-specific params such as the pad list's quick filter `type`. */
  params: Record<string, string>;
  /** The saved filter last applied, so the save form offers Update and Delete for it. */
  savedFilterId?: number | null;
}

/** A saved filter ("report" in the API's paths). */
export interface SavedFilter {
  id: number;
  name: string;
  is_public: boolean;
  entity: string;
  columns: string[];
  filters: AppliedFilters;
  user_id?: number;
  /** Only the owner may update or delete a saved filter (public ones are seen by every admin). */
  is_owner?: boolean;
}

export type { ListColumn, ListMeta, SortDirection };
