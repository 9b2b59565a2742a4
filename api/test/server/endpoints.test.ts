// The route table is the declarations (@pads/contracts/endpoints): every declared endpoint is served at its method
// and URL, nothing else is, and the start check (routeCheck, run by buildApp) refuses an undeclared route and a
// declaration without its handler.
import Fastify, { type RouteOptions } from 'fastify';
import { allEndpoints, routeCheck, scopedUrl, type BoundEndpoint } from '../../src/endpoints.js';
import { createTestContext, routeTable, type TestContext } from '../context.js';

let ctx: TestContext;
const { routes, onRoute } = routeTable();
beforeAll(async () => {
  ctx = await createTestContext({}, { onRoute });
});
afterAll(() => ctx.close());

const declared = allEndpoints();
const key = (method: string, url: string) => `${method} ${url}`;

test('every declared endpoint is a route at its method and URL under /api', () => {
  const table = new Set(routes.map((r) => key(r.method, r.url)));
  expect(declared.length).toBeGreaterThan(150);
  expect(declared.filter((e) => !table.has(key(e.method, `/api${e.path}`))).map((e) => e.name)).toEqual([]);
});

test('every route of the API is a declared endpoint (the plugins’ own routes and the photo files aside)', () => {
  const endpoints = new Set(declared.map((e) => key(e.method, `/api${e.path}`)));
  const others = routes
    .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .filter((r) => !r.url.startsWith('/api/docs') && r.url !== '/uploads/*')
    .filter((r) => !endpoints.has(key(r.method, r.url)));
  expect(others).toEqual([]);
});

test('endpoint names are unique and each path is declared once per method', () => {
  const names = declared.map((e) => e.name);
  expect(new Set(names).size).toBe(names.length);
  const routesOf = declared.map((e) => key(e.method, e.path));
  expect(routesOf.filter((r, i) => routesOf.indexOf(r) !== i)).toEqual([]);
});

const endpoint = (name: string, method: BoundEndpoint['method'], path: string): BoundEndpoint =>
  ({ name, method, path, reading: 'data', schema: { response: {} } }) as BoundEndpoint;

/** An app with the start check and the given plugin, as buildApp runs it. */
async function start(endpoints: BoundEndpoint[], plugin: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  const check = routeCheck(endpoints);
  app.addHook('onRoute', check.onRoute);
  try {
    await app.register(async (scope) => plugin(scope), { prefix: '/api' });
    await app.ready();
    check.assertComplete();
  } finally {
    await app.close();
  }
}

test('a route that is not a declared endpoint stops the start', async () => {
  await expect(start([], (app) => app.get('/made-up', async () => 'x'))).rejects.toThrow(
    'GET /api/made-up is not a declared endpoint',
  );
});

test('a declared endpoint no handler serves stops the start', async () => {
  await expect(start([endpoint('demo.get', 'GET', '/demo')], () => {})).rejects.toThrow(
    'Declared endpoints without a handler: demo.get',
  );
});

test('a handler registered at another method or URL than its declaration stops the start', async () => {
  const declaredDemo = endpoint('demo.get', 'GET', '/demo');
  const moved = (app: ReturnType<typeof Fastify>) =>
    app.route({
      method: 'POST',
      url: '/demo',
      config: { endpoint: 'demo.get' },
      handler: async () => 'x',
    } as RouteOptions);
  await expect(start([declaredDemo], moved)).rejects.toThrow('demo.get is declared as GET /api/demo');
});

test('an admin endpoint cannot be registered outside the admin scope, nor a public one inside it', () => {
  expect(() => scopedUrl('/api', { name: 'pads.list', path: '/admin/pads' })).toThrow('cannot be registered');
  expect(() => scopedUrl('/api/admin', { name: 'geo.reverse', path: '/geo/reverse' })).toThrow('cannot be registered');
  expect(scopedUrl('/api/admin', { name: 'pads.list', path: '/admin/pads' })).toBe('/pads');
  expect(scopedUrl('/api', { name: 'geo.reverse', path: '/geo/reverse' })).toBe('/geo/reverse');
});
