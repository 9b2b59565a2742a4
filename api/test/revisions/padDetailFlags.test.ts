// GET /api/admin/pads/{id} reads the Admin tab's flags from the revision model and carries the notes:
// the tab's dot (`resolvable_actions`), the moderation link (`can_send_moderation`) and its note count.
import { call, revisionTestWorld, submitPad, type RevisionTestWorld } from '../fixtures/revisions.js';

let w: RevisionTestWorld;
beforeAll(async () => {
  w = await revisionTestWorld();
});
afterAll(() => w.ctx.close());

const padDetail = async (padId: number) => {
  const res = await call(w.ctx, 'GET', `/api/admin/pads/${padId}`, w.admin.headers);
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    resolvable_actions: boolean;
    can_send_moderation: boolean;
    pad_notes: { body: string }[];
  };
};

test('a pending report lights the dot until it is resolved; a moderation request allows the link', async () => {
  const { padId } = await submitPad(w.ctx, w.pilot.headers, { name: 'Flagged Pad' });
  expect(await padDetail(padId)).toMatchObject({ resolvable_actions: false, can_send_moderation: false });

  const report = await call(w.ctx, 'POST', `/api/app/pads/${padId}/report`, w.pilot.headers, { pad_report_type: 0 });
  expect((await padDetail(padId)).resolvable_actions).toBe(true);
  await call(w.ctx, 'GET', `/api/admin/revisions/cancel/${report.json().data.revision_id}`, w.admin.headers);
  expect((await padDetail(padId)).resolvable_actions).toBe(false);

  const asked = await call(w.ctx, 'POST', `/api/app/pads/${padId}/request-moderation`, w.pilot.headers, {});
  expect(asked.statusCode).toBe(201);
  expect((await padDetail(padId)).can_send_moderation).toBe(true);
  await call(w.ctx, 'GET', `/api/admin/revisions/cancel/${asked.json().data.revision_id}`, w.admin.headers);
  expect((await padDetail(padId)).can_send_moderation).toBe(false);
});

test('pad_notes lists the notes, newest first', async () => {
  const { padId } = await submitPad(w.ctx, w.pilot.headers, { name: 'Noted Pad' });
  expect((await padDetail(padId)).pad_notes).toEqual([]);
  for (const note of ['Older', 'Newer']) {
    const res = await call(w.ctx, 'POST', `/api/admin/pads/add-note/${padId}`, w.admin.headers, { note });
    expect(res.statusCode).toBe(201);
  }
  expect((await padDetail(padId)).pad_notes.map((n) => n.body)).toEqual(['Newer', 'Older']);
});
