// What every report endpoint refuses (spec part 3 §5, §7): a date that is not DD-MM-YYYY or not a real
// day, one end of a range alone, a reversed range, an unknown country or US state code, a switch that is
// not 0/1, an unknown sort column or direction → 422 naming the field with its message; no token → 401;
// a pilot's or an owner's app token → 403. Each endpoint is tried with the parameters it takes.
import {
  adminGet,
  day,
  person,
  refusal,
  reportWorld,
  ROLE,
  signIn,
  type Headers,
  type ReportWorld,
} from '../fixtures/reports.js';

let w: ReportWorld;
let pilot: Headers;
let owner: Headers;

beforeAll(async () => {
  w = await reportWorld();
  pilot = (await signIn(w, (await person(w, { role: ROLE.Pilot })).email)).headers;
  owner = (await signIn(w, (await person(w, { role: ROLE.Owner })).email)).headers;
}, 60_000);
afterAll(() => w.close());

interface Endpoint {
  path: string;
  /** What the call needs to be answered at all (drop-off's tab, fav/rev's range). */
  base?: string;
  dates?: boolean;
  /** Single country / state parameters, and list ones. */
  country?: string;
  state?: string;
  countries?: string;
  states?: string;
  switches?: string[];
}

const AGGREGATES: Endpoint[] = [
  { path: '/pad-contacts/pads-report', country: 'country', state: 'state' },
  { path: '/pads/pad-stats-with-calendar', dates: true, base: `from=${day(-5)}&to=${day(0)}` },
  { path: '/users/undefined-users-report', base: 'type=0&device=ios', dates: true, switches: ['is_new_version'] },
  { path: '/get-country-report', dates: true, countries: 'country_codes', states: 'state_codes' },
  { path: '/pads/get-country-report', countries: 'country_codes', states: 'state_codes' },
  { path: '/get-moderation-report', dates: true, switches: ['is_not_included'] },
  { path: '/get-premium-subs-report', dates: true, country: 'country_code', states: 'state_codes' },
  { path: '/users/concurrent-logins-report', dates: true, country: 'country', state: 'state' },
  { path: '/surveys/pad-surveys-report', dates: true, switches: ['is_new_version'] },
  { path: '/users/pilot-aircrafts-report' },
];
const LISTS = ['/logs', '/pads/pad-stats'];

/** The endpoint's path with its needed parameters, then `query` (which may replace them). */
const url = (e: Endpoint, query: string) => {
  const given = new URLSearchParams(query);
  const base = new URLSearchParams(e.base ?? '');
  // A range is replaced as a whole: giving one end drops both of the needed ones.
  const replaced = [...given.keys()].flatMap((key) => (key === 'from' || key === 'to' ? ['from', 'to'] : [key]));
  for (const key of replaced) base.delete(key);
  return `${e.path}?${[base.toString(), query].filter(Boolean).join('&')}`;
};
const refused = async (e: Endpoint, query: string) => ({
  call: url(e, query),
  errors: await refusal(w, url(e, query)),
});
const expectRefused = async (e: Endpoint, query: string, errors: Record<string, string[]>) =>
  expect(await refused(e, query)).toEqual({ call: url(e, query), errors });

