import { useQueries, useQuery, type QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@pads/core';
import {
  fetchLookup,
  fetchSiteStats,
  LOOKUP_ENDPOINTS,
  type LookupName,
  type Lookups,
  type SiteStats,
} from './startupApi';

export const startupQueryKey = (name: LookupName | 'stats') => ['startup', name] as const;

const LOOKUP_NAMES = Object.keys(LOOKUP_ENDPOINTS) as LookupName[];

export interface StartupData extends Lookups {
  stats: SiteStats;
  /** Lookups or stats still loading. */
  isLoading: boolean;
  /** The lookups still loading (what screens read); the stats only feed the header's stats bar. */
  isLookupsLoading: boolean;
  /** The stats still loading. */
  isStatsLoading: boolean;
}

const lookupQuery = (name: LookupName) => ({
  queryKey: startupQueryKey(name),
  queryFn: () => fetchLookup(name),
  staleTime: Infinity,
});
const statsQuery = { queryKey: startupQueryKey('stats'), queryFn: fetchSiteStats, staleTime: 60_000 };

/**
 * Starts loading the startup data as soon as there is a session (e.g. at sign-in), before the shell's first
 * draw subscribes to it: that draw takes a few hundred milliseconds on a slow machine.
 */
export function prefetchStartupData(queryClient: QueryClient): void {
  for (const name of LOOKUP_NAMES) void queryClient.prefetchQuery(lookupQuery(name));
  void queryClient.prefetchQuery(statsQuery);
}

/** Lookups + headline stats, loaded in parallel once signed in; cached for the session. */
export function useStartupData(): StartupData {
  const signedIn = useSessionStore((state) => Boolean(state.token));
  const lookups = useQueries({
    queries: LOOKUP_NAMES.map((name) => ({ ...lookupQuery(name), enabled: signedIn })),
  });
  const stats = useQuery({ ...statsQuery, enabled: signedIn });

  const data = Object.fromEntries(
    LOOKUP_NAMES.map((name, index) => [name, lookups[index].data ?? []]),
  ) as unknown as Lookups;
  const isLookupsLoading = signedIn && lookups.some((query) => query.isPending);
  const isStatsLoading = signedIn && stats.isPending;
  return {
    ...data,
    stats: stats.data ?? {},
    isLoading: isLookupsLoading || isStatsLoading,
    isLookupsLoading,
    isStatsLoading,
  };
}
