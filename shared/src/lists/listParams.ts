import type { AppliedFilters, ListState } from './types';

export const KEYWORD_MIN_LENGTH = 3;

/** Page 1, newest first: the default of every list (spec §9). */
export function defaultListState(overrides: Partial<ListState> = {}): ListState {
  return {
    page: 1,
    sort_column: 'id',
    sort_direction: 'descend',
    filters: {},
    keyword: '',
    params: {},
    savedFilterId: null,
    ...overrides,
  };
}

const FILTER_PARAM = /^filters\[(.+)\]$/;

/** `filters[<column>:<operator>]` query key for an applied filter key. */
export function filterParamName(key: string): string {
  return `filters[${key}]`;
}

/**
 * The query of a list request: page, sort (none for an empty sort column), keyword (only when long enough to be searched),
 * `filters[...]`, the list's own params and any caller extras (extras win).
 */
export function buildListParams(state: ListState, extra: Record<string, string | number | undefined> = {}) {
  const params: Record<string, string> = { page: String(state.page) };
  // The id order is the server's default and needs no sortable 'id' column, so it goes unnamed. A list whose
  // default order is the server's own (an empty sort column: the reports) sends no sort at all.
  if (state.sort_column && state.sort_column !== 'id') params.sort_column = state.sort_column;
  if (state.sort_column) params.sort_direction = state.sort_direction;
  const keyword = state.keyword.trim();
  if (keyword.length >= KEYWORD_MIN_LENGTH) params.keyword = keyword;
  for (const [key, value] of Object.entries(state.filters)) {
    if (key && value !== '') params[filterParamName(key)] = value;
  }
  for (const [key, value] of Object.entries({ ...state.params, ...extra })) {
    if (value !== undefined && value !== '') params[key] = String(value);
  }
  return params;
}

/** Whether the user has narrowed the list (the export-as-CSV button only shows then). */
export function hasActiveFilter(state: Pick<ListState, 'filters' | 'keyword'>): boolean {
  return Object.keys(state.filters).length > 0 || state.keyword.trim().length > 0;
}

/**
 * A deep link's list params (`?type=moderated`, `?filters[is_claimed:equals]=1`, `?keyword=`),
 * or null when the URL carries none. `paramNames` are the list-specific params it accepts.
 */
export function listStateFromQuery(search: string, paramNames: readonly string[] = []): Partial<ListState> | null {
  const query = new URLSearchParams(search);
  const single = singleFilterLink(query);
  if (single) return { filters: single, params: {} };
  const filters: AppliedFilters = {};
  const params: Record<string, string> = {};
  let found = false;
  const state: Partial<ListState> = {};
  for (const [name, value] of query) {
    const filter = FILTER_PARAM.exec(name);
    if (filter) {
      filters[filter[1]!] = value;
      found = true;
    } else if (paramNames.includes(name)) {
      params[name] = value;
      found = true;
    } else if (name === 'keyword') {
      state.keyword = value;
      found = true;
    }
  }
  if (!found) return null;
  return { ...state, filters, params };
}

/** Operators of the older single-filter link format, in the API's names. */
const LINK_OPERATORS: Record<string, string> = { 'where in': 'in', 'where not in': 'not_in', '=': 'equals' };

/**
 * The single-filter link the campaign view uses: `?filters=true&column=userCampaign.campaign_id&operator=where
 * in&keyword=[id]` (part 3 §2); here `keyword` is the filter's value, not the search keyword.
 */
function singleFilterLink(query: URLSearchParams): AppliedFilters | null {
  const column = query.get('column');
  const operator = query.get('operator');
  const value = query.get('keyword');
  if (query.get('filters') !== 'true' || !column || !operator || value === null) return null;
  return { [`${column}:${LINK_OPERATORS[operator] ?? operator}`]: value };
}
