// Sends the box's query to every registered area that takes it: debounced while the admin types, and through one
// runner per area (at most one request in flight each, see areaRunner.ts). Each area's outcome is kept with the
// query it answers, so an answer to an older query is never shown as the current one's.
import { readSearchQuery, isSearchable, type SearchAnswer, type SearchProvider } from '@pads/shared';
import { useEffect, useRef, useState } from 'react';
import { createAreaRunner, type AreaOutcome, type AreaRunner } from './areaRunner';

/** How long typing must pause before the areas are asked. */
export const SEARCH_DEBOUNCE_MS = 200;

export type AreaOutcomes = Record<string, AreaOutcome<SearchAnswer>>;

/** The query the areas are asked, once typing has paused: '' when it is not searchable (too short, not an id). */
export function useDebouncedQuery(text: string, delay = SEARCH_DEBOUNCE_MS): string {
  const query = readSearchQuery(text);
  const wanted = isSearchable(query) ? query.text : '';
  const [debounced, setDebounced] = useState(wanted);
  useEffect(() => {
    // Clearing the box shows the recent results at once; only a query to send waits.
    if (!wanted) return setDebounced('');
    const timer = setTimeout(() => setDebounced(wanted), delay);
    return () => clearTimeout(timer);
  }, [wanted, delay]);
  return debounced;
}

/** Whether `provider` searches `query` (by default every searchable query). */
export const takes = (provider: SearchProvider, query: string) => (provider.accepts ? provider.accepts(query) : true);

export function useAreaSearch(providers: SearchProvider[], query: string): AreaOutcomes {
  const [outcomes, setOutcomes] = useState<AreaOutcomes>({});
  const runners = useRef(new Map<string, { provider: SearchProvider; runner: AreaRunner; asked: string }>());

  useEffect(() => {
    if (!query) return;
    for (const provider of providers) {
      if (!takes(provider, query)) continue;
      let entry = runners.current.get(provider.area);
      if (entry?.provider !== provider) {
        entry?.runner.stop();
        const runner = createAreaRunner(
          (q, signal) => provider.search(q, signal),
          (outcome) => setOutcomes((all) => ({ ...all, [provider.area]: outcome })),
        );
        entry = { provider, runner, asked: '' };
        runners.current.set(provider.area, entry);
      }
      // A provider registered while the box is open is asked the current query; the others only a new one.
      if (entry.asked === query) continue;
      entry.asked = query;
      entry.runner.request(query);
    }
  }, [providers, query]);

  // Closing the box aborts whatever is still asked.
  useEffect(() => {
    const all = runners.current;
    return () => {
      for (const { runner } of all.values()) runner.stop();
      all.clear();
    };
  }, []);

  return outcomes;
}
