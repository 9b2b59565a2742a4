// 360 Surveys (GET /admin/surveys/pad-surveys-report): surveys by status per month of their last change,
// counted from the surveys the test made through the app calls; the date range (DD-MM-YYYY, both days
// included), the old/new version choice (is_new_version), and the sorts (month, ascending, by default).
import { image, multipartBody } from '../../fixtures/pads.js';
import {
  appCall,
  checkSorts,
  countedRows,
  DAY,
  day,
  fieldsOf,
  person,
  report,
  reportWorld,
  signIn,
  submittedPads,
  type ReportWorld,
} from '../../fixtures/reports.js';

let w: ReportWorld;

const NOT_STARTED = 1;
const IN_PROGRESS = 2;
const COMPLETED = 3;
interface Made {
  status: number;
  isNew: boolean;
  daysAgo: number;
}
const PLANS: Made[] = [
  { status: NOT_STARTED, isNew: true, daysAgo: 0 },
  { status: IN_PROGRESS, isNew: true, daysAgo: 0 },
  { status: COMPLETED, isNew: true, daysAgo: 0 },
  { status: IN_PROGRESS, isNew: true, daysAgo: 45 },
  { status: IN_PROGRESS, isNew: false, daysAgo: 45 },
  { status: NOT_STARTED, isNew: false, daysAgo: 45 },
  { status: COMPLETED, isNew: false, daysAgo: 46 },
];

/** Every step but the view's photos, filled enough to count as done. */
const FILLED = {
  general: { notice: 1, ppr: 'email' },
  landing: { size: 25, size_unit: 2, surface: 1, slope: 2 },
  hazards: { categories: [1] },
  approach: { departures: 'Climb out to the west' },
  facilities: { landing_fee: 'no', categories: ['marked_h'] },
  location: { latitude: 51.5, longitude: -0.12 },
};

beforeAll(async () => {
  w = await reportWorld();
  const { headers } = await signIn(w, (await person(w)).email);
  const pads = await submittedPads(w, headers, PLANS.length);
  const png = await image('png', 64, 64);
  for (const [i, plan] of PLANS.entries()) {
    const steps = plan.status === NOT_STARTED ? {} : plan.status === IN_PROGRESS ? { general: FILLED.general } : FILLED;
    const survey = await appCall<{ id: number; survey_status: number }>(w, `/surveys/${pads[i]}`, headers, steps);
    if (plan.status === COMPLETED)
      for (const direction of ['north', 'east', 'west', 'south']) {
        const form = multipartBody([
          { name: 'direction', value: direction },
          { name: 'upload', filename: `${direction}.png`, contentType: 'image/png', value: png },
        ]);
        await appCall(w, `/surveys/${survey.id}/uploads`, { ...headers, ...form.headers }, form.payload);
      }
    // Surveys of the old app and last changed weeks ago: no call makes either (the seed writes them too).
    if (!plan.isNew || plan.daysAgo)
      await w.ctx.db.$client.query('UPDATE surveys SET is_new_version = $1, updated_at = $2 WHERE id = $3', [
        plan.isNew,
        new Date(Date.now() - plan.daysAgo * DAY),
        survey.id,
      ]);
  }
  const statuses = await w.ctx.db.$client.query('SELECT status FROM surveys ORDER BY pad_id');
  expect(statuses.rows.map((r: { status: number }) => r.status)).toEqual(PLANS.map((p) => p.status));
}, 60_000);
afterAll(() => w.close());

interface Row {
  month: string;
  not_started: number;
  in_progress: number;
  completed: number;
  total: number;
}

/** The surveys kept, by the month (UTC) of their last change, counted here. */
const monthOf = (m: Made) => new Date(Date.now() - m.daysAgo * DAY).toISOString().slice(0, 7);
const STATUS_COLUMN = { [NOT_STARTED]: 'not_started', [IN_PROGRESS]: 'in_progress', [COMPLETED]: 'completed' } as const;
const expected = (keep: (m: Made) => boolean): Row[] =>
  countedRows(
    PLANS.filter(keep),
    monthOf,
    (m) => ({ month: monthOf(m), not_started: 0, in_progress: 0, completed: 0, total: 0 }),
    (row, m) => {
      row[STATUS_COLUMN[m.status as 1 | 2 | 3]]++;
      row.total++;
    },
  );
const rows = async (query: string) => (await report<Row>(w, `/surveys/pad-surveys-report?${query}`)).data;
const changedWithin = (from: number, to: number) => (m: Made) => m.daysAgo <= from && m.daysAgo >= to;

test('surveys by status per month of their last change', async () => {
  expect(expected(() => true).length).toBeGreaterThanOrEqual(2);
  expect(await rows('')).toEqual(expected(() => true));
});

test('old and new version', async () => {
  expect(await rows('is_new_version=1')).toEqual(expected((m) => m.isNew));
  expect(await rows('is_new_version=true')).toEqual(expected((m) => m.isNew));
  expect(await rows('is_new_version=0')).toEqual(expected((m) => !m.isNew));
  expect(await rows('is_new_version=false')).toEqual(expected((m) => !m.isNew));
});

test('the date range: surveys last changed in it, both days included; with the version choice', async () => {
  expect(await rows(`from=${day(0)}&to=${day(0)}`)).toEqual(expected(changedWithin(0, 0)));
  expect(await rows(`from=${day(-45)}&to=${day(-45)}`)).toEqual(expected(changedWithin(45, 45)));
  expect(await rows(`from=${day(-46)}&to=${day(-1)}`)).toEqual(expected(changedWithin(46, 1)));
  expect(await rows(`from=${day(-44)}&to=${day(-1)}`)).toEqual([]);
  expect(await rows(`from=${day(-60)}&to=${day(0)}&is_new_version=0`)).toEqual(expected((m) => !m.isNew));
  expect(await rows(`from=${day(-45)}&to=${day(0)}&is_new_version=1`)).toEqual(
    expected((m) => m.isNew && changedWithin(45, 0)(m)),
  );
});

test('every sortable column, both ways; by month, oldest first, by default', async () => {
  await checkSorts({
    rows: expected(() => true),
    answer: async (query) => (await rows(query)).map((r) => r.month),
    id: (r) => r.month,
    tie: (r) => r.month,
    columns: fieldsOf<Row>('month', 'not_started', 'in_progress', 'completed', 'total'),
    byDefault: ['month', 'asc'],
  });
});
