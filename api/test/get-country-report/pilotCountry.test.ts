// Pilot Country (GET /admin/get-country-report): pilots by country and premium state, counted from the
// pilots the test made, under its date range (the join date, DD-MM-YYYY, both ends included), its
// country_codes and US state_codes filters; every sortable column both ways and the default sort.
import {
  archive,
  checkSorts,
  countedRows,
  countryNames,
  DAY,
  day,
  fieldsOf,
  person,
  report,
  reportWorld,
  ROLE,
  type PremiumState,
  type ReportWorld,
} from '../fixtures/reports.js';

let w: ReportWorld;
let names: Map<string, string>;

interface Joined {
  country: string | null;
  state?: string;
  premium: PremiumState;
  /** Joined this many days ago (their account's creation: no call can date it back). */
  daysAgo: number;
}

const PILOTS: Joined[] = [
  { country: 'US', state: 'TX', premium: 'premium', daysAgo: 0 },
  { country: 'US', state: 'TX', premium: 'premium', daysAgo: 40 },
  { country: 'US', state: 'CA', premium: 'premium', daysAgo: 0 },
  { country: 'US', state: 'TX', premium: 'free', daysAgo: 40 },
  { country: 'US', state: 'CA', premium: 'freemium', daysAgo: 5 },
  { country: 'GB', premium: 'premium', daysAgo: 400 },
  { country: 'GB', premium: 'free', daysAgo: 0 },
  { country: 'GB', premium: 'free', daysAgo: 10 },
  { country: 'IE', premium: 'premium', daysAgo: 10 },
  { country: 'IE', premium: 'premium', daysAgo: 0 },
  { country: 'IE', premium: 'freemium', daysAgo: 11 },
  { country: 'IE', premium: 'freemium', daysAgo: 400 },
  { country: null, premium: 'free', daysAgo: 0 },
];

beforeAll(async () => {
  w = await reportWorld();
  names = await countryNames(w);
  const joined = (p: Joined) => ({
    country: p.country ?? undefined,
    state: p.state,
    premium: p.premium,
    values: { created_at: new Date(Date.now() - p.daysAgo * DAY) },
  });
  for (const p of PILOTS) await person(w, joined(p));
  // Not counted: an owner, and an archived pilot.
  await person(w, { ...joined(PILOTS[0]!), role: ROLE.Owner });
  await archive(w, (await person(w, joined(PILOTS[5]!))).id);
}, 60_000);
afterAll(() => w.close());

interface Row {
  country: string;
  country_code: string | null;
  user_premium_count: number;
  user_non_premium_count: number;
  user_fremium_count: number;
}

/** The rows the made pilots give under a filter, counted here (by country code). */
const expected = (keep: (p: Joined) => boolean): Row[] =>
  countedRows(
    PILOTS.filter(keep),
    (p) => p.country,
    (p) => ({
      country: p.country ? names.get(p.country)! : 'Unknown',
      country_code: p.country,
      user_premium_count: 0,
      user_non_premium_count: 0,
      user_fremium_count: 0,
    }),
    (row, p) => {
      const column = { premium: 'user_premium_count', free: 'user_non_premium_count', freemium: 'user_fremium_count' };
      row[column[p.premium] as 'user_premium_count']++;
    },
  );

const byCode = (rows: Row[]) => [...rows].sort((a, b) => String(a.country_code).localeCompare(String(b.country_code)));
const rowsOf = async (query: string) => byCode((await report<Row>(w, `/get-country-report?${query}`)).data);
const joinedWithin = (from: number, to: number) => (p: Joined) => p.daysAgo <= from && p.daysAgo >= to;

test('without filters: every live pilot by country and premium state', async () => {
  expect(await rowsOf('')).toEqual(expected(() => true));
});

test('the date range counts the pilots who joined in it, both end days included', async () => {
  expect(await rowsOf(`from=${day(-10)}&to=${day(0)}`)).toEqual(expected(joinedWithin(10, 0)));
  expect(await rowsOf(`from=${day(-40)}&to=${day(-40)}`)).toEqual(expected(joinedWithin(40, 40)));
  expect(await rowsOf(`from=${day(-500)}&to=${day(-300)}`)).toEqual(expected(joinedWithin(500, 300)));
  expect(await rowsOf(`from=${day(-39)}&to=${day(-12)}`)).toEqual([]);
  // The picker's one-day range of today, and yesterday back to last week, split today's joiners off.
  expect(await rowsOf(`from=${day(0)}&to=${day(0)}`)).toEqual(expected(joinedWithin(0, 0)));
  expect(await rowsOf(`from=${day(-9)}&to=${day(-1)}`)).toEqual(expected(joinedWithin(9, 1)));
});

test('US state codes and country codes, alone, together and with a range', async () => {
  expect(await rowsOf('state_codes[]=TX')).toEqual(expected((p) => p.state === 'TX'));
  expect(await rowsOf('state_codes=TX,CA')).toEqual(expected((p) => p.country === 'US'));
  expect(await rowsOf('state_codes[]=tx&state_codes[]=ca')).toEqual(expected((p) => p.country === 'US'));
  expect(await rowsOf(`state_codes[]=TX&from=${day(-40)}&to=${day(-1)}`)).toEqual(
    expected((p) => p.state === 'TX' && joinedWithin(40, 1)(p)),
  );
  expect(await rowsOf('state_codes[]=NY')).toEqual([]);
  expect(await rowsOf('country_codes[]=GB&country_codes[]=IE')).toEqual(
    expected((p) => p.country === 'GB' || p.country === 'IE'),
  );
  expect(await rowsOf(`country_codes=IE&from=${day(-11)}&to=${day(0)}`)).toEqual(
    expected((p) => p.country === 'IE' && joinedWithin(11, 0)(p)),
  );
});

test('every sortable column, both ways; by premium users, most first, by default', async () => {
  await checkSorts({
    rows: expected(() => true),
    answer: async (query) => (await report<Row>(w, `/get-country-report?${query}`)).data.map((r) => r.country_code),
    id: (r) => r.country_code,
    tie: (r) => r.country,
    columns: fieldsOf<Row>('country', 'user_premium_count', 'user_non_premium_count', 'user_fremium_count'),
    byDefault: ['user_premium_count', 'desc'],
  });
});
