// Undo (issue 35): Accept, Reject, a merge and Archive answer an `undo` ticket; POST /admin/undo/:id takes the change
// back within its time.
import { Type, type Static } from 'typebox';
import { Data, DateTime, errorResponses, IdsParams, Nullable } from './common.ts';

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

export const undoSchemas = {
  undo: {
    tags: ['undo'],
    summary: 'Take back an Accept, a Reject, a merge or an Archive (its answer’s `undo` ticket), in one transaction',
    description:
      'Every row the change touched (the pads, their contacts, photos, reviews, revisions, surveys, duplicate pairs) ' +
      'becomes again what it was before it, and the kept counters follow; logged as `change_undone` on each pad. ' +
      '403 for another admin’s change; 409 once the ticket has expired or was used, or when the items changed since.',
    params: IdsParams('id'),
    response: { 200: UndoReply, ...errorResponses(403, 404, 409, 422) },
  },
};
