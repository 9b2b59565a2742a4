// Route schema of POST /api/admin/undo/:id (tag "undo").
import { IdsParams, UndoReply } from '@pads/contracts/api';
import { errorResponses } from '../../openapi.js';

export const undoRouteSchema = {
  tags: ['undo'],
  summary: 'Take back an Accept, a Reject, a merge or an Archive (its answer’s `undo` ticket), in one transaction',
  description:
    'Every row the change touched (the pads, their contacts, photos, reviews, revisions, surveys, duplicate pairs) ' +
    'becomes again what it was before it, and the kept counters follow; logged as `change_undone` on each pad. ' +
    '403 for another admin’s change; 409 once the ticket has expired or was used, or when the items changed since.',
  params: IdsParams('id'),
  response: { 200: UndoReply, ...errorResponses(403, 404, 409, 422) },
};
