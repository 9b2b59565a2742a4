// 'Accept Survey' on a duplicate merge: the duplicate's survey (with its photos) replaces the original's; without
// it the original keeps its own and the duplicate's stays with the archived duplicate.
import { sql } from 'drizzle-orm';
import { image, multipartBody } from '../fixtures/pads.js';
import { call, mergePayloadFrom, revisionTestWorld, submitPad, type RevisionTestWorld } from '../fixtures/revisions.js';
import { auditLogOf } from '../helpers.js';

let w: RevisionTestWorld;
beforeAll(async () => {
  w = await revisionTestWorld();
}, 60_000);
afterAll(() => w.ctx.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  call(w.ctx, method, url, w.admin.headers, payload);

let seq = 0;
/** Two pads 20 m apart, submitted by the pilot app, each with a survey the pilot's app started with `steps`. */
async function pairWithSurveys(originalSteps: object, duplicateSteps: object) {
  const lat = 53 + ++seq / 100;
  const at = (latitude: number) => ({
    ...{ address: 'Lane', country: 'Ireland', country_code: 'IE' },
    latitude,
    longitude: -8,
  });
  const { padId: o } = await submitPad(w.ctx, w.pilot.headers, { name: `Bog Field ${seq}`, location: at(lat) });
  const { padId: d } = await submitPad(w.ctx, w.pilot.headers, {
    name: `Bog Field ${seq} b`,
    location: at(lat + 0.0002),
  });
  const survey = async (padId: number, steps: object) => {
    const res = await call(w.ctx, 'POST', `/api/surveys/${padId}`, w.pilot.headers, steps);
    expect(res.statusCode).toBe(200);
    return res.json().data.id as number;
  };
  return { o, d, originalSurvey: await survey(o, originalSteps), duplicateSurvey: await survey(d, duplicateSteps) };
}

async function addViewPhoto(surveyId: number) {
  const form = multipartBody([
    { name: 'direction', value: 'north' },
    { name: 'upload', filename: 'north.png', contentType: 'image/png', value: await image('png') },
  ]);
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: `/api/admin/surveys/${surveyId}/uploads`,
    headers: { ...w.admin.headers, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(200);
}

const general = { general: { notice: 2, ppr: 'phone', ppr_details: 'Ring ahead' } };
const landing = { landing: { size: 30, size_unit: 1, surface: 2, slope: 1 } };

test("with 'Accept Survey' the duplicate's survey replaces the original's, whose photos go", async () => {
  const { o, d, originalSurvey, duplicateSurvey } = await pairWithSurveys(general, { ...general, ...landing });
  await addViewPhoto(originalSurvey);
  const shown = (await admin('GET', `/api/admin/dupe-checker/show/${o}/${d}`)).json().data;
  expect(shown.duplicate.survey_progress_percentage).toBeGreaterThan(shown.original.survey_progress_percentage);

  const res = await admin(
    'POST',
    `/api/admin/dupe-checker/merge-pads/${o}/${d}`,
    mergePayloadFrom(shown.original, { accept_survey: true }),
  );
  expect(res.statusCode).toBe(200);

  const { rows } = await w.ctx.db.execute(sql`SELECT
    (SELECT id FROM surveys WHERE pad_id = ${o}) AS original_survey,
    (SELECT count(*)::int FROM surveys WHERE id = ${originalSurvey}) AS old_left,
    (SELECT count(*)::int FROM survey_uploads WHERE survey_id = ${originalSurvey}) AS old_photos,
    (SELECT count(*)::int FROM surveys WHERE pad_id = ${d}) AS on_duplicate`);
  expect(rows[0]).toEqual({ original_survey: duplicateSurvey, old_left: 0, old_photos: 0, on_duplicate: 0 });
  expect((await admin('GET', `/api/admin/surveys/${o}`)).json().data).toMatchObject({ id: duplicateSurvey });
  const log = (await auditLogOf(w.ctx.db, 'pad', o)).find((l) => l.action === 'duplicate_merged');
  expect(log!.details).toMatchObject({
    survey: { moved_survey_id: duplicateSurvey, replaced_survey_id: originalSurvey },
  });
});

test("without 'Accept Survey' each survey stays with its pad", async () => {
  const { o, d, originalSurvey, duplicateSurvey } = await pairWithSurveys({ ...general, ...landing }, general);
  const shown = (await admin('GET', `/api/admin/dupe-checker/show/${o}/${d}`)).json().data;
  const res = await admin('POST', `/api/admin/dupe-checker/merge-pads/${o}/${d}`, mergePayloadFrom(shown.original));
  expect(res.statusCode).toBe(200);
  const { rows } = await w.ctx.db.execute(sql`SELECT
    (SELECT id FROM surveys WHERE pad_id = ${o}) AS original_survey,
    (SELECT id FROM surveys WHERE pad_id = ${d}) AS duplicate_survey`);
  expect(rows[0]).toEqual({ original_survey: originalSurvey, duplicate_survey: duplicateSurvey });
});
