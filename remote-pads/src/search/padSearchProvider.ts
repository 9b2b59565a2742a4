// The pads area's search-box provider (issue 36): each pad with its category, country and state, and for a pasted
// point its distance. Registered by ./index.ts, the module the host loads when its search box first opens.
import type { SearchProvider, SearchResult } from '@pads/core';
import { paths } from '@pads/contracts/paths.ts';
import { formatCoordinate } from '@pads/contracts/search/coordinates.ts';
import { fetchPadSearch, type PadSearchHit } from './api/padSearch';
import searchAreas from '../routing.json';

const distance = (metres: number) =>
  metres < 1000 ? `${Math.round(metres)} m away` : `${(metres / 1000).toFixed(metres < 10_000 ? 1 : 0)} km away`;

export function padResult(pad: PadSearchHit): SearchResult {
  const codes = pad.match === 'code' ? [pad.icao && `ICAO ${pad.icao}`, pad.hisc && `HISC ${pad.hisc}`] : [];
  return {
    key: String(pad.id),
    kind: 'Pad',
    title: pad.name,
    ...(pad.distance_m === null ? {} : { context: distance(pad.distance_m) }),
    details: [pad.category, pad.country, ...codes, `#${pad.id}`].filter((detail): detail is string => Boolean(detail)),
    tags: [
      pad.is_moderated ? 'Moderated' : 'Unmoderated',
      pad.is_private && 'Private',
      pad.is_archived && 'Archived',
    ].filter((tag): tag is string => Boolean(tag)),
    path: paths.padView(pad.id),
  };
}

const [area] = searchAreas.search;

export const padSearchProvider: SearchProvider = {
  ...area!,
  async search(query, signal) {
    const { data, near } = await fetchPadSearch(query, signal);
    return { results: data.map(padResult), note: near ? `Nearest to ${formatCoordinate(near)}` : undefined };
  },
};
