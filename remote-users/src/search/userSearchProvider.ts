// The users area's search-box provider (issue 36): each user with their role and e-mail. Registered by ./index.ts,
// the module the host loads when its search box first opens. A pasted point is the pads area's: not searched here.
import type { SearchProvider, SearchResult } from '@pads/core';
import { paths } from '@pads/contracts/paths.ts';
import { roleLabel } from '@pads/contracts/roles.ts';
import { parseCoordinate } from '@pads/contracts/search/coordinates.ts';
import { fetchUserSearch, type UserSearchHit } from './api/userSearch';
import searchAreas from '../routing.json';

export const userResult = (user: UserSearchHit): SearchResult => ({
  key: String(user.id),
  kind: 'User',
  title: user.name || user.username,
  details: [roleLabel(user.role), user.email, `#${user.id}`],
  tags: user.is_archived ? ['Archived'] : [],
  path: paths.userView(user.id),
});

const [area] = searchAreas.search;

export const userSearchProvider: SearchProvider = {
  ...area!,
  accepts: (query) => parseCoordinate(query) === null,
  async search(query, signal) {
    const hits = await fetchUserSearch(query, signal);
    return { results: hits.map(userResult) };
  },
};
