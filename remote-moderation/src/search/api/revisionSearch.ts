// GET /api/admin/revisions/search: the revision that a search-box query names by its id. Called through core's
// `call`, not @pads/shared: the search module stays small (the host loads it when its box first opens).
import { call } from '@pads/core';
import { revisionSearch } from '@pads/contracts/endpoints';
import type { RevisionSearchHit } from '@pads/contracts/api';
export type { RevisionSearchHit } from '@pads/contracts/api';

export function fetchRevisionSearch(q: string, signal: AbortSignal): Promise<RevisionSearchHit[]> {
  return call(revisionSearch.search, { query: { q } }, { signal });
}
