// The duplicate checker's calls (spec part 3 §7): the pairs (cancellable: a new filter aborts the request
// in flight), one pair for the merge screen, the merge and 'Mark as NOT duplicate'. Writes refresh the
// pairs and the moderation list's badge.
import { apiClient, type ListMeta, type PairRow } from '@pads/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MergePayload } from '../../../merge-screen/mergePayload';
import type { MergePad } from '../../../merge-screen/mergeTypes';
import { dupeCountQueryKey } from '../../../duplicate-count/api/duplicateCount';

export type { PairRow };

export interface PairQuery {
  page: number;
  sort_column: 'distance' | 'original_name' | 'dupe_name';
  sort_direction: 'asc' | 'desc';
  country_code: string;
  /** Kilometres, 0–1 (spec part 3 §9). */
  distance: number;
  is_lnp_pads_included: boolean;
  is_archived_pads_included: boolean;
  is_unmoderated_pads_included: boolean;
}

export const pairKeys = {
  all: ['dupe-pairs'] as const,
  page: (query: PairQuery) => ['dupe-pairs', query] as const,
  pair: (a: number, b: number) => ['dupe-pair', a, b] as const,
};

const flag = (on: boolean) => (on ? '1' : '0');

export async function fetchPairs(query: PairQuery, signal?: AbortSignal) {
  const params = {
    ...query,
    is_lnp_pads_included: flag(query.is_lnp_pads_included),
    is_archived_pads_included: flag(query.is_archived_pads_included),
    is_unmoderated_pads_included: flag(query.is_unmoderated_pads_included),
  };
  const { data } = await apiClient.get<{ data: PairRow[]; meta: ListMeta }>('/admin/dupe-checker/index', {
    params,
    signal,
  });
  return data;
}

export const usePairs = (query: PairQuery) =>
  useQuery({
    queryKey: pairKeys.page(query),
    queryFn: ({ signal }) => fetchPairs(query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });

export interface PairDetail {
  original: MergePad;
  duplicate: MergePad;
  distance: number | null;
}

export async function fetchPair(a: number, b: number): Promise<PairDetail> {
  return (await apiClient.get<{ data: PairDetail }>(`/admin/dupe-checker/show/${a}/${b}`)).data.data;
}

export const usePair = (a: number, b: number) =>
  useQuery({ queryKey: pairKeys.pair(a, b), queryFn: () => fetchPair(a, b), retry: false });

function usePairWrite<Args, Result>(write: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pairKeys.all }),
        queryClient.invalidateQueries({ queryKey: dupeCountQueryKey }),
      ]),
  });
}

export const useMergePair = () =>
  usePairWrite(
    async ({ a, b, payload }: { a: number; b: number; payload: MergePayload }) =>
      (
        await apiClient.post<{ data: { id: number; name: string } }>(
          `/admin/dupe-checker/merge-pads/${a}/${b}`,
          payload,
        )
      ).data.data,
  );

export const useMarkNotDuplicate = () =>
  usePairWrite(async ({ a, b }: { a: number; b: number }) => {
    await apiClient.put(`/admin/pads/toggle-not-duplicated/${a}/${b}`);
  });
