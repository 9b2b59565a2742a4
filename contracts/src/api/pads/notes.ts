// /api/admin/pads/get-notes, add-note, update-note, delete-note: the internal notes on a pad (Admin tab).
import { Type, type Static } from 'typebox';
import { Data, DateTime, Nullable } from '../common.ts';

export const PadNote = Type.Object({
  id: Type.Integer(),
  pad_id: Type.Integer(),
  body: Type.String(),
  /** The author; null once their account is gone. */
  user: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  created_at: DateTime,
  updated_at: DateTime,
});
export type PadNote = Static<typeof PadNote>;

export const PadNotesReply = Data(Type.Array(PadNote));
export const PadNoteReply = Data(PadNote);
export const PadNoteDeleted = Type.Object({ message: Type.String(), data: Type.Object({ id: Type.Integer() }) });
