// The search box's calls, one per area (issue 36): GET /api/admin/pads/search, /users/search and /revisions/search.
// Pads are made as the panel makes them (POST /api/admin/pads) or as a pilot submits one (which makes its Addition
// revision); the users as the other API tests make them.
import { REVISION_STATUS, REVISION_TYPE } from '@pads/contracts';
import type { PadSearchAnswer, RevisionSearchHit, UserSearchHit } from '@pads/contracts/api';
import { createTestContext, type TestContext } from '../context.js';
import { multipartBody, seedReference } from '../fixtures/pads.js';
import { submitPad } from '../fixtures/revisions.js';
import { createUser, ROLE, userWithToken } from '../helpers.js';

let ctx: TestContext;
let headers: Record<string, string>;
const ids: Record<string, number> = {};

const padData = (name: string, latitude: number, longitude: number, codes: Record<string, string> = {}) => ({
  name,
  category_id: 3,
  is_landing_permitted: true,
  tags: [],
  warnings: [],
  facilities: [],
  location: { address: `${name} Lane`, country: 'United Kingdom', county: '', region: '', latitude, longitude },
  contacts: [{ name: 'Ann', phone: '+441234567', email: 'ann@pads.test', contact_type_id: 1 }],
  ...codes,
});

async function createPad(name: string, latitude: number, longitude: number, codes: Record<string, string> = {}) {
  const body = multipartBody([{ name: 'data', value: JSON.stringify(padData(name, latitude, longitude, codes)) }]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/pads',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  if (res.statusCode !== 201) throw new Error(`create pad ${name}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}

const search = async <T>(area: string, q: string, as = headers): Promise<{ status: number; body: T }> => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/${area}/search`, query: { q }, headers: as });
  return { status: res.statusCode, body: res.json() as T };
};
const pads = async (q: string) => (await search<PadSearchAnswer>('pads', q)).body;
const users = async (q: string) => {
  const { status, body } = await search<{ data: UserSearchHit[] }>('users', q);
  if (status !== 200) throw new Error(`${status} ${JSON.stringify(body)}`);
  return body.data;
};
const revisions = async (q: string) => (await search<{ data: RevisionSearchHit[] }>('revisions', q)).body.data;

beforeAll(async () => {
  ctx = await createTestContext({ googleMapsServerKey: undefined, geocoderUrl: undefined });
  await seedReference(ctx.db);
  headers = (await userWithToken(ctx.db)).headers;
  ids.wattisham = await createPad('Wattisham Airfield', 52.127, 0.956, { icao: 'EGUW' });
  ids.oldWattisham = await createPad('Old Wattisham Hall', 52.14, 0.93);
  ids.eguwa = await createPad('Eguwa Field', 51.0, -1.0);
  ids.etoile = await createPad('Café Étoile', 48.86, 2.35, { hisc_country_code: 'FR', hisc: 'AB12cd' });
  ids.percent = await createPad('100% Organic Farm', 53.0, -2.0);
  ids.sydney = await createPad('Harbour Heliport', -33.9, 151.2);
  const pilot = await userWithToken(ctx.db, { role: ROLE.Pilot });
  const submitted = await submitPad(ctx, pilot.headers, { name: 'Submitted Meadow' });
  ids.submitted = submitted.padId;
  ids.revision = submitted.revisionId;
  ids.jose = (await createUser(ctx.db, { first_name: 'José', last_name: 'Núñez', role: ROLE.Pilot })).id;
  ids.dana = (
    await createUser(ctx.db, {
      first_name: 'Dana',
      last_name: 'Scully',
      username: 'dscully',
      email: 'Dana.Scully@Example.com',
      role: ROLE.Owner,
    })
  ).id;
  ids.fox = (
    await createUser(ctx.db, { first_name: 'Fox', last_name: 'Dscully', username: 'foxm', role: ROLE.Pilot })
  ).id;
});
afterAll(() => ctx.close());

test('pads by name ignore case and accents; a prefix ranks before a fragment', async () => {
  const { data, near } = await pads('wattisham');
  expect(near).toBeNull();
  expect(data.map((p) => [p.id, p.match])).toEqual([
    [ids.wattisham, 'prefix'],
    [ids.oldWattisham, 'fragment'],
  ]);
  expect(data[0]).toMatchObject({
    name: 'Wattisham Airfield',
    category: expect.any(String),
    icao: 'EGUW',
    is_moderated: expect.any(Boolean),
    is_private: false,
    is_archived: false,
    distance_m: null,
  });
  for (const q of ['etoile', 'ÉTOILE', 'cafe et', 'Café'])
    expect((await pads(q)).data.map((p) => p.id)).toEqual([ids.etoile]);
});

test('an exact code comes before a name starting with it; HISC in any case; an id before the rest', async () => {
  expect((await pads('eguw')).data.map((p) => [p.id, p.match])).toEqual([
    [ids.wattisham, 'code'],
    [ids.eguwa, 'prefix'],
  ]);
  expect((await pads('fr12ABCD')).data).toEqual([]);
  expect((await pads('frab12CD')).data.map((p) => [p.id, p.match, p.hisc])).toEqual([[ids.etoile, 'code', 'FRAB12cd']]);
  const byId = (await pads(`#${ids.sydney}`)).data;
  expect(byId.map((p) => [p.id, p.match])).toEqual([[ids.sydney, 'id']]);
  expect((await pads(String(ids.percent))).data[0]).toMatchObject({ id: ids.percent, match: 'id' });
});

