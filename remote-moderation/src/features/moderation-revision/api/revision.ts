// One revision for the merge screen (GET /admin/revisions/{id}), its acceptance with the merged pad
// (POST /admin/revisions/pad/update/{id}) and its rejection (GET /admin/revisions/cancel/{id}).
import { call, LIST_ENTITY, serverListKey } from '@pads/shared';
import { revisionQueue, revisions } from '@pads/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MergePayload } from '../../../merge-screen/mergePayload';
import type { RevisionActionReply, RevisionDetail, RevisionMergeReply as MergeAnswer } from '@pads/contracts/api';
export type { RevisionDetail, RevisionMergeReply as MergeAnswer } from '@pads/contracts/api';

export const revisionQueryKey = (id: number) => ['revision', id] as const;

export async function fetchRevision(id: number): Promise<RevisionDetail> {
  return call(revisions.show, { params: { id } });
}

export const useRevision = (id: number) =>
  useQuery({ queryKey: revisionQueryKey(id), queryFn: () => fetchRevision(id), retry: false });

export async function mergeRevision(id: number, payload: MergePayload): Promise<MergeAnswer> {
  return call(revisions.merge, { params: { id }, body: payload });
}

export async function rejectRevision(id: number): Promise<RevisionActionReply> {
  return call(revisions.cancel, { params: { id } });
}

/** The oldest pending update after `after` that no other admin is reviewing (null: none). */
export async function nextPendingRevision(after: number): Promise<number | null> {
  return (await call(revisionQueue.nextPending, { query: { after } })).id;
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
