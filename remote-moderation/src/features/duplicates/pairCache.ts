// The duplicates list's filters and last page of pairs, kept in session storage: the list comes back as
// it was, and after a merge the next pair of the cached page opens (spec part 3 §4).
import type { PairQuery, PairRow } from './api/duplicates';

const FILTERS_KEY = 'duplicate-report:filters';
const PAIRS_KEY = 'duplicate-report:pairs';

export const DEFAULT_PAIR_QUERY: PairQuery = {
  page: 1,
  sort_column: 'distance',
  sort_direction: 'asc',
  country_code: '',
  distance: 1,
  is_lnp_pads_included: false,
  is_archived_pads_included: false,
  is_unmoderated_pads_included: false,
};

function read<T>(key: string, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? { ...fallback, ...JSON.parse(raw) } : fallback;
  } catch {
    return fallback;
  }
}

export const savedPairQuery = () => read(FILTERS_KEY, DEFAULT_PAIR_QUERY);
export const savePairQuery = (query: PairQuery) => sessionStorage.setItem(FILTERS_KEY, JSON.stringify(query));

export const cachePairs = (rows: PairRow[]) =>
  sessionStorage.setItem(PAIRS_KEY, JSON.stringify(rows.map((r) => [r.original_id, r.dupe_id])));

/** The pair after (a, b) in the cached page, skipping it; null when none is left. */
export function nextCachedPair(a: number, b: number): [number, number] | null {
  let pairs: [number, number][] = [];
  try {
    pairs = JSON.parse(sessionStorage.getItem(PAIRS_KEY) ?? '[]') as [number, number][];
  } catch {
    pairs = [];
  }
  const rest = pairs.filter(([x, y]) => !(x === a && y === b) && x !== b && y !== b);
  const at = pairs.findIndex(([x, y]) => x === a && y === b);
  const after = rest.find((pair) => pairs.indexOf(pair) > at) ?? rest[0];
  sessionStorage.setItem(PAIRS_KEY, JSON.stringify(rest));
  return after ?? null;
}
