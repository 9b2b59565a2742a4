// /api/admin/pads/get-notes, add-note, update-note, delete-note: the internal notes on a pad (Admin tab).
import { Type, type Static } from 'typebox';
import { padNoteSchema } from '../../schemas/index.ts';
import { Data, DateTime, errorResponses, IdsParams, Nullable } from '../common.ts';
import { yupBody } from '../fromYup.ts';

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

const tags = ['pad notes'];
const params = IdsParams('id');

export const padNotesSchemas = {
  list: {
    tags,
    summary: "A pad's notes, newest first, with their authors",
    params,
    response: { 200: PadNotesReply, ...errorResponses(404, 422) },
  },
  add: {
    tags,
    summary: 'Add a note to a pad',
    params,
    body: yupBody(padNoteSchema),
    response: { 201: PadNoteReply, ...errorResponses(404, 422) },
  },
  update: {
    tags,
    summary: 'Edit a note (by note id)',
    params,
    body: yupBody(padNoteSchema),
    response: { 200: PadNoteReply, ...errorResponses(404, 422) },
  },
  remove: {
    tags,
    summary: 'Delete a note (by note id)',
    params,
    response: { 200: PadNoteDeleted, ...errorResponses(404, 422) },
  },
};
