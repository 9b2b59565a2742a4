// The OpenAPI document is generated from the route schemas: every route is in it, and the lists
// document their query parameters.
import { createTestContext, routeTable, type TestContext } from '../context.js';

let ctx: TestContext;
const { routes, onRoute } = routeTable();
beforeAll(async () => {
  ctx = await createTestContext({}, { onRoute });
});
afterAll(() => ctx.close());

interface Operation {
  parameters?: { name: string; in: string }[];
  tags?: string[];
}
type Paths = Record<string, Record<string, Operation>>;

async function documentPaths(): Promise<Paths> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json();
  expect(doc.openapi).toMatch(/^3\./);
  expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
  return doc.paths as Paths;
}

const queryNames = (op: Operation | undefined) =>
  (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);

test('every API route is documented', async () => {
  const paths = await documentPaths();
  const documented = new Set(
    Object.entries(paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
  );
  const api = routes
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
    .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
  expect(api.length).toBeGreaterThan(20);
  expect(api.filter((r) => !documented.has(r))).toEqual([]);
});

test('lists document their paging, sort, keyword and scope parameters', async () => {
  const paths = await documentPaths();
  const common = ['page', 'sort_column', 'sort_direction', 'keyword'];
  expect(queryNames(paths['/api/admin/pads']?.get)).toEqual(expect.arrayContaining(common));
  expect(queryNames(paths['/api/admin/pads/download-csv']?.get)).toEqual(
    expect.arrayContaining([...common, 'export_for_update']),
  );
  expect(queryNames(paths['/api/admin/pads/index-pads-for-map']?.get)).toEqual(
    expect.arrayContaining([...common, 'bbox', 'zoom', 'grid']),
  );
  expect(queryNames(paths['/api/admin/users/get-admins']?.get)).toEqual(expect.arrayContaining([...common, 'type']));
});

test('the pilot/owner app calls are documented under their own tag, app', async () => {
  const paths = await documentPaths();
  const appOperations = Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/app/'))
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op.tags]));
  expect(appOperations.map(([name]) => name)).toEqual(
    expect.arrayContaining([
      'POST /api/app/auth/login',
      'POST /api/app/pads',
      'POST /api/app/pads/{id}/suggest-update',
      'POST /api/app/pads/{id}/claim',
      'POST /api/app/pads/{id}/report',
      'POST /api/app/pads/{id}/report-review',
      'POST /api/app/pads/{id}/report-upload',
      'POST /api/app/pads/{id}/request-moderation',
    ]),
  );
  expect(appOperations.filter(([, tags]) => JSON.stringify(tags) !== JSON.stringify(['app']))).toEqual([]);
  // ...and no admin route is filed under it.
  const adminUnderApp = Object.entries(paths)
    .filter(([path]) => !path.startsWith('/api/app/'))
    .flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('app'))
        .map(() => path),
    );
  expect(adminUnderApp).toEqual([]);
});
