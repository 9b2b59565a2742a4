// GET /api/admin/pads/search: the pads that a search-box query names (by name, id, ICAO or HISC code, or nearest a
// pasted point). Called through core's `call`, not @pads/shared: the search module stays small (the host loads it
// when its box first opens).
import { call } from '@pads/core';
import { padSearch } from '@pads/contracts/endpoints';
import type { PadSearchAnswer } from '@pads/contracts/api';
export type { PadSearchAnswer, PadSearchHit } from '@pads/contracts/api';

export function fetchPadSearch(q: string, signal: AbortSignal): Promise<PadSearchAnswer> {
  return call(padSearch.search, { query: { q } }, { signal });
}