test("each pad says whether it is moderated, private or archived; LIKE's wildcards are taken literally", async () => {
  const act = (method: 'PUT' | 'POST' | 'PATCH', action: string, id: number | undefined, payload?: object) =>
    ctx.app.inject({ method, url: `/api/admin/pads/${action}/${id}`, headers, payload });
  expect((await act('PUT', 'toggle-pad-private-status', ids.submitted)).statusCode).toBe(200);
  expect((await act('POST', 'toggle-pad-deletion', ids.percent, { note: 'Closed' })).statusCode).toBe(200);
  expect((await pads('submitted meadow')).data).toEqual([
    expect.objectContaining({ id: ids.submitted, is_private: true, is_archived: false }),
  ]);
  expect((await pads('organic farm')).data).toEqual([
    expect.objectContaining({ id: ids.percent, is_private: false, is_archived: true }),
  ]);
  expect((await pads('Café')).data[0]!.is_moderated).toBe(false);
  expect((await act('PATCH', 'toggle-moderation', ids.etoile)).statusCode).toBe(200);
  expect((await pads('Café')).data[0]!.is_moderated).toBe(true);
  expect((await pads('100%')).data.map((p) => p.id)).toEqual([ids.percent]);
  expect((await pads('1_0')).data).toEqual([]);
  expect((await pads('%%%')).data).toEqual([]);
  // Too short to be words and not an id: nothing is searched.
  expect((await pads('Wa')).data).toEqual([]);
});

test('a pasted point, decimal or degrees-minutes-seconds, gives the nearest pads with their distance', async () => {
  const decimal = await pads('52.127, 0.956');
  expect(decimal.near).toEqual({ latitude: 52.127, longitude: 0.956 });
  expect(decimal.data.slice(0, 2).map((p) => [p.id, p.match])).toEqual([
    [ids.wattisham, 'nearest'],
    [ids.oldWattisham, 'nearest'],
  ]);
  expect(decimal.data[0]!.distance_m).toBe(0);
  // Old Wattisham Hall is about 2.4 km away.
  expect(decimal.data[1]!.distance_m).toBeGreaterThan(2000);
  expect(decimal.data[1]!.distance_m).toBeLessThan(3000);
  const distances = decimal.data.map((p) => p.distance_m!);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  const dms = await pads(`33°54'S 151°12'E`);
  expect(dms.near).toEqual({ latitude: -33.9, longitude: 151.2 });
  expect(dms.data[0]).toMatchObject({ id: ids.sydney, distance_m: 0 });
});

test('users by e-mail and username exactly, by name without accents, by prefix and fragment, and by id', async () => {
  expect((await users('dana.scully@example.com')).map((u) => [u.id, u.match])).toEqual([[ids.dana, 'email']]);
  // An exact username first; a name containing it is a fragment, looked for only when nothing matched exactly.
  expect((await users('DSCULLY')).map((u) => [u.id, u.match])).toEqual([[ids.dana, 'username']]);
  expect((await users('DSCULL')).map((u) => [u.id, u.match])).toEqual([
    [ids.dana, 'prefix'],
    [ids.fox, 'fragment'],
  ]);
  const jose = await users('jose nunez');
  expect(jose.map((u) => [u.id, u.match])).toEqual([[ids.jose, 'prefix']]);
  expect(jose[0]).toMatchObject({ name: 'José Núñez', role: ROLE.Pilot, is_archived: false });
  expect((await users('dana.sc')).map((u) => [u.id, u.match])).toEqual([[ids.dana, 'prefix']]);
  expect((await users(String(ids.dana)))[0]).toMatchObject({
    id: ids.dana,
    match: 'id',
    email: 'Dana.Scully@Example.com',
  });
  // A pasted point is the pads area's: users are not searched for it.
  expect(await users('52.127, 0.956')).toEqual([]);
});

test('a revision by its id, with its type, status and pad; anything else finds none', async () => {
  for (const q of [String(ids.revision), `#${ids.revision}`])
    expect(await revisions(q)).toEqual([
      {
        id: ids.revision,
        type: REVISION_TYPE.Addition,
        status: REVISION_STATUS.Pending,
        pad_id: ids.submitted,
        pad_name: 'Submitted Meadow',
        match: 'id',
      },
    ]);
  expect(await revisions('Submitted Meadow')).toEqual([]);
  expect(await revisions('2147483647')).toEqual([]);
});

test('a query is required and at most 200 characters; a pilot is refused', async () => {
  for (const area of ['pads', 'users', 'revisions']) {
    const missing = await ctx.app.inject({ method: 'GET', url: `/api/admin/${area}/search`, headers });
    expect(missing.statusCode).toBe(422);
    expect((await search(area, 'x'.repeat(201))).status).toBe(422);
  }
  const pilot = await userWithToken(ctx.db, { role: ROLE.Pilot });
  expect((await search('pads', 'wattisham', pilot.headers)).status).toBe(403);
});
