// In-app Engagement (GET /admin/get-moderation-report): the revisions the apps submitted, by type, counted
// from the submissions the test made through the app calls; its date range (DD-MM-YYYY, both days
// included), the 'Remove test/internal results' switch (internal accounts and admins), and its sorts.
import { REVISION_TYPE, REVISION_TYPE_LABELS, type RevisionType } from '@pads/contracts';
import { padBody } from '../fixtures/revisions.js';
import {
  adminGet,
  appCall,
  checkSorts,
  day,
  fieldsOf,
  person,
  report,
  reportWorld,
  ROLE,
  signIn,
  submittedPads,
  type Headers,
  type ReportWorld,
} from '../fixtures/reports.js';

let w: ReportWorld;
/** Every revision the test submitted: its type, and whether its author is left out by the switch. */
const submitted: { type: RevisionType; internal: boolean }[] = [];

beforeAll(async () => {
  w = await reportWorld();
  const pilot = (await signIn(w, (await person(w)).email)).headers;
  const owner = (await signIn(w, (await person(w, { role: ROLE.Owner })).email)).headers;
  // No call sets the internal flag (a test account); the user helper makes one.
  const tester = (await signIn(w, (await person(w, { values: { is_internal: true } })).email)).headers;
  const staffUser = await person(w);
  const staff = (await signIn(w, staffUser.email)).headers;

  const made = (type: RevisionType, internal = false) => submitted.push({ type, internal });
  const add = async (headers: Headers, internal = false) => {
    const [padId] = await submittedPads(w, headers, 1);
    made(REVISION_TYPE.Addition, internal);
    return padId!;
  };
  const on = async (
    padId: number,
    what: string,
    headers: Headers,
    type: RevisionType,
    body: object,
    internal = false,
  ) => {
    await appCall(w, `/app/pads/${padId}/${what}`, headers, body);
    made(type, internal);
  };

  const [first, second, third] = [await add(pilot), await add(pilot), await add(pilot)];
  await on(first, 'suggest-update', pilot, REVISION_TYPE.Update, { ...padBody({ name: 'Renamed' }), comment: 'Gate' });
  await on(second, 'report', pilot, REVISION_TYPE.ReportedPad, { pad_report_type: 2 });
  await on(third, 'request-moderation', pilot, REVISION_TYPE.ModerationRequested, { comment: 'Please check' });
  await on(first, 'claim', owner, REVISION_TYPE.Claim, { comment: 'My field' });
  await on(second, 'claim', owner, REVISION_TYPE.Claim, { comment: 'Mine too' });
  const review = await appCall<{ id: number }>(w, `/app/pads/${second}/reviews`, pilot, {
    rating: 2,
    comment: 'Muddy',
  });

  await add(tester, true);
  await on(first, 'report', tester, REVISION_TYPE.ReportedPad, { pad_report_type: 0 }, true);
  await on(second, 'report-review', tester, REVISION_TYPE.ReportedReview, { review_id: review.id }, true);

  // A pilot who later joins the staff: their submissions count as an admin's.
  await add(staff, true);
  await on(third, 'report', staff, REVISION_TYPE.ReportedPad, { pad_report_type: 1 }, true);
  const { version } = (await adminGet(w, `/users/${staffUser.id}`)).json().data as { version: number };
  const promoted = await w.ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/users/toggle-user-role/${staffUser.id}`,
    headers: w.admin,
    payload: { role: ROLE.Admin, version },
  });
  expect(promoted.statusCode).toBe(200);
}, 60_000);
afterAll(() => w.close());

interface Row {
  type: string;
  type_id: number;
  type_count: number;
}

/** Every type, with its count of the submissions kept, in type order. */
const expected = (keep: (s: (typeof submitted)[number]) => boolean): Row[] =>
  Object.entries(REVISION_TYPE_LABELS).map(([id, label]) => ({
    type: label,
    type_id: Number(id),
    type_count: submitted.filter((s) => s.type === Number(id) && keep(s)).length,
  }));
const rows = async (query: string) => (await report<Row>(w, `/get-moderation-report?${query}`)).data;
const all = () => true;
const external = (s: { internal: boolean }) => !s.internal;
const none = () => false;

test('every type with its count, in type order', async () => {
  expect(await rows('')).toEqual(expected(all));
  expect(await rows('is_not_included=0')).toEqual(expected(all));
  expect(expected(all).filter((r) => r.type_count > 0)).toHaveLength(6);
});

test("'Remove test/internal results' leaves out internal accounts and admins", async () => {
  expect(await rows('is_not_included=1')).toEqual(expected(external));
  expect(await rows('is_not_included=true')).toEqual(expected(external));
  expect(expected(external)).not.toEqual(expected(all));
});

test('the date range: both days included; a range before today has nothing', async () => {
  expect(await rows(`from=${day(0)}&to=${day(0)}`)).toEqual(expected(all));
  expect(await rows(`from=${day(-30)}&to=${day(0)}&is_not_included=1`)).toEqual(expected(external));
  expect(await rows(`from=${day(-30)}&to=${day(-1)}`)).toEqual(expected(none));
  expect(await rows(`from=${day(1)}&to=${day(2)}`)).toEqual(expected(none));
});

test('every sortable column, both ways; by type id by default', async () => {
  await checkSorts({
    rows: expected(all),
    answer: async (query) => (await rows(query)).map((r) => r.type_id),
    id: (r) => r.type_id,
    tie: (r) => r.type,
    columns: fieldsOf<Row>('type_id', 'type', 'type_count'),
    byDefault: ['type_id', 'asc'],
  });
});
