// The pad's owners (spec part 2 §4 "Owners", §7): GET /admin/pads/get-owners/{id}, the owner search by
// e-mail, and the owner writes (add, accept, create by e-mail, pending reason, confirmation e-mail, delete).
import { call, CONTACT_TYPE, OWNER_SEARCH_MIN } from '@pads/shared';
import { contacts, ownerSearch, padOwners } from '@pads/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { padAdminKeys, refreshPadAdmin } from './padAdminKeys';
import type { PadOwner, OwnerCandidate } from '@pads/contracts/api';
export type { PadOwner, OwnerCandidate } from '@pads/contracts/api';

export async function fetchOwners(padId: number): Promise<PadOwner[]> {
  return call(padOwners.list, { params: { id: padId } });
}

export function useOwners(padId: number) {
  return useQuery({ queryKey: padAdminKeys.owners(padId), queryFn: () => fetchOwners(padId) });
}

export async function searchOwners(email: string): Promise<OwnerCandidate[]> {
  return call(ownerSearch.search, { query: { email } });
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
      await call(padOwners.add, { params: { id: padId, userId: action.userId } });
      return {};
    case 'accept':
      await call(padOwners.accept, {
        body: { pad_id: padId, user_id: action.owner.user_id, contact_id: action.owner.id },
      });
      return {};
    case 'create':
      await call(padOwners.addContact, {
        body: {
          name: action.name,
          email: action.email,
          phone: action.phone,
          contact_type_id: CONTACT_TYPE.Owner,
          pad_id: padId,
        },
      });
      return {};
    case 'pending':
      return call(contacts.pendingStatus, {
        params: { padId, contactId: action.owner.id },
        body: { comment: action.comment },
      });
    case 'confirmation':
      return call(contacts.pendingStatus, {
        params: { padId, contactId: action.owner.id },
        body: { is_confirmation: true },
      });
    case 'delete':
      return call(contacts.removeOfType, {
        params: { padId, contactId: action.owner.id, typeId: CONTACT_TYPE.Owner },
      });
  }
}

export function useOwnerAction(padId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: OwnerAction) => runOwnerAction(padId, action),
    onSuccess: () => refreshPadAdmin(client, padId),
  });
}
