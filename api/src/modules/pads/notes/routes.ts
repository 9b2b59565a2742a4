// Internal notes on a pad (Admin tab): list, add, edit, delete. Any admin may edit or delete any note
// (they are the team's notes, not private ones); every write is logged with the pad.
import { actorOf } from '../../../domain/actor.js';
import { padNoteSchema } from '@pads/contracts';
import { findPadNote, listPadNotes } from '../../../domain/padNotes.js';
import { idsValidator } from '../../../domain/routeParams.js';
import { padExists } from '../../../domain/rowExists.js';
import { notFound } from '../../../errors.js';
import { validate } from '../../../validation.js';
import { addPadNote, deletePadNote, updatePadNote } from './repository.js';
import { endpoints, route } from '../../../endpoints.js';
import type { AppInstance } from '../../../openapi.js';

const { padNotes } = endpoints;

export async function adminRoutes(app: AppInstance): Promise<void> {
  const common = { validatorCompiler: idsValidator };
  const noteOr404 = async (noteId: number) => {
    const note = await findPadNote(app.db, noteId);
    if (!note) throw notFound('Note');
    return note;
  };
  const requirePad = async (padId: number) => {
    if (!(await padExists(app.db, padId))) throw notFound('Pad');
  };

  route(app, padNotes.list, common, async (request) => {
    await requirePad(request.params.id);
    return { data: await listPadNotes(app.db, request.params.id) };
  });

  route(app, padNotes.add, common, async (request, reply) => {
    const { note } = await validate(padNoteSchema, request.body);
    await requirePad(request.params.id);
    const id = await addPadNote(app.db, request.params.id, note, actorOf(request));
    return reply.code(201).send({ data: await noteOr404(id) });
  });

  route(app, padNotes.update, common, async (request) => {
    const { note } = await validate(padNoteSchema, request.body);
    await updatePadNote(app.db, request.params.id, note, actorOf(request));
    return { data: await noteOr404(request.params.id) };
  });

  route(app, padNotes.remove, common, async (request) => {
    await deletePadNote(app.db, request.params.id, actorOf(request));
    return { message: 'Done!', data: { id: request.params.id } };
  });
}
