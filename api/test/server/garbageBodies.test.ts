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
