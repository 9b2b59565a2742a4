import { clearListArea, defaultListState, paths, readListState, writeListState } from '@pads/shared';
import { cachePairs, nextCachedPair } from './pairCache';
import { DUPLICATE_LIST_KEY, type PairRow } from './api/duplicates';

const row = (original_id: number, dupe_id: number) => ({ original_id, dupe_id }) as PairRow;

beforeEach(() => sessionStorage.clear());

test('after a pair, the next one of the cached page opens, then the next, then none', () => {
  cachePairs([row(1, 2), row(3, 4), row(5, 6)]);
  expect(nextCachedPair(1, 2)).toEqual([3, 4]);
  expect(nextCachedPair(3, 4)).toEqual([5, 6]);
  expect(nextCachedPair(5, 6)).toBeNull();
});

test('pairs holding the merged duplicate are skipped (it is archived now)', () => {
  cachePairs([row(1, 2), row(7, 2), row(8, 9)]);
  expect(nextCachedPair(1, 2)).toEqual([8, 9]);
});

test('leaving the reports area leaves the page and the filters alone: they are kept for the session', () => {
  cachePairs([row(1, 2)]);
  writeListState(DUPLICATE_LIST_KEY, defaultListState({ params: { distance: '0.2' } }));
  clearListArea(paths.reports());
  expect(readListState(DUPLICATE_LIST_KEY)?.params).toEqual({ distance: '0.2' });
  expect(nextCachedPair(9, 10)).toEqual([1, 2]);
});
