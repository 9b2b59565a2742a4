// Route schemas of a pad's note calls (tag "pad notes"): answers from @pads/contracts/api, bodies documented from
// the shared padNoteSchema that validates them.
import { padNoteSchema } from '@pads/contracts';
import { IdsParams, PadNoteDeleted, PadNoteReply, PadNotesReply } from '@pads/contracts/api';
import { errorResponses, yupBody } from '../../../openapi.js';

const tags = ['pad notes'];
const params = IdsParams('id');

export const listNotesRouteSchema = {
  tags,
  summary: "A pad's notes, newest first, with their authors",
  params,
  response: { 200: PadNotesReply, ...errorResponses(404, 422) },
};
export const addNoteRouteSchema = {
  tags,
  summary: 'Add a note to a pad',
  params,
  body: yupBody(padNoteSchema),
  response: { 201: PadNoteReply, ...errorResponses(404, 422) },
};
export const updateNoteRouteSchema = {
  tags,
  summary: 'Edit a note (by note id)',
  params,
  body: yupBody(padNoteSchema),
  response: { 200: PadNoteReply, ...errorResponses(404, 422) },
};
export const deleteNoteRouteSchema = {
  tags,
  summary: 'Delete a note (by note id)',
  params,
  response: { 200: PadNoteDeleted, ...errorResponses(404, 422) },
};
