// The pad's internal notes (spec part 2 §3 "Note", §7): GET /admin/pads/get-notes/{id}, add, update, delete.
import { apiClient } from '@pads/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { padAdminKeys, refreshPadAdmin } from './padAdminKeys';
import type { PadNote } from '@pads/contracts/api';
export type { PadNote } from '@pads/contracts/api';

export async function fetchNotes(padId: number): Promise<PadNote[]> {
  const { data } = await apiClient.get<{ data: PadNote[] }>(`/admin/pads/get-notes/${padId}`);
  return data.data;
}

export function useNotes(padId: number) {
  return useQuery({ queryKey: padAdminKeys.notes(padId), queryFn: () => fetchNotes(padId) });
}

export type NoteChange =
  { kind: 'add'; note: string } | { kind: 'update'; id: number; note: string } | { kind: 'delete'; id: number };

export async function changeNote(padId: number, change: NoteChange) {
  switch (change.kind) {
    case 'add':
      return (await apiClient.post(`/admin/pads/add-note/${padId}`, { note: change.note })).data;
    case 'update':
      return (await apiClient.put(`/admin/pads/update-note/${change.id}`, { note: change.note })).data;
    case 'delete':
      return (await apiClient.delete(`/admin/pads/delete-note/${change.id}`)).data;
  }
}

export function useNoteChange(padId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: NoteChange) => changeNote(padId, change),
    onSuccess: () => refreshPadAdmin(client, padId),
  });
}
