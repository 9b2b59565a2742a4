// The pad's internal notes (spec part 2 §3 "Note", §7): GET /admin/pads/get-notes/{id}, add, update, delete.
import { call } from '@pads/shared';
import { padNotes } from '@pads/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { padAdminKeys, refreshPadAdmin } from './padAdminKeys';
import type { PadNote } from '@pads/contracts/api';
export type { PadNote } from '@pads/contracts/api';

export async function fetchNotes(padId: number): Promise<PadNote[]> {
  return call(padNotes.list, { params: { id: padId } });
}

export function useNotes(padId: number) {
  return useQuery({ queryKey: padAdminKeys.notes(padId), queryFn: () => fetchNotes(padId) });
}

export type NoteChange =
  { kind: 'add'; note: string } | { kind: 'update'; id: number; note: string } | { kind: 'delete'; id: number };

export async function changeNote(padId: number, change: NoteChange) {
  switch (change.kind) {
    case 'add':
      return call(padNotes.add, { params: { id: padId }, body: { note: change.note } });
    case 'update':
      return call(padNotes.update, { params: { id: change.id }, body: { note: change.note } });
    case 'delete':
      return call(padNotes.remove, { params: { id: change.id } });
  }
}

export function useNoteChange(padId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: NoteChange) => changeNote(padId, change),
    onSuccess: () => refreshPadAdmin(client, padId),
  });
}
