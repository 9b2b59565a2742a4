import { seedReference } from '../../src/seed/index.js';
import { createTestContext, type TestContext } from '../context.js';
import { ROLE, userWithToken } from '../helpers.js';

let ctx: TestContext;
let pilot: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedReference(ctx.db);
  pilot = (await userWithToken(ctx.db, { role: ROLE.Pilot })).headers;
  admin = (await userWithToken(ctx.db)).headers;
});
afterAll(() => ctx.close());

const NAMED = [
  '/categories',
  '/contact-types',
  '/warnings',
  '/facilities',
  '/tags',
  '/user-tags',
  '/statuses',
  '/pads/landing-fees',
];
const ALL = [...NAMED, '/regions', '/regions/countries', '/regions/us-states'];

test.each(ALL)('GET /api%s needs a signed-in user', async (path) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api${path}` });
  expect(res.statusCode).toBe(401);
  expect(res.json().code).toBe('unauthenticated');
});

test.each(NAMED)('GET /api%s returns { data: [{ id, name }] } to any signed-in user', async (path) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api${path}`, headers: pilot });
  expect(res.statusCode).toBe(200);
  const { data } = res.json();
  expect(data.length).toBeGreaterThan(0);
  for (const row of data) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
});

test('the ids the spec relies on', async () => {
  const get = async (path: string) =>
    Object.fromEntries(
      (await ctx.app.inject({ method: 'GET', url: `/api${path}`, headers: admin }))
        .json()
        .data.map((r: { id: number; name: string }) => [r.id, r.name]),
    );
  const categories = await get('/categories');
  expect(categories).toMatchObject({
    1: 'Aerial Point of Interest',
    2: 'B&B',
    3: 'Landing Site',
    4: 'Hotel',
    5: 'Pub',
    6: 'Restaurant',
    7: 'Aerodrome',
  });
  expect(await get('/statuses')).toMatchObject({ 1: 'Unmoderated', 3: 'Moderated' });
  expect(await get('/contact-types')).toEqual({ 1: 'Pad Contact', 2: 'Operator', 3: 'Submitter', 4: 'Owner' });
  expect((await get('/warnings'))[6]).toMatch(/landing fee/i);
  expect((await get('/facilities'))[13]).toMatch(/landing fee/i);
});

test('regions, countries and US states have their own shapes', async () => {
  const regions = (await ctx.app.inject({ method: 'GET', url: '/api/regions', headers: pilot })).json().data;
  expect(regions).toEqual(expect.arrayContaining([{ id: expect.any(Number), region: 'Kerry', country_code: 'IE' }]));
  const countries = (await ctx.app.inject({ method: 'GET', url: '/api/regions/countries', headers: pilot })).json()
    .data;
  expect(countries.length).toBeGreaterThan(200);
  expect(countries).toEqual(expect.arrayContaining([{ id: expect.any(Number), code: 'IE', name: 'Ireland' }]));
  const states = (await ctx.app.inject({ method: 'GET', url: '/api/regions/us-states', headers: pilot })).json().data;
  expect(states).toHaveLength(50);
  expect(states[0]).toEqual({ id: expect.any(Number), code: 'AL', name: 'Alabama' });
});

test('GET /api/admin/regions/get-hisc-country-codes maps every country code to its name', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/regions/get-hisc-country-codes', headers: admin });
  expect(res.statusCode).toBe(200);
  const { data } = res.json();
  expect(data).toMatchObject({ GB: 'United Kingdom', IE: 'Ireland', FR: 'France' });
});

describe('GET /api/admin/pads/search-region', () => {
  const search = (qs: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/pads/search-region?${qs}`, headers: admin });

  test('the first region of a country, or the named one', async () => {
    const first = (await search('country_code=ie')).json().data;
    expect(first).toMatchObject({ country_code: 'IE', region: expect.any(String), id: expect.any(Number) });
    expect((await search('country_code=IE&region=kerry')).json().data).toMatchObject({
      region: 'Kerry',
      country_code: 'IE',
    });
    // An unknown region name falls back to the country's first region.
    expect((await search('country_code=IE&region=Atlantis')).json().data).toEqual(first);
  });

  test('null for a country without regions; 422 without a valid country code', async () => {
    expect((await search('country_code=ZZ')).json()).toEqual({ data: null });
    const missing = await search('');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'validation_failed', errors: { country_code: expect.any(Array) } });
    expect((await search('country_code=IRL')).statusCode).toBe(422);
  });
});
