// Premium Subscriptions (GET /admin/get-premium-subs-report): subscriptions started in the range by role,
// new and recurring each counted here from what the test made; the date range (DD-MM-YYYY, both days
// included), the country_code and US state_codes filters (the subscriber's place, set through the
// admin's user edit), and the sorts. Subscriptions come from the app stores: no client call makes
// one, so they are written as rows (as the seed does).
import { subscriptions } from '../../src/db/schema.js';
import {
  checkSorts,
  DAY,
  day,
  fieldsOf,
  person,
  report,
  reportWorld,
  ROLE,
  type Person,
  type ReportWorld,
} from '../fixtures/reports.js';
import { staleReportCounters } from '../helpers.js';

let w: ReportWorld;
const NEW = 1;
const RECURRING = 2;

interface Sub {
  who: Person;
  country: string | null;
  state: string | null;
  kind: typeof NEW | typeof RECURRING;
  daysAgo: number;
}
const subs: Sub[] = [];

beforeAll(async () => {
  w = await reportWorld();
  const PEOPLE: [typeof ROLE.Pilot | typeof ROLE.Owner, string | null, string | null, [Sub['kind'], number][]][] = [
    // role, country, state, [kind, started days ago]…
    [
      ROLE.Pilot,
      'US',
      'TX',
      [
        [NEW, 100],
        [RECURRING, 2],
      ],
    ],
    [ROLE.Pilot, 'US', 'CA', [[NEW, 5]]],
    [
      ROLE.Pilot,
      'GB',
      null,
      [
        [NEW, 20],
        [RECURRING, 400],
      ],
    ],
    [ROLE.Pilot, null, null, [[NEW, 10]]],
    [
      ROLE.Owner,
      'US',
      'TX',
      [
        [NEW, 3],
        [RECURRING, 1],
        [RECURRING, 30],
        [RECURRING, 31],
      ],
    ],
    [
      ROLE.Owner,
      'GB',
      null,
      [
        [NEW, 0],
        [RECURRING, 50],
        [RECURRING, 0],
      ],
    ],
  ];
  for (const [role, country, state, started] of PEOPLE) {
    const who = await person(w, {
      role,
      country: country ?? undefined,
      state: state ?? undefined,
      premium: 'premium',
    });
    for (const [kind, daysAgo] of started) subs.push({ who, country, state, kind, daysAgo });
  }
  await w.ctx.db.insert(subscriptions).values(
    subs.map((s) => ({
      user_id: s.who.id,
      role: s.who.role,
      kind: s.kind,
      started_at: new Date(Date.now() - s.daysAgo * DAY),
      expires_at: new Date(Date.now() + (365 - s.daysAgo) * DAY),
    })),
  );
}, 60_000);
afterAll(() => w.close());

interface Row {
  role: string;
  new_subs: number;
  recurring: number;
  total: number;
}

/** The rows of the subscriptions kept, by role, each kind counted on its own. */
function expected(keep: (s: Sub) => boolean): Row[] {
  const rows: Row[] = [];
  for (const [role, label] of [
    [ROLE.Owner, 'Owner'],
    [ROLE.Pilot, 'Pilot'],
  ] as const) {
    const mine = subs.filter((s) => s.who.role === role && keep(s));
    if (!mine.length) continue;
    const newSubs = mine.filter((s) => s.kind === NEW).length;
    const recurring = mine.filter((s) => s.kind === RECURRING).length;
    rows.push({ role: label, new_subs: newSubs, recurring, total: mine.length });
  }
  return rows;
}
const rows = async (query: string) =>
  (await report<Row>(w, `/get-premium-subs-report?${query}`)).data.sort((a, b) => a.role.localeCompare(b.role));
const startedWithin = (from: number, to: number) => (s: Sub) => s.daysAgo <= from && s.daysAgo >= to;

test('new and recurring subscriptions by role, each counted on its own', async () => {
  const all = expected(() => true);
  expect(all).toEqual([
    { role: 'Owner', new_subs: 2, recurring: 5, total: 7 },
    { role: 'Pilot', new_subs: 4, recurring: 2, total: 6 },
  ]);
  expect(await rows('')).toEqual(all);
});

