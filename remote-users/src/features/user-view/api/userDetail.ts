// The user page's own calls: the user, the Info edit, archive/unarchive, role and campaign options.
import { call } from '@pads/shared';
import { userDetail, users } from '@pads/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userLogsKeys } from './userLogs';
import { userPadsKeys } from './userPads';
import type { NamedRef, UserDetail } from '@pads/contracts/api';
export type { UserDetail } from '@pads/contracts/api';

export const userKeys = {
  detail: (id: number) => ['user-view', id] as const,
  campaigns: () => ['user-view', 'campaign-options'] as const,
};

export async function fetchUser(id: number): Promise<UserDetail> {
  return call(userDetail.get, { params: { id } });
}

export function useUser(id: number) {
  return useQuery({ queryKey: userKeys.detail(id), queryFn: () => fetchUser(id) });
}

export async function fetchCampaignOptions(): Promise<NamedRef[]> {
  return call(userDetail.campaignOptions);
}

export function useCampaignOptions() {
  return useQuery({ queryKey: userKeys.campaigns(), queryFn: fetchCampaignOptions });
}

export interface UserInfoBody {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  phone: string;
  role: number;
  country_code: string;
  state_code: string;
  renewal_date: string;
  premium_state: string;
  campaign_id: number | null;
  version: number;
}

export async function saveUserInfo(id: number, body: UserInfoBody): Promise<UserDetail> {
  // The Info edit answers the user page's shape (UserEditReply: UserDetail after an Info edit).
  return (await call(users.update, { params: { id }, body: { ...body, tab: 'info' as const } })) as UserDetail;
}

export async function toggleUserDeletion(id: number, note?: string): Promise<UserDetail> {
  return call(userDetail.toggleDeletion, { params: { id }, body: note ? { note } : {} });
}

export async function changeUserRole(id: number, role: number, version: number): Promise<UserDetail> {
  return call(userDetail.toggleRole, { params: { id }, body: { role, version } });
}

/** After a write: the user as the server answered, and the Activity tab (the write is logged). */
export function useUserWrite<Args>(id: number, write: (args: Args) => Promise<UserDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (user) => {
      client.setQueryData(userKeys.detail(id), user);
      void client.invalidateQueries({ queryKey: userLogsKeys.all(id) });
      void client.invalidateQueries({ queryKey: userPadsKeys.all(id) });
    },
  });
}
