// The pad actions (spec part 2 §7): moderation, private, purgatory, recommended, archive, the link, and
// the primary contact. Each answers with the fresh pad (or its deleted_at), which goes into the cache.
import { apiClient } from '@pads/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { padKeys, type PadContact, type PadDetail } from './padDetail';
import { padLogKeys } from './padLogs';
import type { ArchiveReply, UndoTicket } from '@pads/contracts/api';

export type PadAction = 'moderation' | 'private' | 'purgatory' | 'recommended' | 'archive';

/**
 * The version the screen shows goes with each action, so a stale one is refused (409). Archive answers the ticket
 * that takes it back (issue 35); the other actions nothing.
 */
export async function runPadAction(action: PadAction, pad: PadDetail, note?: string): Promise<UndoTicket | null> {
  const params = { version: pad.version };
  switch (action) {
    case 'moderation':
      await apiClient.patch(`/admin/pads/toggle-moderation/${pad.id}`, {}, { params });
      return null;
    case 'private':
      await apiClient.put(`/admin/pads/toggle-pad-private-status/${pad.id}`, {}, { params });
      return null;
    case 'purgatory':
      await apiClient.get(`/admin/pads/add-to-purgatory/${pad.id}`, { params });
      return null;
    case 'recommended':
      await apiClient.put(`/admin/pads/toggle-pads-recommended/${pad.id}`, {}, { params });
      return null;
    case 'archive': {
      const { data } = await apiClient.post<ArchiveReply>(
        `/admin/pads/toggle-pad-deletion/${pad.id}`,
        note ? { note } : {},
        { params },
      );
      return data.undo ?? null;
    }
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
  const { data } = await apiClient.get<{ data: string }>(`/admin/pads/generate-link/${padId}`, { params: { device } });
  return data.data;
}

export async function setPrimaryContact(padId: number, contact: PadContact): Promise<PadContact[]> {
  const { data } = await apiClient.put<{ data: PadContact[] }>(
    `/pads/set-primary-contact/${padId}/${contact.id}/${contact.contact_type_id}`,
  );
  return data.data;
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
