// The pad's owners (spec part 2 §4 "Owners", §7): GET /admin/pads/get-owners/{id}, the owner search by
// e-mail, and the owner writes (add, accept, create by e-mail, pending reason, confirmation e-mail, delete).
import { apiClient, CONTACT_TYPE, OWNER_SEARCH_MIN } from '@pads/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { padAdminKeys, refreshPadAdmin } from './padAdminKeys';
import type { PadOwner, OwnerCandidate } from '@pads/contracts/api';
export type { PadOwner, OwnerCandidate } from '@pads/contracts/api';

export async function fetchOwners(padId: number): Promise<PadOwner[]> {
  const { data } = await apiClient.get<{ data: PadOwner[] }>(`/admin/pads/get-owners/${padId}`);
  return data.data;
}

export function useOwners(padId: number) {
  return useQuery({ queryKey: padAdminKeys.owners(padId), queryFn: () => fetchOwners(padId) });
}

export async function searchOwners(email: string): Promise<OwnerCandidate[]> {
  const { data } = await apiClient.get<{ data: OwnerCandidate[] }>('/admin/users/search-owner-by-email', {
    params: { email },
  });
  return data.data;
}

/** Asks only from OWNER_SEARCH_MIN characters; the caller debounces the text. */
export function useOwnerSearch(email: string) {
  const text = email.trim();
  return useQuery({
    queryKey: padAdminKeys.ownerSearch(text),
    queryFn: () => searchOwners(text),
    enabled: text.length >= OWNER_SEARCH_MIN,
  });
}

export type OwnerAction =
  | { kind: 'add'; userId: number }
  | { kind: 'accept'; owner: PadOwner }
  | { kind: 'create'; name: string; email: string; phone: string }
  | { kind: 'pending'; owner: PadOwner; comment: string }
  | { kind: 'confirmation'; owner: PadOwner }
  | { kind: 'delete'; owner: PadOwner };

export async function runOwnerAction(padId: number, action: OwnerAction): Promise<{ message?: string }> {
  switch (action.kind) {
    case 'add':
      return (await apiClient.patch(`/admin/pads/add-owner/${padId}/${action.userId}`)).data;
    case 'accept':
      return (
        await apiClient.patch('/admin/pads/accept-owner', {
          pad_id: padId,
          user_id: action.owner.user_id,
          contact_id: action.owner.id,
        })
      ).data;
    case 'create':
      return (
        await apiClient.post('/admin/pads/add-owner-contact-by-email', {
          name: action.name,
          email: action.email,
          phone: action.phone,
          contact_type_id: CONTACT_TYPE.Owner,
          pad_id: padId,
        })
      ).data;
    case 'pending':
      return (
        await apiClient.put(`/admin/contacts/update-pending-status/${padId}/${action.owner.id}`, {
          comment: action.comment,
        })
      ).data;
    case 'confirmation':
      return (
        await apiClient.put(`/admin/contacts/update-pending-status/${padId}/${action.owner.id}`, {
          is_confirmation: true,
        })
      ).data;
    case 'delete':
      return (await apiClient.delete(`/admin/contacts/${padId}/${action.owner.id}/${CONTACT_TYPE.Owner}`)).data;
  }
}

export function useOwnerAction(padId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: OwnerAction) => runOwnerAction(padId, action),
    onSuccess: () => refreshPadAdmin(client, padId),
  });
}
