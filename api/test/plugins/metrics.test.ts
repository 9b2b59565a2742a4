// GET /metrics: Prometheus text behind METRICS_TOKEN, and the liveness/readiness probes.
import { createTestContext, type TestContext } from '../context.js';
import { userWithToken } from '../helpers.js';

const TOKEN = 'metrics-test-token';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ metricsToken: TOKEN });
});
afterAll(() => ctx.close());

const scrape = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

test('/metrics answers only to the configured bearer token', async () => {
  expect((await scrape()).statusCode).toBe(401);
  expect((await scrape('Bearer wrong')).statusCode).toBe(401);
  expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
  const res = await scrape(`Bearer ${TOKEN}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
});

test('it reports request latency per route, errors by code, the pool and the event loop', async () => {
  const admin = await userWithToken(ctx.db);
  await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers });
  await ctx.app.inject({ method: 'GET', url: '/api/admin/users/abc' });
  const text = (await scrape(`Bearer ${TOKEN}`)).body;
  expect(text).toMatch(
    /^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/admin\/stats",status_code="200"\} \d+$/m,
  );
  expect(text).toMatch(
    /^http_request_errors_total\{method="GET",route="\/api\/admin\/users\/:id",status_code="401",code="unauthenticated"\} 1$/m,
  );
  expect(text).toMatch(/^db_pool_clients\{state="in_use"\} \d+$/m);
  expect(text).toMatch(/^db_pool_clients\{state="waiting"\} 0$/m);
  expect(text).toMatch(/^db_pool_max_clients 4$/m);
  expect(text).toMatch(/^db_pool_acquire_seconds_count [1-9]\d*$/m);
  expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  // The scrape itself is not counted as traffic.
  expect(text).not.toMatch(/route="\/metrics"/);
});

test('without METRICS_TOKEN there is no /metrics', async () => {
  const plain = await createTestContext();
  try {
    expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  } finally {
    await plain.close();
  }
});

test('liveness and readiness are public and separate', async () => {
  const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
  expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
  const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
  expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok', db: 'ok' }]);
});
