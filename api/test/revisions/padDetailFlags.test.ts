// GET /api/admin/pads/{id} reads the Admin tab's flags from the revision model and carries the notes:
// the tab's dot (`resolvable_actions`), the moderation link (`can_send_moderation`) and its note count.
import { call, revisionTestWorld, submitPad, type RevisionTestWorld } from '../fixtures/revisions.js';
import { ROLE, userWithToken } from '../helpers.js';

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
    has_uncontactable_revision: boolean;
    survey_id: number | null;
    survey_progress_percentage: number | null;
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

test('has_uncontactable_revision: a pending revision whose submitter was archived; resolving it clears the flag', async () => {
  const submitter = await userWithToken(w.ctx.db, { role: ROLE.Pilot });
  const { padId, revisionId } = await submitPad(w.ctx, submitter.headers, { name: 'Orphaned Pad' });
  expect((await padDetail(padId)).has_uncontactable_revision).toBe(false);
  const archived = await call(
    w.ctx,
    'POST',
    `/api/admin/users/toggle-user-deletion/${submitter.user.id}`,
    w.admin.headers,
    {
      note: 'Left the club',
    },
  );
  expect(archived.statusCode).toBe(200);
  expect((await padDetail(padId)).has_uncontactable_revision).toBe(true);
  await call(w.ctx, 'GET', `/api/admin/revisions/accept/${revisionId}`, w.admin.headers);
  expect((await padDetail(padId)).has_uncontactable_revision).toBe(false);
});

test('survey_progress_percentage is the survey’s progress; null without a survey', async () => {
  const { padId } = await submitPad(w.ctx, w.pilot.headers, { name: 'Surveyed Pad' });
  expect(await padDetail(padId)).toMatchObject({ survey_id: null, survey_progress_percentage: null });
  const started = await call(w.ctx, 'POST', `/api/surveys/${padId}`, w.pilot.headers, {});
  expect((await padDetail(padId)).survey_progress_percentage).toBe(0);
  const saved = await call(w.ctx, 'PUT', `/api/admin/surveys/${started.json().data.id}`, w.admin.headers, {
    steps: { general: { notice: 2, ppr: 'phone', ppr_details: 'Ring the farmhouse' } },
  });
  expect(saved.json().data.progress_percentage).toBe(14);
  expect((await padDetail(padId)).survey_progress_percentage).toBe(14);
});