test('the date range counts the subscriptions started in it, both end days included', async () => {
  expect(await rows(`from=${day(-30)}&to=${day(0)}`)).toEqual(expected(startedWithin(30, 0)));
  expect(await rows(`from=${day(-60)}&to=${day(-15)}`)).toEqual(expected(startedWithin(60, 15)));
  expect(await rows(`from=${day(-2)}&to=${day(-1)}`)).toEqual(expected(startedWithin(2, 1)));
  expect(await rows(`from=${day(-500)}&to=${day(-101)}`)).toEqual(expected(startedWithin(500, 101)));
  expect(await rows(`from=${day(-99)}&to=${day(-51)}`)).toEqual([]);
});

test("the subscriber's country, their US states, and both with a range", async () => {
  expect(await rows('country_code=US')).toEqual(expected((s) => s.country === 'US'));
  expect(await rows('country_code=gb')).toEqual(expected((s) => s.country === 'GB'));
  expect(await rows('country_code=US&state_codes[]=TX')).toEqual(expected((s) => s.state === 'TX'));
  expect(await rows('state_codes=CA')).toEqual(expected((s) => s.state === 'CA'));
  expect(await rows('state_codes[]=TX&state_codes[]=CA')).toEqual(expected((s) => s.country === 'US'));
  expect(await rows('country_code=US&state_codes[]=NY')).toEqual([]);
  expect(await rows(`country_code=US&state_codes[]=TX&from=${day(-30)}&to=${day(0)}`)).toEqual(
    expected((s) => s.state === 'TX' && startedWithin(30, 0)(s)),
  );
  expect(await rows(`country_code=GB&from=${day(-30)}&to=${day(0)}`)).toEqual(
    expected((s) => s.country === 'GB' && startedWithin(30, 0)(s)),
  );
});

test('every sortable column, both ways; by total, most first, by default', async () => {
  await checkSorts({
    rows: expected(() => true),
    answer: async (query) => (await report<Row>(w, `/get-premium-subs-report?${query}`)).data.map((r) => r.role),
    id: (r) => r.role,
    tie: (r) => r.role,
    columns: fieldsOf<Row>('role', 'new_subs', 'recurring', 'total'),
    byDefault: ['total', 'desc'],
  });
});

test('after random writes, some at once, the kept counts per day give what counting the subscriptions gives', async () => {
  // Subscriptions made, moved to another day or kind, and removed in many statements: the report without a place
  // filter reads the counts kept per day (subscription_day_counts), which must match the rows.
  let seed = 10;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const people = [...new Set(subs.map((s) => s.who))];
  const sql = (text: string, values: unknown[]) => w.ctx.db.$client.query(text, values);
  // The start of the UTC day `days` from today, as the report's dates name days.
  const midnight = (days: number) => `${new Date(Date.now() + days * DAY).toISOString().slice(0, 10)}T00:00:00Z`;
  const started = () => new Date(Date.now() - Math.floor(random() * 400 * DAY)).toISOString();
  const write = async () => {
    const kind = random();
    const who = people[Math.floor(random() * people.length)]!;
    if (kind < 0.5)
      await sql(
        `INSERT INTO subscriptions (user_id, role, kind, started_at, expires_at) VALUES ($1, $2, $3, $4, now())`,
        [who.id, who.role, random() < 0.5 ? NEW : RECURRING, started()],
      );
    else if (kind < 0.8)
      await sql(
        `UPDATE subscriptions SET started_at = $1, kind = 3 - kind
          WHERE id = (SELECT id FROM subscriptions ORDER BY id DESC OFFSET $2 LIMIT 1)`,
        [started(), Math.floor(random() * 5)],
      );
    else
      await sql('DELETE FROM subscriptions WHERE id = (SELECT id FROM subscriptions ORDER BY id OFFSET $1 LIMIT 1)', [
        Math.floor(random() * 5),
      ]);
  };
  for (let round = 0; round < 30; round++) await Promise.all([write(), write(), write(), write()]);
  expect(await staleReportCounters(w.ctx.db)).toEqual([]);
  for (const [from, to] of [
    [365, 0],
    [30, 0],
    [200, 100],
    [3, 3],
  ] as const) {
    const { rows: counted } = await sql(
      `SELECT CASE role WHEN 3 THEN 'Owner' WHEN 2 THEN 'Pilot' ELSE 'Other' END AS role,
        (count(*) FILTER (WHERE kind = 1))::int AS new_subs, (count(*) FILTER (WHERE kind = 2))::int AS recurring,
        count(*)::int AS total
      FROM subscriptions WHERE started_at >= $1 AND started_at < $2 GROUP BY 1 ORDER BY 1`,
      [midnight(-from), midnight(-to + 1)],
    );
    expect(await rows(`from=${day(-from)}&to=${day(-to)}`)).toEqual(counted);
  }
});
