// The moderation queue's health (GET /admin/revisions/queue-health, issue 35 part 4): pending items and the oldest
// one per tab, decisions in the last 24 h per admin. Refreshed live with the list (a revision decided or new).
import { apiClient } from '@pads/shared';
import type { QueueHealth, QueueHealthReply } from '@pads/contracts/api';
import { useQuery } from '@tanstack/react-query';

export type { QueueHealth, QueueTab, AdminDecisions } from '@pads/contracts/api';

export const queueHealthQueryKey = ['queue-health'] as const;

export async function fetchQueueHealth(): Promise<QueueHealth> {
  return (await apiClient.get<QueueHealthReply>('/admin/revisions/queue-health')).data.data;
}

export const useQueueHealth = () =>
  useQuery({ queryKey: queueHealthQueryKey, queryFn: fetchQueueHealth, staleTime: 30_000 });
