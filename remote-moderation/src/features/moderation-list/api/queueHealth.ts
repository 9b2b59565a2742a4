// The moderation queue's health (revisionQueue.health, issue 35 part 4): pending items and the oldest
// one per tab, decisions in the last 24 h per admin. Refreshed live with the list (a revision decided or new).
import { call } from '@pads/shared';
import { revisionQueue } from '@pads/contracts/endpoints';
import type { QueueHealth } from '@pads/contracts/api';
import { useQuery } from '@tanstack/react-query';

export type { QueueHealth, QueueTab, AdminDecisions } from '@pads/contracts/api';

export const queueHealthQueryKey = ['queue-health'] as const;

export async function fetchQueueHealth(): Promise<QueueHealth> {
  return call(revisionQueue.health);
}

export const useQueueHealth = () =>
  useQuery({ queryKey: queueHealthQueryKey, queryFn: fetchQueueHealth, staleTime: 30_000 });
