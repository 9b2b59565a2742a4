// The 'Duplicates' button's badge: how many suspected duplicate pairs wait.
import { apiClient } from '@pads/shared';
import { useQuery } from '@tanstack/react-query';

export const dupeCountQueryKey = ['dupe-report-count'] as const;

export async function fetchDupeCount(): Promise<number> {
  const { data } = await apiClient.get<{ data: { dupe_count: number } }>('/admin/dupe-checker/dupe-report-count');
  return data.data.dupe_count;
}

export const useDupeCount = () => useQuery({ queryKey: dupeCountQueryKey, queryFn: fetchDupeCount });
