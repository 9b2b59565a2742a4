// The moderation list's row actions: accept or reject an addition, revert an accepted revision, send
// the moderation link. Each refreshes the list.
import { apiClient } from '@pads/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevisionActionReply } from '@pads/contracts/api';
import { moderationListQueryKey } from './moderationList';
import { queueHealthQueryKey } from './queueHealth';

export type RevisionAction = 'accept' | 'cancel' | 'revert-moderation' | 'send-moderation-link';

/** The server's message, and the ticket that takes an accept or a reject back (issue 35). */
export async function runRevisionAction({
  action,
  id,
}: {
  action: RevisionAction;
  id: number;
}): Promise<Pick<RevisionActionReply, 'message' | 'undo'>> {
  const { data } = await apiClient.get<RevisionActionReply>(`/admin/revisions/${action}/${id}`);
  return { message: data.message, undo: data.undo };
}

export function useRevisionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRevisionAction,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationListQueryKey() }),
        queryClient.invalidateQueries({ queryKey: queueHealthQueryKey }),
      ]),
  });
}
