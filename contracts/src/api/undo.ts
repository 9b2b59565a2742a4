// Undo (issue 35): Accept, Reject, a merge and Archive answer an `undo` ticket; POST /admin/undo/:id takes the change
// back within its time.
import { Type, type Static } from 'typebox';
import { Data, DateTime, Nullable } from './common.ts';

/** What an undoable write answers beside its data: the ticket to take it back, until `expires_at`. */
export const UndoTicket = Type.Object({ id: Type.Integer(), expires_at: DateTime });
export type UndoTicket = Static<typeof UndoTicket>;

/** The `undo` field an undoable write's answer carries (null when the write changed nothing to take back). */
export const UndoField = { undo: Type.Optional(Nullable(UndoTicket)) };

/** POST /admin/undo/:id: the change taken back, and the pads it touched. */
export const UndoReply = Data(
  Type.Object({ id: Type.Integer(), action: Type.String(), pad_ids: Type.Array(Type.Integer()) }),
);
export type UndoReply = Static<typeof UndoReply>;
