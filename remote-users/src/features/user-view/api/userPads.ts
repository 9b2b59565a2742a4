import { call, USER_PADS_FILTER, type UserPadRow } from '@pads/shared';
import { userDetail } from '@pads/contracts/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserPadsPage } from '@pads/contracts/api';
export type { UserPadsPage } from '@pads/contracts/api';

/** Spec part 3 §2: 0 All, 1 Private, 2 Submitted, 3 Owned, 5 Favourite. */
export const USER_PAD_FILTERS = [
  { value: USER_PADS_FILTER.All, label: 'All' },
  { value: USER_PADS_FILTER.Private, label: 'Private' },
  { value: USER_PADS_FILTER.Submitted, label: 'Submitted' },
  { value: USER_PADS_FILTER.Owned, label: 'Owned' },
  { value: USER_PADS_FILTER.Favourite, label: 'Favourite' },
] as const;

export type { UserPadRow };

export const userPadsKeys = {
  all: (userId: number) => ['user-pads', userId] as const,
  page: (userId: number, type: number, page: number) => ['user-pads', userId, type, page] as const,
};

export async function fetchUserPads(userId: number, type: number, page: number): Promise<UserPadsPage> {
  return call(userDetail.pads, { params: { id: userId }, query: { type, page } });
}

export function useUserPads(userId: number, type: number, page: number) {
  return useQuery({
    queryKey: userPadsKeys.page(userId, type, page),
    queryFn: () => fetchUserPads(userId, type, page),
    placeholderData: keepPreviousData,
  });
}
