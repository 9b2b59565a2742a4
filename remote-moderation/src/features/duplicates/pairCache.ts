// The duplicates list's last page of pairs, kept beside its state by the list engine (a list memo, as long as
// the list's state: while the admin stays in the reports area): after a merge the next pair of that page
// opens (spec part 3 §4).
import { readListMemo, REPORTS_KEEP, writeListMemo } from '@pads/shared';
import { DUPLICATE_LIST_KEY, type PairRow } from './api/duplicates';

const PAIRS = 'pairs';

export const cachePairs = (rows: PairRow[]) =>
  writeListMemo(
    DUPLICATE_LIST_KEY,
    PAIRS,
    rows.map((r) => [r.original_id, r.dupe_id]),
    REPORTS_KEEP,
  );

/**
 * The pair after (a, b) in the cached page, skipping it; null when none is left. `busy` pairs (another admin is
 * reviewing them, issue 35) are passed over but stay cached.
 */
export function nextCachedPair(
  a: number,
  b: number,
  busy: (pair: [number, number]) => boolean = () => false,
): [number, number] | null {
  const pairs = readListMemo<[number, number][]>(DUPLICATE_LIST_KEY, PAIRS, REPORTS_KEEP) ?? [];
  const rest = pairs.filter(([x, y]) => !(x === a && y === b) && x !== b && y !== b);
  const at = pairs.findIndex(([x, y]) => x === a && y === b);
  const free = rest.filter((pair) => !busy(pair));
  const after = free.find((pair) => pairs.indexOf(pair) > at) ?? free[0];
  writeListMemo(DUPLICATE_LIST_KEY, PAIRS, rest, REPORTS_KEEP);
  return after ?? null;
}
