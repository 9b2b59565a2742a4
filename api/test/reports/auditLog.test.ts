// Saved filter create, update and delete each leave an audit log row with the changed fields.
import { createTestContext, type TestContext } from '../context.js';
import { auditLogOf } from '../helpers.js';
import { seedListFixture, type Fixture } from '../fixtures/lists.js';

let ctx: TestContext;
let fx: Fixture;
beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedListFixture(ctx.db);
});
afterAll(() => ctx.close());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: fx.admin.headers, ...(payload ? { payload } : {}) });

test('create, update and delete are logged with before and after', async () => {
  const created = await call('POST', '/api/admin/reports', {
    name: 'Hotels',
    entity: 'pads',
    filters: { 'category_id:equals': '4' },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().data.id as number;
  expect((await call('PUT', `/api/admin/reports/${id}`, { name: 'Hotels (IE)', is_public: true })).statusCode).toBe(
    200,
  );
  expect((await call('DELETE', `/api/admin/reports/${id}`)).statusCode).toBe(204);

  const logs = await auditLogOf(ctx.db, 'saved_filter', id);
  expect(logs.map((l) => [l.user_id, l.action])).toEqual([
    [fx.admin.id, 'saved_filter_created'],
    [fx.admin.id, 'saved_filter_updated'],
    [fx.admin.id, 'saved_filter_deleted'],
  ]);
  expect(logs[0]!.changes).toMatchObject({
    name: { before: null, after: 'Hotels' },
    filters: { before: null, after: { 'category_id:equals': '4' } },
  });
  expect(logs[1]!.changes).toEqual({
    name: { before: 'Hotels', after: 'Hotels (IE)' },
    is_public: { before: false, after: true },
  });
  expect(logs[2]!.changes).toMatchObject({ name: { before: 'Hotels (IE)', after: null } });
});

test('a refused write leaves no log row', async () => {
  const res = await call('POST', '/api/admin/reports', { name: '', entity: 'pads' });
  expect(res.statusCode).toBe(422);
  const other = await call('PUT', '/api/admin/reports/2147483000', { name: 'x' });
  expect(other.statusCode).toBe(404);
});
