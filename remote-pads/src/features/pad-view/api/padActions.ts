// The pad actions (spec part 2 §7): moderation, private, purgatory, recommended, archive, the link, and
// the primary contact. Each answers with the fresh pad (or its deleted_at), which goes into the cache.
import { call } from '@pads/shared';
import { padState, primaryContact } from '@pads/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { padKeys, type PadContact, type PadDetail } from './padDetail';
import { padLogKeys } from './padLogs';

export type PadAction = 'moderation' | 'private' | 'purgatory' | 'recommended' | 'archive';

/** The version the screen shows goes with each action, so a stale one is refused (409). */
export async function runPadAction(action: PadAction, pad: PadDetail, note?: string): Promise<void> {
  const input = { params: { id: pad.id }, query: { version: pad.version } };
  switch (action) {
    case 'moderation':
      await call(padState.moderation, input);
      return;
    case 'private':
      await call(padState.private, input);
      return;
    case 'purgatory':
      await call(padState.purgatory, input);
      return;
    case 'recommended':
      await call(padState.recommended, input);
      return;
    case 'archive':
      await call(padState.archive, { ...input, body: note ? { note } : {} });
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
