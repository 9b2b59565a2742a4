// The moderation list's row actions: accept or reject an addition, revert an accepted revision, send
// the moderation link. Each refreshes the list.
import { call } from '@pads/shared';
import { revisions } from '@pads/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevisionActionReply } from '@pads/contracts/api';
import { moderationListQueryKey } from './moderationList';
import { queueHealthQueryKey } from './queueHealth';

/** The row actions, each a revision endpoint answering `{ message, data }`. */
const ACTIONS = {
  accept: revisions.accept,
  cancel: revisions.cancel,
  'revert-moderation': revisions.revert,
  'send-moderation-link': revisions.sendLink,
} as const;
export type RevisionAction = keyof typeof ACTIONS;

/** The server's message, and the ticket that takes an accept or a reject back (issue 35). */
export async function runRevisionAction({
  action,
  id,
}: {
  action: RevisionAction;
  id: number;
}): Promise<Pick<RevisionActionReply, 'message' | 'undo'>> {
  const endpoint: (typeof ACTIONS)[RevisionAction] = ACTIONS[action];
  const { message, undo } = await call(endpoint, { params: { id } });
  return { message, undo };
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
