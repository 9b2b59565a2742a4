import { apiClient } from '@pads/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserLogPage } from '@pads/contracts/api';
export type { LogEntry as UserLogEntry } from '@pads/contracts/api';

export const userLogsKeys = {
  all: (userId: number) => ['user-logs', userId] as const,
  page: (userId: number, page: number) => ['user-logs', userId, page] as const,
};

export async function fetchUserLogs(userId: number, page: number) {
  return (
    await apiClient.get<UserLogPage>(`/admin/logs/user-logs/${userId}`, {
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
