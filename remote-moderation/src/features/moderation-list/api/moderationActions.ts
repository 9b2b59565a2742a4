// The moderation list's row actions: accept or reject an addition, revert an accepted revision, send
// the moderation link. Each refreshes the list.
import { apiClient } from '@pads/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationListQueryKey } from './moderationList';

export type RevisionAction = 'accept' | 'cancel' | 'revert-moderation' | 'send-moderation-link';

export async function runRevisionAction({ action, id }: { action: RevisionAction; id: number }): Promise<string> {
  const { data } = await apiClient.get<{ message: string }>(`/admin/revisions/${action}/${id}`);
  return data.message;
}

export function useRevisionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runRevisionAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationListQueryKey() }),
  });
}
