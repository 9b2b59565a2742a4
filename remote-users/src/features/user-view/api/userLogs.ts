import { call } from '@pads/shared';
import { userLogs } from '@pads/contracts/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
export type { LogEntry as UserLogEntry } from '@pads/contracts/api';

export const userLogsKeys = {
  all: (userId: number) => ['user-logs', userId] as const,
  page: (userId: number, page: number) => ['user-logs', userId, page] as const,
};

export async function fetchUserLogs(userId: number, page: number) {
  return call(userLogs.list, { params: { id: userId }, query: { page } });
}

export function useUserLogs(userId: number, page: number) {
  return useQuery({
    queryKey: userLogsKeys.page(userId, page),
    queryFn: () => fetchUserLogs(userId, page),
    placeholderData: keepPreviousData,
  });
}
