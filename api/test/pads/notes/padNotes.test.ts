// Internal pad notes: add, list, edit, delete, each logged with the pad.
import { and, eq } from 'drizzle-orm';
import { activityLogs } from '../../../src/db/schema.js';
import { call, revisionTestWorld, submitPad, type RevisionTestWorld } from '../../fixtures/revisions.js';

let w: RevisionTestWorld;
beforeAll(async () => {
  w = await revisionTestWorld();
});
afterAll(() => w.ctx.close());

const admin = (method: Parameters<typeof call>[1], url: string, payload?: unknown) =>
  call(w.ctx, method, url, w.admin.headers, payload);

test('add, list (newest first, with author), edit and delete a note', async () => {
  const { padId } = await submitPad(w.ctx, w.pilot.headers);
  const first = await admin('POST', `/api/admin/pads/add-note/${padId}`, { note: 'Called the owner' });
  expect(first.statusCode).toBe(201);
  expect(first.json().data).toMatchObject({
    pad_id: padId,
    body: 'Called the owner',
    user: { id: w.admin.user.id, name: `Test ${w.admin.user.last_name}` },
  });
  const second = await admin('POST', `/api/admin/pads/add-note/${padId}`, { note: '  Gate code 1234  ' });
  expect(second.json().data.body).toBe('Gate code 1234');
  const list = await admin('GET', `/api/admin/pads/get-notes/${padId}`);
  expect(list.json().data.map((n: { body: string }) => n.body)).toEqual(['Gate code 1234', 'Called the owner']);

  const id = first.json().data.id;
  const edit = await admin('PUT', `/api/admin/pads/update-note/${id}`, { note: 'Called the owner twice' });
  expect(edit.statusCode).toBe(200);
  expect(edit.json().data.body).toBe('Called the owner twice');
  expect((await admin('DELETE', `/api/admin/pads/delete-note/${id}`)).statusCode).toBe(200);
  expect((await admin('GET', `/api/admin/pads/get-notes/${padId}`)).json().data).toHaveLength(1);

  const logged = await w.ctx.db
    .select({ action: activityLogs.action, changes: activityLogs.changes })
    .from(activityLogs)
    .where(and(eq(activityLogs.pad_id, padId), eq(activityLogs.entity_type, 'note')));
  expect(logged.map((l) => l.action).sort()).toEqual([
    'pad_note_added',
    'pad_note_added',
    'pad_note_deleted',
    'pad_note_updated',
  ]);
  expect(logged.find((l) => l.action === 'pad_note_updated')!.changes).toEqual({
    body: { before: 'Called the owner', after: 'Called the owner twice' },
  });
});

test('an empty note is a 422; unknown pads and notes 404; bad ids 422', async () => {
  const { padId } = await submitPad(w.ctx, w.pilot.headers);
  const empty = await admin('POST', `/api/admin/pads/add-note/${padId}`, { note: '   ' });
  expect(empty.statusCode).toBe(422);
  expect(empty.json().errors.note).toEqual(['Please enter a note']);
  expect((await admin('POST', `/api/admin/pads/add-note/${padId}`, { note: { x: 1 } })).statusCode).toBe(422);
  expect((await admin('POST', '/api/admin/pads/add-note/999999', { note: 'x' })).statusCode).toBe(404);
  expect((await admin('PUT', '/api/admin/pads/update-note/999999', { note: 'x' })).statusCode).toBe(404);
  expect((await admin('DELETE', '/api/admin/pads/delete-note/999999')).statusCode).toBe(404);
  expect((await admin('GET', '/api/admin/pads/get-notes/999999')).statusCode).toBe(404);
  expect((await admin('DELETE', '/api/admin/pads/delete-note/abc')).statusCode).toBe(422);
});
