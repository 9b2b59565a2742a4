import type { FilterableColumn, ListPage, SavedFilter } from '@pads/contracts/api';
import type { ListColumn, ListMeta, SortDirection } from '@pads/core';
export type { FilterableColumn, FilterOption, FilterValueType, SummaryItem as SummaryEntry } from '@pads/contracts/api';
/** The operators a filter may use (the list engine's OPERATORS). */
export type FilterOperator = FilterableColumn['operators'][number];

/**
 * A page of a declared list (ListPage of @pads/contracts/api); a charted report's page (QueryListPage) also carries
 * every row for its chart in `series` (the table shows `data`, one page).
 */
export type ServerListResponse<Row> = ListPage<Row> & { series?: Row[] };

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

export type { ListColumn, ListMeta, SavedFilter, SortDirection };
