// The moderation list's row actions: accept or reject an addition, revert an accepted revision, send
// the moderation link. Each refreshes the list.
import { call } from '@pads/shared';
import { revisions } from '@pads/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationListQueryKey } from './moderationList';

/** The row actions, each a revision endpoint answering `{ message, data }`. */
const ACTIONS = {
  accept: revisions.accept,
  cancel: revisions.cancel,
  'revert-moderation': revisions.revert,
  'send-moderation-link': revisions.sendLink,
} as const;
export type RevisionAction = keyof typeof ACTIONS;

export async function runRevisionAction({ action, id }: { action: RevisionAction; id: number }): Promise<string> {
  const endpoint: (typeof ACTIONS)[RevisionAction] = ACTIONS[action];
  return (await call(endpoint, { params: { id } })).message;
}

export function useRevisionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRevisionAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationListQueryKey() }),
  });
}
