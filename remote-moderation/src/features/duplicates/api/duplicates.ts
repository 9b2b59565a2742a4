// The duplicate checker's calls (spec part 3 §7): the pairs (a list on the list engine, whose page request a
// new filter aborts), one pair for the merge screen, the merge and 'Mark as NOT duplicate'. Writes refresh
// the pairs and the moderation list's badge.
import { call, LIST_ENTITY, REPORTS_KEEP, serverListKey, type PairRow, type ServerListOptions } from '@pads/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MergePayload } from '../../../merge-screen/mergePayload';
import { dupeCountQueryKey } from '../../../duplicate-count/api/duplicateCount';
import { dupeChecker, padDuplicates } from '@pads/contracts/endpoints';
import type { PairDetail } from '@pads/contracts/api';
export type { PairDetail } from '@pads/contracts/api';

export type { PairRow };

/** The pairs list on the list engine: its key (state, memo, query key); its endpoint is dupeChecker.index. */
export const DUPLICATE_LIST_KEY = LIST_ENTITY.duplicates;

/** The list's own params (spec part 3 §9): a country, the distance in km (0–1) and three 0/1 switches. */
export const PAIR_SWITCHES = [
  'is_lnp_pads_included',
  'is_archived_pads_included',
  'is_unmoderated_pads_included',
] as const;
export const DUPLICATE_LIST_OPTIONS: ServerListOptions = {
  // Kept within the reports area like every report's filters, cleared once the admin leaves it (spec part 3 §4).
  keep: REPORTS_KEEP,
  defaults: {
    sort_column: 'distance',
    sort_direction: 'ascend',
    params: { distance: '1', ...Object.fromEntries(PAIR_SWITCHES.map((key) => [key, '0'])) },
  },
};

export const pairKeys = {
  pair: (a: number, b: number) => ['dupe-pair', a, b] as const,
};

export async function fetchPair(a: number, b: number): Promise<PairDetail> {
  return call(dupeChecker.show, { params: { a, b } });
}

export const usePair = (a: number, b: number) =>
  useQuery({ queryKey: pairKeys.pair(a, b), queryFn: () => fetchPair(a, b), retry: false });

function usePairWrite<Args, Result>(write: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: serverListKey(DUPLICATE_LIST_KEY) }),
        queryClient.invalidateQueries({ queryKey: dupeCountQueryKey }),
      ]),
  });
}

export const useMergePair = () =>
  usePairWrite(async ({ a, b, payload }: { a: number; b: number; payload: MergePayload }) =>
    call(dupeChecker.merge, { params: { a, b }, body: payload }),
  );

export const useMarkNotDuplicate = () =>
  usePairWrite(async ({ a, b }: { a: number; b: number }) => {
    await call(padDuplicates.notDuplicate, { params: { prev: a, next: b } });
  });
