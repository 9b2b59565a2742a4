// The search box's providers (issue 36): each area (pads, users, moderation, …) registers how to search it, and the
// host's search box asks every registered provider and shows one group per area. The host knows nothing about pads
// or users; it only renders what providers answer. A page-wide registry, so it lives in @pads/core (one instance per
// page): a remote's provider registers into the same store the host's box reads.
//
// Part of core's contract since 1.3.0 (docs/sharing.md: an addition, a minor version). A remote registers from its
// exposed './search' module, which only a host that has this registry loads: a host built before it never asks
// for that module, and the remote's screens do not touch the registry, so such a remote still runs in it.
import { useMemo } from 'react';
import { create } from 'zustand';

/** One result as the box shows it: what it is, the facts that tell it apart, and the screen it opens. */
export interface SearchResult {
  /** Unique within its area (the record's id). */
  key: string;
  /** What kind of record it is, shown with it: 'Pad', 'User', 'Revision'. */
  kind: string;
  /** Its name: the pad's or the user's name, 'Revision 9001'. */
  title: string;
  /** Facts shown after the title, in order (category and country; role and e-mail; type, pad and status). */
  details: string[];
  /** A fact about it for this query only, shown before the details (a pad's distance from a pasted point); not kept
   * with the recently opened results. */
  context?: string;
  /** States shown as tags ('Moderated', 'Private', 'Archived'). */
  tags?: string[];
  /** The screen it opens: a path of the panel (`/dashboard/pad-view/12`). */
  path: string;
}

export interface SearchAnswer {
  results: SearchResult[];
  /** A line about the answer as a whole, shown with the group ('Nearest to 52.127, 0.956'). */
  note?: string;
}

export interface SearchProvider {
  /** The area's key: one provider per area (a second registration replaces the first). */
  area: string;
  /** The group's heading in the box. */
  label: string;
  /** The group's position, ascending across areas (the header menu's order). */
  order: number;
  /** Whether this area searches the query at all; by default every query the box sends (3 characters, or an id). */
  accepts?: (query: string) => boolean;
  /** The area's results; `signal` aborts when the query has changed or the box closed. */
  search: (query: string, signal: AbortSignal) => Promise<SearchAnswer>;
}

interface SearchProvidersState {
  providers: Record<string, SearchProvider>;
}

const useSearchProvidersStore = create<SearchProvidersState>()(() => ({ providers: {} }));

/** Registers an area's provider; returns the function that removes it again. */
export function registerSearchProvider(provider: SearchProvider): () => void {
  useSearchProvidersStore.setState((state) => ({ providers: { ...state.providers, [provider.area]: provider } }));
  return () =>
    useSearchProvidersStore.setState((state) => {
      if (state.providers[provider.area] !== provider) return state;
      const { [provider.area]: _removed, ...rest } = state.providers;
      return { providers: rest };
    });
}

const byOrder = (providers: Record<string, SearchProvider>) =>
  Object.values(providers).sort((a, b) => a.order - b.order || a.area.localeCompare(b.area));

/** The registered providers, by their order. */
export const searchProviders = (): SearchProvider[] => byOrder(useSearchProvidersStore.getState().providers);

/** The registered providers, by their order; re-renders when one is registered or removed. */
export function useSearchProviders(): SearchProvider[] {
  const providers = useSearchProvidersStore((state) => state.providers);
  return useMemo(() => byOrder(providers), [providers]);
}
