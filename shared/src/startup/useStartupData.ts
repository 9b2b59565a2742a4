import { useQueries, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '@pads/core';
import { fetchLookup, fetchSiteStats, LOOKUP_PATHS, type LookupName, type Lookups, type SiteStats } from './startupApi';

export const startupQueryKey = (name: LookupName | 'stats') => ['startup', name] as const;

const LOOKUP_NAMES = Object.keys(LOOKUP_PATHS) as LookupName[];

export interface StartupData extends Lookups {
  stats: SiteStats;
  isLoading: boolean;
}

/** Lookups + headline stats, loaded in parallel once signed in; cached for the session. */
export function useStartupData(): StartupData {
  const signedIn = useSessionStore((state) => Boolean(state.token));
  const lookups = useQueries({
    queries: LOOKUP_NAMES.map((name) => ({
      queryKey: startupQueryKey(name),
      queryFn: () => fetchLookup(name),
      enabled: signedIn,
      staleTime: Infinity,
    })),
  });
  const stats = useQuery({
    queryKey: startupQueryKey('stats'),
    queryFn: fetchSiteStats,
    enabled: signedIn,
    staleTime: 60_000,
  });

  const data = Object.fromEntries(
    LOOKUP_NAMES.map((name, index) => [name, lookups[index].data ?? []]),
  ) as unknown as Lookups;
  return {
    ...data,
    stats: stats.data ?? {},
    isLoading: signedIn && (stats.isPending || lookups.some((query) => query.isPending)),
  };
}
