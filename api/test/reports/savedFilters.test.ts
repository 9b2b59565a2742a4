// Saved filters: visibility (own + public), ownership of changes, validation and the empty-entry form.
import { createTestContext, type TestContext } from '../context.js';
import { seedListFixture, type Fixture } from '../fixtures/lists.js';

let ctx: TestContext;
let fx: Fixture;
beforeAll(async () => {
  ctx = await createTestContext();
  // DROP DATABASE … WITH (FORCE) in ctx.close() can reach a pooled connection that is still closing.
  fx = await seedListFixture(ctx.db);
});
afterAll(() => ctx.close());

type Who = 'admin' | 'otherAdmin';
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: fx[who].headers, ...(payload ? { payload } : {}) });

async function create(who: Who, body: object) {
  const res = await call(who, 'POST', '/api/admin/reports', body);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; name: string; filters: Record<string, string>; is_public: boolean };
}

const visibleNames = async (who: Who, entity = 'pads') =>
  ((await call(who, 'GET', `/api/admin/reports?entity=${entity}`)).json().data as Array<{ name: string }>)
    .map((f) => f.name)
    .sort();

describe('saved filters', () => {
  let mine: { id: number };
  let minePublic: { id: number };
  beforeAll(async () => {
    mine = await create('admin', {
      name: 'My hotels',
      is_public: false,
      entity: 'pads',
      columns: ['id', 'name'],
      filters: { 'category_id:equals': '4' },
    });
    minePublic = await create('admin', {
      name: 'Shared unmoderated',
      is_public: true,
      entity: 'pads',
      filters: { 'status_id:equals': 1 },
    });
    await create('otherAdmin', { name: 'Bob private', is_public: false, entity: 'pads', filters: {} });
    await create('admin', { name: 'Pilots', is_public: true, entity: 'users', filters: { 'role:equals': '2' } });
  });

  test('a user sees their own and the public ones, for the entity asked', async () => {
    expect(await visibleNames('admin')).toEqual(['My hotels', 'Shared unmoderated']);
    expect(await visibleNames('otherAdmin')).toEqual(['Bob private', 'Shared unmoderated']);
    expect(await visibleNames('otherAdmin', 'users')).toEqual(['Pilots']);
  });

  test('stores what was sent; numbers become the text a query string would carry', async () => {
    const [row] = (
      (await call('admin', 'GET', '/api/admin/reports?entity=pads')).json().data as Array<Record<string, unknown>>
    ).filter((f) => f.name === 'Shared unmoderated');
    expect(row).toMatchObject({
      is_public: true,
      entity: 'pads',
      filters: { 'status_id:equals': '1' },
      columns: [],
      is_owner: true,
      user_id: fx.admin.id,
    });
  });

  test('filter rows and the one-empty-entry form are normalised', async () => {
    const rows = await create('admin', {
      name: 'Rows',
      entity: 'pads',
      filters: [
        { column: 'name', operator: 'contains', keyword: 'pub' },
        { column: '', operator: '', keyword: '' },
      ],
    });
    expect(rows.filters).toEqual({ 'name:contains': 'pub' });
    for (const empty of [[{}], [{ column: '', operator: '', keyword: '' }], [''], { '': '' }, [], null]) {
      const f = await create('admin', { name: 'Empty', entity: 'pads', filters: empty });
      expect(f.filters).toEqual({});
    }
  });

  test('validation: name required, filters must exist on the list', async () => {
    const noName = await call('admin', 'POST', '/api/admin/reports', { name: '  ', entity: 'pads', filters: {} });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors.name).toEqual(['The name field is required.']);
    const badColumn = await call('admin', 'POST', '/api/admin/reports', {
      name: 'x',
      entity: 'pads',
      filters: { 'password_hash:equals': '1' },
    });
    expect(badColumn.statusCode).toBe(422);
    expect(badColumn.json().errors).toHaveProperty(['filters.password_hash:equals']);
    const badOp = await call('admin', 'POST', '/api/admin/reports', {
      name: 'x',
      entity: 'pads',
      filters: { 'name:between': '1' },
    });
    expect(badOp.statusCode).toBe(422);
    const halfRow = await call('admin', 'POST', '/api/admin/reports', {
      name: 'x',
      entity: 'pads',
      filters: [{ column: 'name', operator: '', keyword: 'x' }],
    });
    expect(halfRow.statusCode).toBe(422);
    const noEntity = await call('admin', 'POST', '/api/admin/reports', { name: 'x', filters: {} });
    expect(noEntity.json().errors).toHaveProperty('entity');
    const nul = await call('admin', 'POST', '/api/admin/reports', { name: 'a\u0000b', entity: 'pads' });
    expect(nul.statusCode).toBe(422);
  });

  test('only the owner updates; others get 403 on a public one and 404 on a private one', async () => {
    const ok = await call('admin', 'PUT', `/api/admin/reports/${mine.id}`, {
      name: 'My hotels v2',
      is_public: true,
      filters: { 'category_id:in': '[4,5]' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      name: 'My hotels v2',
      is_public: true,
      filters: { 'category_id:in': '[4,5]' },
    });
    expect(
      (await call('otherAdmin', 'PUT', `/api/admin/reports/${minePublic.id}`, { name: 'hijack' })).statusCode,
    ).toBe(403);
    await call('admin', 'PUT', `/api/admin/reports/${mine.id}`, { is_public: false });
    expect((await call('otherAdmin', 'PUT', `/api/admin/reports/${mine.id}`, { name: 'hijack' })).statusCode).toBe(404);
    expect((await call('admin', 'PUT', `/api/admin/reports/${mine.id}`, { name: '' })).statusCode).toBe(422);
    expect((await call('admin', 'PUT', '/api/admin/reports/abc', { name: 'x' })).statusCode).toBe(422);
  });

  test('only the owner deletes', async () => {
    expect((await call('otherAdmin', 'DELETE', `/api/admin/reports/${minePublic.id}`)).statusCode).toBe(403);
    expect((await call('otherAdmin', 'DELETE', `/api/admin/reports/${mine.id}`)).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', `/api/admin/reports/${minePublic.id}`)).statusCode).toBe(204);
    expect(await visibleNames('otherAdmin')).toEqual(['Bob private']);
    expect((await call('admin', 'DELETE', `/api/admin/reports/${minePublic.id}`)).statusCode).toBe(404);
  });

  test('a saved filter applies to its list as query parameters', async () => {
    const f = await create('admin', { name: 'Pubs', entity: 'pads', filters: { 'category_id:equals': '5' } });
    const params = new URLSearchParams(Object.entries(f.filters).map(([k, v]) => [`filters[${k}]`, v]));
    const res = await call('admin', 'GET', `/api/admin/pads?${params}`);
    expect(res.json().data.map((r: { name: string }) => r.name)).toEqual(['Charlie Pub']);
  });
});
