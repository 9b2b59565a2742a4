// GET /api/admin/revisions/search: the revision that a search-box query names by its id.
import { apiClient } from '@pads/core';
import type { RevisionSearchAnswer } from '@pads/contracts/api';
export type { RevisionSearchAnswer, RevisionSearchHit } from '@pads/contracts/api';

export async function fetchRevisionSearch(q: string, signal: AbortSignal): Promise<RevisionSearchAnswer> {
  const { data } = await apiClient.get<RevisionSearchAnswer>('/admin/revisions/search', { params: { q }, signal });
  return data;
}
