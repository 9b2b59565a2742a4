import { cachePairs, DEFAULT_PAIR_QUERY, nextCachedPair, savedPairQuery, savePairQuery } from './pairCache';
import type { PairRow } from './api/duplicates';

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

test('the filters come back as they were left, over the defaults', () => {
  expect(savedPairQuery()).toEqual(DEFAULT_PAIR_QUERY);
  savePairQuery({ ...DEFAULT_PAIR_QUERY, distance: 0.1, is_lnp_pads_included: true });
  expect(savedPairQuery()).toMatchObject({ distance: 0.1, is_lnp_pads_included: true, page: 1 });
});
