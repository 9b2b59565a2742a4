// GET /api/admin/pads/search: the pads that a search-box query names (by name, id, ICAO or HISC code, or nearest a
// pasted point).
import { apiClient } from '@pads/core';
import type { PadSearchAnswer } from '@pads/contracts/api';
export type { PadSearchAnswer, PadSearchHit } from '@pads/contracts/api';

export async function fetchPadSearch(q: string, signal: AbortSignal): Promise<PadSearchAnswer> {
  const { data } = await apiClient.get<PadSearchAnswer>('/admin/pads/search', { params: { q }, signal });
  return data;
}
