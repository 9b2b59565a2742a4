// GET /api/admin/pads…: the pad list (list engine), its CSV export and the clustered map of the same filters.
import { call, LIST_ENTITY, prefetchSavedFilters, prefetchServerList, serverListKey } from '@pads/shared';
import { pads } from '@pads/contracts/endpoints';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ClusteredMap as PadMapData } from '@pads/contracts/api';
export type { PadListRow as PadRow, ClusteredMap as PadMapData } from '@pads/contracts/api';

export const PAD_LIST_KEY = LIST_ENTITY.pads;
/** The list's own deep-link param: `?type=moderated`. */
export const PAD_LIST_OPTIONS = { paramNames: ['type'] as const };

/** The pad list's first requests (its page and its saved filters): the route's handle.prefetch. */
export const prefetchPadList = (queryClient: QueryClient) =>
  Promise.all([
    prefetchServerList(queryClient, PAD_LIST_KEY, pads.list, {}, PAD_LIST_OPTIONS),
    prefetchSavedFilters(queryClient, PAD_LIST_KEY),
  ]);

export async function fetchPadMap(params: Record<string, string>, signal?: AbortSignal): Promise<PadMapData> {
  return call(pads.indexMap, { query: params }, { signal });
}

/** Under the list's key: whatever refreshes the pad list refreshes its map too. */
export const padMapQueryKey = (params: Record<string, string> | null) =>
  [...serverListKey(PAD_LIST_KEY), 'map', params] as const;

/** The map of the list's filters for a viewport; idle until the map reports its first view. */
export function usePadMap(params: Record<string, string> | null) {
  return useQuery({
    queryKey: padMapQueryKey(params),
    queryFn: ({ signal }) => fetchPadMap(params!, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
