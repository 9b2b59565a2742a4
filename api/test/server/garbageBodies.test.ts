// Malformed JSON and wrongly-typed bodies are client errors (400/415/422 in the common shape), never 500s.
import type { HTTPMethods, RouteOptions } from 'fastify';
import { createTestContext, type TestContext } from '../context.js';
import { userWithToken } from '../helpers.js';

let ctx: TestContext;
let headers: Record<string, string>;
/** The pilot/owner app's routes refuse admin tokens before reading the body. */
let appHeaders: Record<string, string>;
let userId: number;
const routes: { method: HTTPMethods; url: string }[] = [];

beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) routes.push({ method: method as HTTPMethods, url: route.url });
      },
    },
  );
  const admin = await userWithToken(ctx.db);
  headers = admin.headers;
  userId = admin.user.id;
  appHeaders = (await userWithToken(ctx.db, { role: 2 })).headers;
});
afterAll(() => ctx.close());

const expectClientError = (
  res: { statusCode: number; json: () => { message?: unknown; code?: unknown } },
  label: string,
) => {
  if (res.statusCode >= 500 || res.statusCode < 400) throw new Error(`${label} → ${res.statusCode}`);
  expect(res.json()).toEqual(expect.objectContaining({ message: expect.any(String), code: expect.any(String) }));
};

test('malformed JSON on every POST/PUT/PATCH route is a 400 in the error shape', async () => {
  const writes = routes.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && r.url.startsWith('/api/'));
  expect(writes.length).toBeGreaterThan(4);
  for (const { method, url } of writes) {
    const res = await ctx.app.inject({
      method,
      url: url.replace(/:[A-Za-z0-9_]+/g, '1'),
      headers: { ...(url.startsWith('/api/app/') ? appHeaders : headers), 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", oops',
    });
    expect([res.statusCode, `${method} ${url}`]).toEqual([400, `${method} ${url}`]);
    expect(res.json()).toMatchObject({ code: 'bad_request' });
  }
});

const MY_WRITES = () =>
  [
    ['POST', '/api/auth/login'],
    ['POST', '/api/admin/users'],
    ['PUT', `/api/admin/users/${userId}`],
    ['PUT', '/api/admin/users/toggle-map'],
    ['PUT', '/api/admin/pads/toggle-map'],
  ] as const;

const GARBAGE: unknown[] = [
  'null',
  '[]',
  '[1,2]',
  '"just a string"',
  '42',
  'true',
  JSON.stringify({
    email: { $ne: 1 },
    password: ['x'],
    first_name: 12,
    last_name: null,
    username: {},
    is_map_on: 'x',
    is_user_map_on: [true],
  }),
  JSON.stringify({ password: { toString: 1 }, password_confirmation: 1 }),
  JSON.stringify({ email: 'x'.repeat(100_000) + '@example.com', password: 'y'.repeat(100_000) }),
];

test('wrongly-typed bodies on this area’s routes are 400/422, never 500', async () => {
  for (const [method, url] of MY_WRITES()) {
    for (const payload of GARBAGE) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: payload as string,
      });
      expectClientError(res, `${method} ${url} ${String(payload).slice(0, 40)}`);
    }
    const empty = await ctx.app.inject({ method, url, headers });
    expectClientError(empty, `${method} ${url} (no body)`);
    const text = await ctx.app.inject({
      method,
      url,
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expectClientError(text, `${method} ${url} (text/plain)`);
  }
});

test('a query key given twice (without []) is a 422 naming it, on any route; the admin guard answers first', async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/announcements?device=android&device=ios',
    headers: appHeaders,
  });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({
    device: ['Give this parameter once (a list of values is written name[]=a&name[]=b).'],
  });
  const listed = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/reviews?filters[rating:in][]=1&filters[rating:in][]=2&page=1',
    headers,
  });
  expect(listed.statusCode).toBe(200);
  expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/pads?page=1&page=2' })).statusCode).toBe(401);
  expect(
    (await ctx.app.inject({ method: 'GET', url: '/api/admin/pads?page=1&page=2', headers: appHeaders })).statusCode,
  ).toBe(403);
});

