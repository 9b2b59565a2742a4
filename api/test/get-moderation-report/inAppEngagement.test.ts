// In-app Engagement (GET /admin/get-moderation-report): the revisions the apps submitted, by type, counted
// from the submissions the test made through the app calls; its date range (DD-MM-YYYY, both days
// included), the 'Remove test/internal results' switch (internal accounts and admins), and its sorts.
import { REVISION_TYPE, REVISION_TYPE_LABELS, type RevisionType } from '@pads/contracts';
import { padBody } from '../fixtures/revisions.js';
import {
  adminGet,
  appCall,
  checkSorts,
  DAY,
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
import { staleReportCounters } from '../helpers.js';

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

test('after random writes and flag changes, some at once, the kept counts per day give what counting gives', async () => {
  // Revisions written, moved to another day or type and removed, and submitters made internal or admin and back,
  // in many statements at once: the report reads counts kept per day, type and the submitter's flags now.
  let seed = 8;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const sql = (text: string, values: unknown[] = []) => w.ctx.db.$client.query(text, values);
  const people: number[] = [];
  for (let i = 0; i < 5; i++) people.push((await person(w)).id);
  const { rows: pads } = await sql('SELECT id FROM pads ORDER BY id LIMIT 5');
  const one = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const when = () => new Date(Date.now() - Math.floor(random() * 400 * DAY)).toISOString();
  const write = async () => {
    const kind = random();
    if (kind < 0.4)
      await sql('INSERT INTO revisions (type, pad_id, user_id, created_at) VALUES ($1, $2, $3, $4)', [
        1 + Math.floor(random() * 8),
        (one(pads) as { id: number }).id,
        one(people),
        when(),
      ]);
    else if (kind < 0.6)
      await sql(
        `UPDATE revisions SET created_at = $1, type = 1 + type % 8
          WHERE id = (SELECT id FROM revisions WHERE user_id = ANY ($2) ORDER BY id DESC OFFSET $3 LIMIT 1)`,
        [when(), people, Math.floor(random() * 5)],
      );
    else if (kind < 0.7)
      await sql(
        'DELETE FROM revisions WHERE id = (SELECT id FROM revisions WHERE user_id = ANY ($1) ORDER BY id OFFSET $2 LIMIT 1)',
        [people, Math.floor(random() * 5)],
      );
    else if (kind < 0.85) await sql('UPDATE users SET is_internal = NOT is_internal WHERE id = $1', [one(people)]);
    else await sql('UPDATE users SET role = CASE role WHEN 1 THEN 2 ELSE 1 END WHERE id = $1', [one(people)]);
  };
  for (let round = 0; round < 30; round++) await Promise.all([write(), write(), write(), write()]);
  expect(await staleReportCounters(w.ctx.db)).toEqual([]);
  const midnight = (days: number) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T00:00:00Z`;
  for (const [from, to] of [
    [400, 0],
    [30, 0],
    [200, 100],
  ] as const)
    for (const withoutInternal of [false, true]) {
      const { rows: counted } = await sql(
        `SELECT t.id AS type_id, (SELECT count(*) FROM revisions r WHERE r.type = t.id
            AND r.created_at >= $1 AND r.created_at < $2 AND NOT ($3 AND EXISTS (SELECT 1 FROM users u
              WHERE u.id = r.user_id AND (u.is_internal OR u.role = 1))))::int AS type_count
        FROM generate_series(1, 8) AS t (id) ORDER BY 1`,
        [midnight(-from), midnight(-to + 1), withoutInternal],
      );
      const answer = await rows(`from=${day(-from)}&to=${day(-to)}&is_not_included=${withoutInternal ? 1 : 0}`);
      expect(answer.map((r) => ({ type_id: r.type_id, type_count: r.type_count }))).toEqual(counted);
    }
});
