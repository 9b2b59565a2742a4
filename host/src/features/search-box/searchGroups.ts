// What the box shows for a query: one group per area, by the areas' order, each with its results or a note saying
// why it has none (still searching, nothing matched, the search failed, the area's remote is down). The host
// knows the areas only from the providers registered in @pads/core and the remotes' declarations.
import { errorMessage, type SearchProvider, type SearchResult } from '@pads/shared';
import { remoteFailureReason } from '../../remotes/remoteFailureReason';
import type { SearchSource } from './searchModules';
import { takes, type AreaOutcomes } from './useAreaSearch';

export interface SearchGroup {
  area: string;
  label: string;
  results: SearchResult[];
  /** Said under the heading: why there are no results, or a line about them ('Nearest to …'). */
  note?: string;
  /** Still being asked (its results, if any, are for an older query and are not shown). */
  busy?: boolean;
}

interface Inputs {
  sources: SearchSource[];
  providers: SearchProvider[];
  outcomes: AreaOutcomes;
  query: string;
}

export function searchGroups({ sources, providers, outcomes, query }: Inputs): SearchGroup[] {
  const groups: (SearchGroup & { order: number })[] = [];
  for (const { area, label, order } of providers.filter((p) => takes(p, query))) {
    const outcome = outcomes[area];
    if (!outcome || outcome.query !== query) groups.push({ area, label, order, results: [], busy: true });
    else if ('error' in outcome)
      groups.push({ area, label, order, results: [], note: `Could not search: ${errorMessage(outcome.error)}` });
    else {
      const { results, note } = outcome.answer;
      const notes = [note, results.length ? undefined : 'Nothing found'].filter(Boolean);
      groups.push({ area, label, order, results, note: notes.length ? notes.join(' · ') : undefined });
    }
  }
  // Declared areas with no provider yet: their remote's module is loading, or could not be loaded.
  const registered = new Set(providers.map((p) => p.area));
  for (const { areas, state } of sources) {
    for (const { area, label, order } of areas.filter((a) => !registered.has(a.area))) {
      if (state.status === 'loading') groups.push({ area, label, order, results: [], busy: true });
      else if (state.status === 'failed')
        groups.push({
          area,
          label,
          order,
          results: [],
          note: `Not available: its section could not be loaded (${remoteFailureReason(state.error)})`,
        });
    }
  }
  return groups.sort((a, b) => a.order - b.order).map(({ order: _order, ...group }) => group);
}