test('input no route can store or walk is refused on any route, named by its field (the input guard)', async () => {
  const send = (method: HTTPMethods, url: string, payload?: string, as = headers) =>
    ctx.app.inject({ method, url, headers: { ...as, 'content-type': 'application/json' }, payload });
  const refused = async (res: Awaited<ReturnType<typeof send>>) => [res.statusCode, res.json().errors];
  const OUT_OF_RANGE = 'Is out of range (at most 2,147,483,647 either side of 0).';
  const cases: [HTTPMethods, string, string, Record<string, string>, Record<string, string[]>][] = [
    ['POST', '/api/admin/campaigns', '{"name":"a\\u0000b"}', headers, { name: ['Contains a NUL character.'] }],
    [
      'POST',
      '/api/admin/pads/add-note/1',
      '{"note":"x\\ud800y"}',
      headers,
      { note: ['Contains an invalid character (a lone UTF-16 surrogate).'] },
    ],
    ['POST', '/api/app/pads/1/report-upload', '{"upload_id":2147483648}', appHeaders, { upload_id: [OUT_OF_RANGE] }],
    ['PATCH', '/api/admin/pads/accept-owner', '{"pad_id":1,"user_id":1e20}', headers, { user_id: [OUT_OF_RANGE] }],
    [
      'POST',
      '/api/admin/reports',
      '{"name":"x","toString":1}',
      headers,
      { toString: ['Is not a field name this API takes.'] },
    ],
  ];
  for (const [method, url, payload, as, errors] of cases) {
    expect([url, ...(await refused(await send(method, url, payload, as)))]).toEqual([url, 422, errors]);
  }
  for (const url of [
    '/api/admin/users/99999999999',
    '/api/admin/users/get-pads/2147483648',
    '/api/admin/logs/user-logs/1e20',
  ]) {
    expect(await refused(await send('GET', url))).toEqual([422, { id: ['The id must be a positive integer.'] }]);
  }
  const deep = `{"name":"x","entity":"pads","deep":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
  const tooDeep = await send('POST', '/api/admin/reports', deep);
  expect([tooDeep.statusCode, tooDeep.json()]).toEqual([
    413,
    expect.objectContaining({ code: 'payload_too_large', errors: { deep: ['Is nested more than 32 levels deep.'] } }),
  ]);
  const tags = `[${Array.from({ length: 100_000 }, (_, i) => i + 1).join(',')}]`;
  expect(await refused(await send('POST', '/api/admin/pads', `{"name":"x","tags":${tags}}`))).toEqual([
    413,
    { tags: ['Has more than 1,000 items.'] },
  ]);
  expect(await refused(await send('GET', '/api/admin/get-country-report?state_codes[]=a%00b'))).toEqual([
    422,
    { 'state_codes[]': ['Contains a NUL character.'] },
  ]);
  // The sign-in check answers first.
  expect(
    (await ctx.app.inject({ method: 'POST', url: '/api/admin/campaigns', payload: { name: 'a\u0000b' } })).statusCode,
  ).toBe(401);
});

test('lists: dates at the calendar’s end, smallint edges and pages beyond the last are answers or 422s, never 500s', async () => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers });
  for (const url of [
    '/api/admin/pads?filters[created_at:equals]=9999-12-31',
    '/api/admin/pads?filters[created_at:between]=1000-01-01,9999-12-31',
    '/api/admin/users?filters[role:equals]=32768',
    '/api/admin/revisions?filters[type:equals]=32768',
    '/api/admin/reviews?filters[rating:in]=[32768,2147483647]',
  ]) {
    const res = await get(url);
    expect([url, res.statusCode]).toEqual([url, 200]);
  }
  expect((await get('/api/admin/users?filters[role:equals]=32768')).json().meta.total).toBe(0);
  for (const url of [
    '/api/admin/campaigns?page=1e20',
    '/api/admin/dupe-checker/index?page=1e309',
    '/api/admin/logs/pad-logs/1?page=1e309',
  ]) {
    const res = await get(url);
    expect([url, res.statusCode, res.json().errors]).toEqual([
      url,
      422,
      { page: ['Must be a whole number from 1 to 1000000.'] },
    ]);
  }
  const dateEdge = await get('/api/admin/pads?filters[created_at:equals]=0000-01-01');
  expect(dateEdge.json().errors).toEqual({ 'filters[created_at:equals]': ['Is not a valid date.'] });
});
