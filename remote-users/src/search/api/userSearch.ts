// GET /api/admin/users/search: the users that a search-box query names (by name, username, e-mail or id). Called
// through core's `call`, not @pads/shared: the search module stays small (the host loads it when its box first opens).
import { call } from '@pads/core';
import { userSearch } from '@pads/contracts/endpoints';
import type { UserSearchHit } from '@pads/contracts/api';
export type { UserSearchHit } from '@pads/contracts/api';

export function fetchUserSearch(q: string, signal: AbortSignal): Promise<UserSearchHit[]> {
  return call(userSearch.search, { query: { q } }, { signal });
}