describe.each(AGGREGATES.map((e) => [e.path, e] as const))('%s', (_path, e) => {
  test('answers the admin with its needed parameters', async () => {
    expect((await adminGet(w, url(e, ''))).statusCode).toBe(200);
  });

  if (e.dates)
    test('a date that is not DD-MM-YYYY or not a real day, one end alone, a reversed range', async () => {
      const format = ['The date must be DD-MM-YYYY.'];
      const good = day(-5);
      await expectRefused(e, `from=2024-13-45&to=${good}`, { from: format });
      await expectRefused(e, `from=31/12/2024&to=${good}`, { from: format });
      await expectRefused(e, `from=${good}&to=31/12/2024`, { to: format });
      await expectRefused(e, `from=${good}&to=2024-13-45`, { to: format });
      await expectRefused(e, `from=31-02-2025&to=${good}`, { from: format });
      await expectRefused(e, `from=${good}&to=32-01-2025`, { to: format });
      await expectRefused(e, `from=yesterday&to=today`, { from: format, to: format });
      await expectRefused(e, `from=${good}&to=`, { to: ['Both dates are needed.'] });
      await expectRefused(e, `to=${good}`, { from: ['Both dates are needed.'] });
      await expectRefused(e, `from=${day(-1)}&to=${day(-5)}`, { to: ['The end date is before the start date.'] });
    });

  if (e.country)
    test(`an unknown country code (${e.country})`, async () => {
      await expectRefused(e, `${e.country}=ZZ`, { [e.country!]: ['Unknown country code: ZZ.'] });
      await expectRefused(e, `${e.country}=USA`, { [e.country!]: ['Unknown country code: USA.'] });
    });

  if (e.state)
    test(`an unknown US state code (${e.state})`, async () => {
      await expectRefused(e, `country=US&${e.state}=QQ`, { [e.state!]: ['Unknown state code: QQ.'] });
    });

  if (e.countries)
    test(`unknown country codes in a list (${e.countries})`, async () => {
      const message = { [e.countries!]: ['Unknown country code: ZZ, XX.'] };
      await expectRefused(e, `${e.countries}[]=GB&${e.countries}[]=ZZ&${e.countries}[]=XX`, message);
      await expectRefused(e, `${e.countries}=GB,ZZ,XX`, message);
    });

  if (e.states)
    test(`unknown US state codes in a list (${e.states})`, async () => {
      await expectRefused(e, `${e.states}[]=TX&${e.states}[]=QQ`, { [e.states!]: ['Unknown state code: QQ.'] });
      await expectRefused(e, `${e.states}=GB`, { [e.states!]: ['Unknown state code: GB.'] });
    });

  for (const name of e.switches ?? [])
    test(`a switch that is not 0 or 1 (${name})`, async () => {
      await expectRefused(e, `${name}=2`, { [name]: ['Must be 0 or 1.'] });
      await expectRefused(e, `${name}=yes`, { [name]: ['Must be 0 or 1.'] });
    });

  test('an unknown sort column or direction, a bad page, an unknown export', async () => {
    const { errors } = await refused(e, 'sort_column=password');
    expect(Object.keys(errors)).toEqual(['sort_column']);
    expect(errors.sort_column![0]).toMatch(/^Sort by one of: /);
    expect(errors.sort_column![0]).not.toContain('password');
    await expectRefused(e, `sort_column=${encodeURIComponent('1;DROP TABLE users')}`, errors);
    await expectRefused(e, 'sort_direction=sideways', { sort_direction: ['Sort direction is asc or desc.'] });
    await expectRefused(e, 'page=0', { page: ['Must be a whole number from 1 to 1000000.'] });
    // (the shared validator's type check words this one)
    await expectRefused(e, 'page=two', { page: [expect.stringMatching(/page/)] as unknown as string[] });
    await expectRefused(e, 'export=xlsx', { export: ['export is csv.'] });
  });

  test('401 without a token, 403 for a pilot and an owner', async () => {
    expect((await adminGet(w, url(e, ''), {})).statusCode).toBe(401);
    expect((await adminGet(w, url(e, ''), pilot)).statusCode).toBe(403);
    expect((await adminGet(w, url(e, ''), owner)).statusCode).toBe(403);
  });
});

test('the report-specific refusals: fav/rev needs a range, drop-off its tab, aircraft 3 characters', async () => {
  const calendar = AGGREGATES[1]!;
  const choose = ['Choose a date range.'];
  expect(await refusal(w, calendar.path)).toEqual({ from: choose, to: choose });
  const dropOff = AGGREGATES[2]!;
  expect(await refusal(w, `${dropOff.path}?type=2`)).toEqual({ type: ['The type is 0 (pilots) or 1 (owners).'] });
  expect(await refusal(w, `${dropOff.path}?type=0`)).toEqual({ device: ['The device is ios or android.'] });
  expect(await refusal(w, `${dropOff.path}?type=0&device=web`)).toEqual({ device: ['The device is ios or android.'] });
  expect(await refusal(w, '/users/pilot-aircrafts-report?keyword=ab')).toEqual({ keyword: ['At least 3 characters'] });
});

describe.each(LISTS)('%s (list engine)', (path) => {
  test('an unknown sort column, filter or direction → 422 on its field', async () => {
    expect(await refusal(w, `${path}?sort_column=password`)).toEqual({
      sort_column: ['The column password cannot be sorted.'],
    });
    expect(await refusal(w, `${path}?filters[password:equals]=x`)).toEqual({
      'filters[password:equals]': ['The column password cannot be filtered.'],
    });
    expect(await refusal(w, `${path}?sort_direction=sideways`)).toEqual({
      sort_direction: ['Must be ascend or descend.'],
    });
  });

  test('401 without a token, 403 for a pilot and an owner', async () => {
    expect((await adminGet(w, path, {})).statusCode).toBe(401);
    expect((await adminGet(w, path, pilot)).statusCode).toBe(403);
    expect((await adminGet(w, path, owner)).statusCode).toBe(403);
  });
});
