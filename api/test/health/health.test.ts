import { createTestContext, type TestContext } from '../context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

test('an unknown route answers 404 in the common error shape', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ code: 'not_found' });
});

test('the database is migrated', async () => {
  const { rows } = await ctx.db.$client.query("SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'");
  expect(rows[0].n).toBe(1);
});
