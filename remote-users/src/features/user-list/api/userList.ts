// The user list's calls: the list itself (through useServerList), its exports, the map and the map switch.
import { call, LIST_ENTITY, serverListKey, type AdminUser } from '@pads/shared';
import { userMap, users } from '@pads/contracts/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserMap as UserMapData } from '@pads/contracts/api';
export type { UserListRow as UserRow, UserMap as UserMapData } from '@pads/contracts/api';

export const USER_LIST_KEY = LIST_ENTITY.users;

/** Under the list's key: whatever refreshes the user list (a role change, a campaign) refreshes its map too. */
export const userMapKey = (params: Record<string, string> | null) =>
  [...serverListKey(USER_LIST_KEY), 'map', params] as const;

export async function fetchUserMap(params: Record<string, string>, signal?: AbortSignal): Promise<UserMapData> {
  return call(userMap.map, { query: params }, { signal });
}

export function useUserMap(params: Record<string, string> | null) {
  return useQuery({
    queryKey: userMapKey(params),
    queryFn: ({ signal }) => fetchUserMap(params!, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}

/** Stores the user list's 'View on the map' switch (is_user_map_on); returns the updated admin. */
export async function saveUserMapSwitch(isOn: boolean): Promise<AdminUser> {
  return call(users.mapToggle, { body: { is_user_map_on: isOn } });
}
