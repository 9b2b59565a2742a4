import { apiClient, type ListMeta } from '@pads/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface UserLogEntry {
  id: number;
  action_type: string;
  created_at: string;
  user: { id: number; first_name: string; last_name: string; username: string } | null;
  entity_type: string | null;
  entity_id: number | null;
  entity_object: { id: number; name: string } | null;
  additional: { changes: Record<string, { before: unknown; after: unknown }> | null; details: unknown } | null;
  device: string | null;
}

export const userLogsKeys = {
  all: (userId: number) => ['user-logs', userId] as const,
  page: (userId: number, page: number) => ['user-logs', userId, page] as const,
};

export async function fetchUserLogs(userId: number, page: number) {
  return (
    await apiClient.get<{ data: UserLogEntry[]; meta: ListMeta }>(`/admin/logs/user-logs/${userId}`, {
      params: { page },
    })
  ).data;
}

export function useUserLogs(userId: number, page: number) {
  return useQuery({
    queryKey: userLogsKeys.page(userId, page),
    queryFn: () => fetchUserLogs(userId, page),
    placeholderData: keepPreviousData,
  });
}
