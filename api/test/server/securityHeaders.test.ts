// Security headers on API answers (issue 26): JSON loads and runs nothing and is framed by nobody; the
// OpenAPI UI keeps its own policy (its scripts are files), framed by nobody either; HSTS only on an https PUBLIC_URL.
import { createTestContext, type TestContext } from '../context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

test('a JSON answer: strict policy, nosniff, no framing, no referrer, no HSTS on http', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
  expect(res.headers['content-security-policy']).toBe(
    "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
  );
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['permissions-policy']).toMatch(/camera=\(\), .*microphone=\(\)/);
  // Photos are shown by the panel from its own origin.
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(res.headers['strict-transport-security']).toBeUndefined();
  // Errors carry them too.
  const missing = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
  expect(missing.headers['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('the OpenAPI UI runs only its own scripts and is framed by nobody', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(res.statusCode).toBe(200);
  const csp = res.headers['content-security-policy'] as string;
  expect(csp).toMatch(/script-src 'self'\s*;/);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('upgrade-insecure-requests');
});

test('HSTS when PUBLIC_URL is https', async () => {
  const https = await createTestContext({ publicUrl: 'https://api.pads.example' });
  try {
    const res = await https.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const docs = await https.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  } finally {
    await https.close();
  }
});
