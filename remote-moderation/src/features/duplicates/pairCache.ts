// The duplicates list's last page of pairs, kept beside its state by the list engine (a list memo, as long as
// the list's state: the whole tab session): after a merge the next pair of that page opens (spec part 3 §4).
import { readListMemo, writeListMemo } from '@pads/shared';
import { DUPLICATE_LIST_KEY, type PairRow } from './api/duplicates';

const PAIRS = 'pairs';

export const cachePairs = (rows: PairRow[]) =>
  writeListMemo(
    DUPLICATE_LIST_KEY,
    PAIRS,
    rows.map((r) => [r.original_id, r.dupe_id]),
  );

/** The pair after (a, b) in the cached page, skipping it; null when none is left. */
export function nextCachedPair(a: number, b: number): [number, number] | null {
  const pairs = readListMemo<[number, number][]>(DUPLICATE_LIST_KEY, PAIRS) ?? [];
  const rest = pairs.filter(([x, y]) => !(x === a && y === b) && x !== b && y !== b);
  const at = pairs.findIndex(([x, y]) => x === a && y === b);
  const after = rest.find((pair) => pairs.indexOf(pair) > at) ?? rest[0];
  writeListMemo(DUPLICATE_LIST_KEY, PAIRS, rest);
  return after ?? null;
}
