// The 'Duplicates' button's badge: how many suspected duplicate pairs wait.
import { call } from '@pads/shared';
import { dupeChecker } from '@pads/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';

export const dupeCountQueryKey = ['dupe-report-count'] as const;

export async function fetchDupeCount(): Promise<number> {
  return (await call(dupeChecker.count)).dupe_count;
}

export const useDupeCount = () => useQuery({ queryKey: dupeCountQueryKey, queryFn: fetchDupeCount });
