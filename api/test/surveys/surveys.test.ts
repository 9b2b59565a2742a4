// 360° surveys through their calls: the submitting pilot's app starts one, the admin saves each step, refusals, the
// view photos (a file that is not an image is refused), status and progress, the change log, and the PDF
// read back with pdfjs (its text holds the non-ASCII pad name and every completed step's values).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { image, multipartBody } from '../fixtures/pads.js';
import { call, revisionTestWorld, submitPad, type RevisionTestWorld } from '../fixtures/revisions.js';

let w: RevisionTestWorld;
let padId: number;
let surveyId: number;
const PAD_NAME = 'Łódź Ωmega Field';

beforeAll(async () => {
  w = await revisionTestWorld();
  ({ padId } = await submitPad(w.ctx, w.pilot.headers, { name: PAD_NAME }));
}, 60_000);
afterAll(() => w.ctx.close());

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  call(w.ctx, method, url, w.admin.headers, payload);

const photo = async (direction: string, body: Buffer, filename = `${direction}.png`) => {
  const form = multipartBody([
    { name: 'direction', value: direction },
    { name: 'upload', filename, contentType: 'image/png', value: body },
  ]);
  return w.ctx.app.inject({
    method: 'POST',
    url: `/api/admin/surveys/${surveyId}/uploads`,
    headers: { ...w.admin.headers, ...form.headers },
    payload: form.payload,
  });
};

test('a pad has no survey until the app starts one; the pad then points at it', async () => {
  expect((await admin('GET', `/api/admin/surveys/${padId}`)).statusCode).toBe(404);
  const res = await call(w.ctx, 'POST', `/api/surveys/${padId}`, w.pilot.headers, {});
  expect(res.statusCode).toBe(200);
  surveyId = res.json().data.id;
  expect(res.json().data).toMatchObject({ survey_status: 1, progress_percentage: 0, status_label: 'Not started' });
  const pad = (await admin('GET', `/api/admin/pads/${padId}`)).json().data;
  expect(pad.survey_id).toBe(surveyId);
  // Starting again keeps the same survey.
  expect((await call(w.ctx, 'POST', `/api/surveys/${padId}`, w.pilot.headers, {})).json().data.id).toBe(surveyId);
  expect((await call(w.ctx, 'POST', `/api/surveys/${padId}`, {}, {})).statusCode).toBe(401);
});

test('refusals: each rule with its message, unknown ids, a stale version', async () => {
  const res = await admin('PUT', `/api/admin/surveys/${surveyId}`, {
    steps: {
      general: { notice: 99, notice_details: 'ab' },
      landing: { size: 12 },
      hazards: { categories: [99] },
      view: { north: { comment: 'x'.repeat(100) } },
      facilities: { range_fee_details: 'x'.repeat(201) },
    },
  });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({
    'general.notice_details': ['Must be between 3 and 200 characters'],
    'general.ppr_details': ['This field is required'],
    'landing.surface': ['This field is required'],
    'landing.slope': ['This field is required'],
    'hazards.details': ['This field is required'],
    'facilities.range_fee_details': ['Must be between 1 and 200 characters'],
    'view.north.comment': ['Comment should be less than 100 characters'],
  });
  expect((await admin('PUT', '/api/admin/surveys/999999', { steps: {} })).statusCode).toBe(404);
  expect((await admin('GET', '/api/admin/surveys/abc')).statusCode).toBe(422);
  const current = (await admin('GET', `/api/admin/surveys/${padId}`)).json().data;
  await admin('PUT', `/api/admin/surveys/${surveyId}`, { steps: current.steps, version: current.version });
  const stale = await admin('PUT', `/api/admin/surveys/${surveyId}`, {
    steps: current.steps,
    version: current.version,
  });
  expect(stale.statusCode).toBe(409);
});

const STEPS = {
  general: { notice: 2, ppr: 'phone', ppr_details: 'Ring the farmhouse' },
  landing: { size: 30, size_unit: 1, surface: 2, slope: 1, secondary_area: 'no' },
  hazards: { categories: [6, 3], details: 'Power lines to the east' },
  approach: { procedures: 'Approach from the south over the lake' },
  facilities: {
    categories: ['fuel', 'wind_indicator'],
    landing_fee: 'yes',
    range_fee: '€20–€40',
    range_fee_details: 'Cash',
  },
  view: {
    north: { comment: 'Barn' },
    east: { comment: 'Lake' },
    west: { comment: 'Trees' },
    south: { comment: 'Road' },
  },
  location: { latitude: 52.1001, longitude: -9.5002 },
};

