import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '@pads/core';
import { savedFilters } from '@pads/contracts/endpoints';
import type { AppliedFilters, SavedFilter } from './types';
import { PREFETCHED_FRESH_MS } from './useServerList';

export interface SavedFilterInput {
  name: string;
  is_public: boolean;
  filters: AppliedFilters;
  columns: string[];
  entity: string;
}

const savedFiltersKey = (entity: string) => ['saved-filters', entity] as const;

/** The spec sends a filter list with nothing in it as one empty entry rather than none. */
export function savedFilterFilters(filters: AppliedFilters): AppliedFilters {
  return Object.keys(filters).length > 0 ? filters : { '': '' };
}

const savedFiltersQuery = (entity: string) => ({
  queryKey: savedFiltersKey(entity),
  queryFn: (): Promise<SavedFilter[]> => call(savedFilters.list, { query: { entity } }),
  staleTime: PREFETCHED_FRESH_MS,
});

/** Saved filters of an entity: the admin's own and everyone's public ones. */
export function useSavedFilters(entity: string) {
  return useQuery(savedFiltersQuery(entity));
}

/** Starts loading an entity's saved filters ahead of its list screen (see prefetchServerList). */
export function prefetchSavedFilters(queryClient: QueryClient, entity: string): Promise<void> {
  return queryClient.prefetchQuery(savedFiltersQuery(entity));
}

export function useSaveFilter(entity: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: SavedFilterInput & { id?: number | null }) => {
      const body = { ...input, filters: savedFilterFilters(input.filters) };
      return id ? call(savedFilters.update, { params: { id }, body }) : call(savedFilters.create, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedFiltersKey(entity) }),
  });
}

export function useDeleteFilter(entity: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await call(savedFilters.remove, { params: { id } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedFiltersKey(entity) }),
  });
}
