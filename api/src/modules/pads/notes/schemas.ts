// OpenAPI documentation of a pad's note calls (tag "pad notes"); bodies are validated with the shared
// padNoteSchema of @pads/contracts.
import { positiveIdParams } from '../../../domain/routeParams.js';
import { errorResponses } from '../../../openapi.js';

const tags = ['pad notes'];
const noteBody = { type: 'object', properties: { note: { type: 'string' } }, required: ['note'] } as const;
const byId = (summary: string, body?: typeof noteBody) => ({
  tags,
  summary,
  params: positiveIdParams('id'),
  ...(body ? { body } : {}),
  response: errorResponses(404, 422),
});

export const listNotesRouteSchema = byId("A pad's notes, newest first, with their authors");
export const addNoteRouteSchema = byId('Add a note to a pad', noteBody);
export const updateNoteRouteSchema = byId('Edit a note (by note id)', noteBody);
export const deleteNoteRouteSchema = byId('Delete a note (by note id)');
