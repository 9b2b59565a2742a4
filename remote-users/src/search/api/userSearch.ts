// GET /api/admin/users/search: the users that a search-box query names (by name, username, e-mail or id).
import { apiClient } from '@pads/core';
import type { UserSearchAnswer } from '@pads/contracts/api';
export type { UserSearchAnswer, UserSearchHit } from '@pads/contracts/api';

export async function fetchUserSearch(q: string, signal: AbortSignal): Promise<UserSearchAnswer> {
  const { data } = await apiClient.get<UserSearchAnswer>('/admin/users/search', { params: { q }, signal });
  return data;
}
