// GET /api/admin/logs/pad-logs/{id}?page: the pad's change log, 25 a page.
import { call } from '@pads/shared';
import { padLogs } from '@pads/contracts/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PadLogPage } from '@pads/contracts/api';
export type { LogEntry as PadLogEntry, PadLogPage } from '@pads/contracts/api';

/** Every pad-logs key starts with ['pad-logs', padId]: writes invalidate that prefix. */
export const padLogKeys = {
  pad: (padId: number) => ['pad-logs', padId] as const,
  page: (padId: number, page: number) => ['pad-logs', padId, page] as const,
};

export async function fetchPadLogs(padId: number, page: number): Promise<PadLogPage> {
  return call(padLogs.list, { params: { id: padId }, query: { page } });
}

export function usePadLogs(padId: number, page: number) {
  return useQuery({
    queryKey: padLogKeys.page(padId, page),
    queryFn: () => fetchPadLogs(padId, page),
    placeholderData: keepPreviousData,
  });
}