test('saving each step moves the progress; the four photos complete the survey; each change is logged', async () => {
  let steps = {};
  let last = 0;
  for (const step of ['general', 'landing', 'hazards', 'approach', 'facilities', 'location'] as const) {
    steps = { ...steps, [step]: STEPS[step] };
    const res = await admin('PUT', `/api/admin/surveys/${surveyId}`, { steps });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.completed[step]).toBe(true);
    expect(data.progress_percentage).toBeGreaterThan(last);
    expect(data.survey_status).toBe(2);
    last = data.progress_percentage;
  }
  expect(last).toBe(86);
  await admin('PUT', `/api/admin/surveys/${surveyId}`, { steps: { ...steps, view: STEPS.view } });
  // A file that is not an image, and a name the survey does not take, are refused.
  const fake = await photo('north', Buffer.from('not an image at all'));
  expect(fake.statusCode).toBe(422);
  expect(fake.json().errors.upload).toEqual(['The photo must be a PNG or JPEG image.']);
  expect((await photo('north', await image('png'), 'north.gif')).json().errors.upload).toEqual([
    'This extension is not supported',
  ]);
  expect((await photo('up', await image('png'))).json().errors.direction).toBeDefined();
  let data;
  for (const d of ['north', 'east', 'west', 'south']) {
    const res = await photo(d, await image('png', 1600, 1200));
    expect(res.statusCode).toBe(200);
    data = res.json().data;
  }
  expect(data).toMatchObject({ survey_status: 3, progress_percentage: 100, status_label: 'Completed' });
  expect(data.uploads.map((u: { direction: string }) => u.direction).sort()).toEqual([
    'east',
    'north',
    'south',
    'west',
  ]);
  expect((await admin('GET', `/api/admin/surveys/get-uploads/${padId}`)).json().data).toHaveLength(4);
  // The app's separate status call agrees with the steps, and is refused when it does not.
  expect(
    (await call(w.ctx, 'POST', `/api/surveys/${surveyId}/status`, w.pilot.headers, { status: 3 })).statusCode,
  ).toBe(200);
  expect(
    (await call(w.ctx, 'POST', `/api/surveys/${surveyId}/status`, w.pilot.headers, { status: 1 })).statusCode,
  ).toBe(422);
  const logs = (await admin('GET', `/api/admin/logs/pad-logs/${padId}`)).json().data;
  const actions = logs.map((l: { action_type: string }) => l.action_type);
  expect(actions).toEqual(expect.arrayContaining(['survey_created', 'survey_updated', 'survey_photo_uploaded']));
});

test('the PDF: Survey_{padname}.pdf, the name in UTF-8, the pad and every completed step read back', async () => {
  const t = performance.now();
  const res = await call(w.ctx, 'GET', `/api/surveys/download-pdf/${surveyId}`, w.admin.headers);
  const ms = performance.now() - t;
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="Survey_odz mega Field.pdf"; filename*=UTF-8''${encodeURIComponent(`Survey_${PAD_NAME}.pdf`)}`,
  );
  const pdf = await getDocument({ data: new Uint8Array(res.rawPayload), useSystemFonts: false }).promise;
  expect(pdf.numPages).toBe(5);
  let text = '';
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + '\n';
  }
  // The pad's own lines: its category, coordinates and address as stored.
  const pad = (
    await w.ctx.db.$client.query(
      `SELECT c.name AS category, p.latitude, p.longitude, concat_ws(', ', nullif(p.address, ''), nullif(p.country, '')) AS address
       FROM pads p JOIN categories c ON c.id = p.category_id WHERE p.id = $1`,
      [padId],
    )
  ).rows[0] as { category: string; latitude: number; longitude: number; address: string };
  expect(pad.address).not.toBe('');
  for (const expected of [
    PAD_NAME,
    `Category: ${pad.category}`,
    `Coordinates: ${pad.latitude.toFixed(6)}, ${pad.longitude.toFixed(6)}`,
    `Address: ${pad.address}`,
    'Minimum notice: 24 Hours',
    'PPR by: Phone',
    'PPR details: Ring the farmhouse',
    'Size: 30 Meters',
    'Surface: Grass maintained',
    'Slope: Flat',
    'Secondary landing area: No',
    'Hazards: Power lines, Noise sensitivities',
    'Hazard details: Power lines to the east',
    'Procedures: Approach from the south over the lake',
    'Facilities: Fuel, Wind indicator',
    'Landing fee charged: Yes',
    'Fee range: €20–€40',
    'Fee details: Cash',
    'North: Barn',
    'East: Lake',
    'West: Trees',
    'South: Road',
    'Latitude: 52.1001',
    'Longitude: -9.5002',
    'View north',
    'View east',
    'View west',
    'View south',
  ])
    expect(text).toContain(expected);
  expect(ms).toBeLessThan(10_000);
  const data = (await call(w.ctx, 'GET', `/api/surveys/download-pdf-data/${surveyId}`, w.owner.headers)).json().data;
  expect(data.pad.name).toBe(PAD_NAME);
  expect(data.steps.map((s: { step: string }) => s.step)).toEqual([
    'general',
    'landing',
    'hazards',
    'approach',
    'facilities',
    'view',
    'location',
  ]);
});

test("the app's landing point, sent as `map` beside the step objects, is stored as the location step", async () => {
  const other = await submitPad(w.ctx, w.pilot.headers, { name: 'Map Field' });
  const res = await call(w.ctx, 'POST', `/api/surveys/${other.padId}`, w.pilot.headers, {
    general: STEPS.general,
    map: { latitude: 51.8912, longitude: -8.4707 },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.completed).toMatchObject({ general: true, location: true });
  const stored = (await admin('GET', `/api/admin/surveys/${other.padId}`)).json().data;
  expect(stored.steps.location).toEqual({ latitude: 51.8912, longitude: -8.4707 });
  expect(stored.steps.general).toMatchObject(STEPS.general);
  expect(stored.steps).not.toHaveProperty('map');
});

test('the panel calls need an admin', async () => {
  expect((await call(w.ctx, 'GET', `/api/admin/surveys/${padId}`, w.pilot.headers)).statusCode).toBe(403);
  expect((await call(w.ctx, 'PUT', `/api/admin/surveys/${surveyId}`, w.owner.headers, { steps: {} })).statusCode).toBe(
    403,
  );
});
