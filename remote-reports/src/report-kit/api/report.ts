// An aggregate report's page of rows (the report's own call, e.g. GET /api/admin/get-country-report).
import { apiClient, type ListMeta } from '@pads/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export interface ReportAnswer {
  data: Record<string, unknown>[];
  columns: { key: string; title: string }[];
  meta: ListMeta;
}

export const reportKeys = { page: (url: string, params: Record<string, string>) => ['report', url, params] as const };

/** Idle while `enabled` is false (a report that waits for its date range). */
export const useReport = (url: string, params: Record<string, string>, enabled: boolean) =>
  useQuery({
    queryKey: reportKeys.page(url, params),
    queryFn: async ({ signal }) => (await apiClient.get<ReportAnswer>(url, { params, signal })).data,
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
