import { clearListArea, defaultListState, paths, readListState, writeListState } from '@pads/shared';
import { cachePairs, nextCachedPair } from './pairCache';
import { DUPLICATE_LIST_KEY, DUPLICATE_LIST_OPTIONS, type PairRow } from './api/duplicates';

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

test('the page and the filters are kept within the reports area and cleared on leaving it (spec part 3 §4)', () => {
  cachePairs([row(1, 2)]);
  writeListState(DUPLICATE_LIST_KEY, defaultListState({ params: { distance: '0.2' } }), DUPLICATE_LIST_OPTIONS.keep);
  expect(readListState(DUPLICATE_LIST_KEY, DUPLICATE_LIST_OPTIONS.keep)?.params).toEqual({ distance: '0.2' });
  clearListArea(paths.reports());
  expect(readListState(DUPLICATE_LIST_KEY, DUPLICATE_LIST_OPTIONS.keep)).toBeNull();
  expect(nextCachedPair(9, 10)).toBeNull();
});
