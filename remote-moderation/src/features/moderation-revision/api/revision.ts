// One revision for the merge screen (GET /admin/revisions/{id}), its acceptance with the merged pad
// (POST /admin/revisions/pad/update/{id}) and its rejection (GET /admin/revisions/cancel/{id}).
import { apiClient, LIST_ENTITY, serverListKey } from '@pads/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MergePayload } from '../../../merge-screen/mergePayload';
import type {
  NextPendingReply,
  RevisionActionReply,
  RevisionDetail,
  RevisionMergeReply as MergeAnswer,
} from '@pads/contracts/api';
export type { RevisionDetail, RevisionMergeReply as MergeAnswer } from '@pads/contracts/api';

export const revisionQueryKey = (id: number) => ['revision', id] as const;

export async function fetchRevision(id: number): Promise<RevisionDetail> {
  const { data } = await apiClient.get<{ data: RevisionDetail }>(`/admin/revisions/${id}`);
  return data.data;
}

export const useRevision = (id: number) =>
  useQuery({ queryKey: revisionQueryKey(id), queryFn: () => fetchRevision(id), retry: false });

export async function mergeRevision(id: number, payload: MergePayload): Promise<MergeAnswer> {
  const { data } = await apiClient.post<MergeAnswer>(`/admin/revisions/pad/update/${id}`, payload);
  return data;
}

export async function rejectRevision(id: number): Promise<RevisionActionReply> {
  return (await apiClient.get<RevisionActionReply>(`/admin/revisions/cancel/${id}`)).data;
}

/** The oldest pending update after `after` that no other admin is reviewing (null: none). */
export async function nextPendingRevision(after: number): Promise<number | null> {
  return (await apiClient.get<NextPendingReply>('/admin/revisions/next-pending', { params: { after } })).data.data.id;
}

function useRevisionWrite<Args, Result>(write: (args: Args) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serverListKey(LIST_ENTITY.revisions) }),
  });
}

export const useMergeRevision = () =>
  useRevisionWrite(({ id, payload }: { id: number; payload: MergePayload }) => mergeRevision(id, payload));
export const useRejectRevision = () => useRevisionWrite((id: number) => rejectRevision(id));
