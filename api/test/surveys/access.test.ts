// Who may use a survey through the apps' /api/surveys calls: the pad's submitter, its claimed owners (after
// the admin accepts the claim) and admins write it; other pilots and owners only read it (403 on writes);
// another user's private pad and an archived pad are 404 to them; a suspended account is 403; no token 401;
// the writes spend the app calls' per-user budget. And the hazards are checked against the pad's category.
import { NOT_AUTHORIZED, SURVEY_MESSAGES } from '@pads/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema.js';
import { image, multipartBody } from '../fixtures/pads.js';
import { ROLE, userWithToken } from '../helpers.js';
import { call, revisionTestWorld, submitPad, type Headers, type RevisionTestWorld } from '../fixtures/revisions.js';

let w: RevisionTestWorld;
let otherPilot: Headers;
beforeAll(async () => {
  w = await revisionTestWorld();
  otherPilot = (await userWithToken(w.ctx.db, { role: ROLE.Pilot })).headers;
}, 60_000);
afterAll(() => w.ctx.close());

const start = (padId: number, headers: Headers, body: object = {}) =>
  call(w.ctx, 'POST', `/api/surveys/${padId}`, headers, body);
/** The app's status report; 1 (Not started) unless told. */
const status = (surveyId: number, headers: Headers, value = 1) =>
  call(w.ctx, 'POST', `/api/surveys/${surveyId}/status`, headers, { status: value });
const photo = async (surveyId: number, headers: Headers) => {
  const form = multipartBody([
    { name: 'direction', value: 'north' },
    { name: 'upload', filename: 'north.png', contentType: 'image/png', value: await image('png') },
  ]);
  return w.ctx.app.inject({
    method: 'POST',
    url: `/api/surveys/${surveyId}/uploads`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};
/** Every read of a survey: the survey, its PDF data and its PDF. */
const reads = (surveyId: number, headers: Headers) =>
  Promise.all(
    [
      `/api/surveys/${surveyId}`,
      `/api/surveys/download-pdf-data/${surveyId}`,
      `/api/surveys/download-pdf/${surveyId}`,
    ].map((url) => call(w.ctx, 'GET', url, headers)),
  );
const codes = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);

/** A pad the pilot submitted through the app, with the survey the pilot started. */
async function padWithSurvey(overrides: Record<string, unknown> = {}) {
  const { padId } = await submitPad(w.ctx, w.pilot.headers, overrides);
  const res = await start(padId, w.pilot.headers);
  expect(res.statusCode).toBe(200);
  return { padId, surveyId: res.json().data.id as number };
}

test('the submitter and admins write; another pilot or owner reads but gets 403 on every write', async () => {
  const { padId, surveyId } = await padWithSurvey();
  expect((await photo(surveyId, w.pilot.headers)).statusCode).toBe(200);
  expect((await status(surveyId, w.pilot.headers)).statusCode).toBe(200);
  expect((await start(padId, w.admin.headers)).statusCode).toBe(200);
  expect((await status(surveyId, w.admin.headers)).statusCode).toBe(200);
  for (const headers of [otherPilot, w.owner.headers]) {
    for (const res of [await start(padId, headers), await status(surveyId, headers), await photo(surveyId, headers)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_AUTHORIZED);
    }
    expect(codes(await reads(surveyId, headers))).toEqual([200, 200, 200]);
  }
  // Nothing the refused calls sent was kept: one photo, the pilot's.
  const survey = (await call(w.ctx, 'GET', `/api/surveys/${surveyId}`, w.pilot.headers)).json().data;
  expect(survey.uploads).toHaveLength(1);
});

test('a claimed owner writes once the admin accepts the claim, not while it waits', async () => {
  const { padId, surveyId } = await padWithSurvey();
  const claim = await call(w.ctx, 'POST', `/api/app/pads/${padId}/claim`, w.owner.headers, { comment: 'Mine' });
  expect(claim.statusCode).toBe(201);
  expect((await start(padId, w.owner.headers)).statusCode).toBe(403);
  const accepted = await call(
    w.ctx,
    'GET',
    `/api/admin/revisions/accept/${claim.json().data.revision_id}?type=2`,
    w.admin.headers,
  );
  expect(accepted.statusCode).toBe(200);
  const res = await start(padId, w.owner.headers, { general: { notice: 2, ppr: 'phone' } });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ id: surveyId, completed: { general: true } });
  expect((await photo(surveyId, w.owner.headers)).statusCode).toBe(200);
  expect((await status(surveyId, w.owner.headers, 2)).statusCode).toBe(200);
});

