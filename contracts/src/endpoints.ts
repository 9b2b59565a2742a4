// Every endpoint of the API: its method and path (relative to /api), by route table, one table per file of
// ./api/ (whose `<table>Schemas` give each endpoint's params, query, body and answers, and whose folder names the
// handler's: `padNotes` → api/pads/notes.ts → api/src/modules/pads/notes/routes.ts). The apps call these with
// `call` (@pads/shared); the API registers its handlers on them. See ./endpoint.ts.
import type * as api from './api/index.ts';
import { routes, whole } from './endpoint.ts';

// /admin/pads/get-notes, add-note, update-note, delete-note: a pad's internal notes.
export const padNotes = /*#__PURE__*/ routes<typeof api.padNotesSchemas>()({
  list: 'GET /admin/pads/get-notes/:id',
  add: 'POST /admin/pads/add-note/:id',
  update: 'PUT /admin/pads/update-note/:id',
  remove: whole('DELETE /admin/pads/delete-note/:id'),
});
