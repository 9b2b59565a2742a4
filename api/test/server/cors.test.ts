// The admin panel is served from other origins than the API, so every authorised call is preflighted.
import { createTestContext, type TestContext } from '../context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

test('a preflight allows the Authorization header and may be reused for ten minutes', async () => {
  const res = await ctx.app.inject({
    method: 'OPTIONS',
    url: '/api/admin/pads?page=1',
    headers: {
      origin: 'http://localhost:8080',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    },
  });
  expect(res.statusCode).toBe(204);
  expect(res.headers['access-control-allow-origin']).toBe('http://localhost:8080');
  expect(res.headers['access-control-allow-headers']).toMatch(/authorization/i);
  expect(res.headers['access-control-max-age']).toBe('600');
});