test("another user's private pad and an archived pad are 404 to app users, not to admins", async () => {
  const { padId, surveyId } = await padWithSurvey();
  const madePrivate = await call(w.ctx, 'PUT', `/api/admin/pads/toggle-pad-private-status/${padId}`, w.admin.headers);
  expect(madePrivate.statusCode).toBe(200);
  // Its keeper still writes and reads it.
  expect((await start(padId, w.pilot.headers)).statusCode).toBe(200);
  expect(codes(await reads(surveyId, w.pilot.headers))).toEqual([200, 200, 200]);
  for (const headers of [otherPilot, w.owner.headers]) {
    for (const res of [await start(padId, headers), await status(surveyId, headers), await photo(surveyId, headers)]) {
      expect(res.statusCode).toBe(404);
    }
    expect(codes(await reads(surveyId, headers))).toEqual([404, 404, 404]);
  }
  expect(codes(await reads(surveyId, w.admin.headers))).toEqual([200, 200, 200]);

  const archived = await padWithSurvey();
  const archive = await call(w.ctx, 'POST', `/api/admin/pads/toggle-pad-deletion/${archived.padId}`, w.admin.headers, {
    note: 'Field ploughed',
  });
  expect(archive.statusCode).toBe(200);
  expect((await start(archived.padId, w.pilot.headers)).statusCode).toBe(404);
  expect(codes(await reads(archived.surveyId, w.pilot.headers))).toEqual([404, 404, 404]);
  expect(codes(await reads(archived.surveyId, w.admin.headers))).toEqual([200, 200, 200]);
});

test('no token is 401; a suspended account is 403 even on its own pad; unknown ids 404', async () => {
  const suspended = await userWithToken(w.ctx.db, { role: ROLE.Pilot });
  const { padId } = await submitPad(w.ctx, suspended.headers);
  const surveyId = (await start(padId, suspended.headers)).json().data.id as number;
  // The app's own account deletion (not an API of this repository) sets the flag.
  await w.ctx.db.update(users).set({ is_deleted_account: true }).where(eq(users.id, suspended.user.id));
  for (const res of [
    await start(padId, suspended.headers),
    await status(surveyId, suspended.headers),
    await photo(surveyId, suspended.headers),
    ...(await reads(surveyId, suspended.headers)),
  ]) {
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account is suspended.');
  }
  for (const res of [await start(padId, {}), await status(surveyId, {}), await photo(surveyId, {})])
    expect(res.statusCode).toBe(401);
  expect(codes(await reads(surveyId, {}))).toEqual([401, 401, 401]);
  expect((await start(999999, w.pilot.headers)).statusCode).toBe(404);
  expect((await status(999999, w.pilot.headers)).statusCode).toBe(404);
  expect(codes(await reads(999999, w.pilot.headers))).toEqual([404, 404, 404]);
});

test("the hazards are checked against the pad's category, by the app's and the panel's saves", async () => {
  const aerodrome = await padWithSurvey({ category_id: 7 });
  const refused = await start(aerodrome.padId, w.pilot.headers, { hazards: { categories: [1, 6] } });
  expect(refused.statusCode).toBe(422);
  expect(refused.json().errors).toEqual({ 'hazards.categories': [SURVEY_MESSAGES.aerodromeHazards] });
  const panel = await call(w.ctx, 'PUT', `/api/admin/surveys/${aerodrome.surveyId}`, w.admin.headers, {
    steps: { hazards: { categories: [4] } },
  });
  expect(panel.statusCode).toBe(422);
  expect(panel.json().errors).toEqual({ 'hazards.categories': [SURVEY_MESSAGES.aerodromeHazards] });
  const taken = await start(aerodrome.padId, w.pilot.headers, {
    hazards: { categories: [3, 6, 8, 99], details: 'Wires' },
  });
  expect(taken.statusCode).toBe(200);
  expect(taken.json().data.steps.hazards.categories).toEqual([3, 6, 8, 99]);
  // Any other category takes them all.
  const field = await padWithSurvey({ category_id: 3 });
  expect((await start(field.padId, w.pilot.headers, { hazards: { categories: [1, 4, 7] } })).statusCode).toBe(200);
});

test('the writes spend the app calls’ one per-user budget; reads do not', async () => {
  const limited = await revisionTestWorld({ appRateLimit: { max: 3, timeWindow: '1 minute' } });
  try {
    const { padId } = await submitPad(limited.ctx, limited.pilot.headers); // 1: an app call of the app module
    const first = await call(limited.ctx, 'POST', `/api/surveys/${padId}`, limited.pilot.headers, {}); // 2
    expect(first.statusCode).toBe(200);
    const surveyId = first.json().data.id as number;
    for (let i = 0; i < 3; i++)
      expect((await call(limited.ctx, 'GET', `/api/surveys/${surveyId}`, limited.pilot.headers)).statusCode).toBe(200);
    const status3 = await call(limited.ctx, 'POST', `/api/surveys/${surveyId}/status`, limited.pilot.headers, {
      status: 1,
    }); // 3
    expect(status3.statusCode).toBe(200);
    const fourth = await call(limited.ctx, 'POST', `/api/surveys/${padId}`, limited.pilot.headers, {});
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('rate_limited');
    // The budget is the app's: the next app-module call is refused too; another user has their own.
    const report = await call(limited.ctx, 'POST', `/api/app/pads/${padId}/report`, limited.pilot.headers, {
      pad_report_type: 0,
    });
    expect(report.statusCode).toBe(429);
    expect((await call(limited.ctx, 'POST', `/api/surveys/${padId}`, limited.admin.headers, {})).statusCode).toBe(200);
  } finally {
    await limited.ctx.close();
  }
});
