// The pad actions (spec part 2 §7): moderation, private, purgatory, recommended, archive, the link, and
// the primary contact. Each answers with the fresh pad (or its deleted_at), which goes into the cache.
import { call } from '@pads/shared';
import { padState, primaryContact } from '@pads/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { padKeys, type PadContact, type PadDetail } from './padDetail';
import { padLogKeys } from './padLogs';
import type { UndoTicket } from '@pads/contracts/api';

export type PadAction = 'moderation' | 'private' | 'purgatory' | 'recommended' | 'archive';

/**
 * The version the screen shows goes with each action, so a stale one is refused (409). Archive answers the ticket
 * that takes it back (issue 35); the other actions nothing.
 */
export async function runPadAction(action: PadAction, pad: PadDetail, note?: string): Promise<UndoTicket | null> {
  const input = { params: { id: pad.id }, query: { version: pad.version } };
  switch (action) {
    case 'moderation':
      await call(padState.moderation, input);
      return null;
    case 'private':
      await call(padState.private, input);
      return null;
    case 'purgatory':
      await call(padState.purgatory, input);
      return null;
    case 'recommended':
      await call(padState.recommended, input);
      return null;
    case 'archive':
      return (await call(padState.archive, { ...input, body: note ? { note } : {} })).undo ?? null;
  }
}

export function usePadAction(padId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, pad, note }: { action: PadAction; pad: PadDetail; note?: string }) =>
      runPadAction(action, pad, note),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: padKeys.detail(padId) });
      void client.invalidateQueries({ queryKey: padLogKeys.pad(padId) });
    },
  });
}

/** Reloads the pad and its log (after an undo, which changes them outside this screen's own calls). */
export function useRefreshPad(padId: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: padKeys.detail(padId) });
    void client.invalidateQueries({ queryKey: padLogKeys.pad(padId) });
  };
}

export async function generatePadLink(padId: number, device: 'web' | 'mobile'): Promise<string> {
  return call(padState.link, { params: { id: padId }, query: { device } });
}

export async function setPrimaryContact(padId: number, contact: PadContact) {
  return call(primaryContact.set, {
    params: { padId, contactId: contact.id, contactTypeId: contact.contact_type_id },
  });
}

export function useSetPrimaryContact(padId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contact: PadContact) => setPrimaryContact(padId, contact),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: padKeys.detail(padId) });
      void client.invalidateQueries({ queryKey: padLogKeys.pad(padId) });
    },
  });
}
