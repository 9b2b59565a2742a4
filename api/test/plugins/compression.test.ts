// Responses are compressed by Accept-Encoding above a small threshold, the streamed CSV export included.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COMPRESSION_THRESHOLD } from '../../src/plugins/compression.js';
import { createTestContext, type TestContext } from '../context.js';
import { seedListFixture, type Fixture } from '../fixtures/lists.js';

let ctx: TestContext;
let fx: Fixture;
beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedListFixture(ctx.db);
});
afterAll(() => ctx.close());

const get = (url: string, encoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { ...fx.admin.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

test('a list page is sent as brotli to a client that accepts it, and decodes to the same JSON', async () => {
  const plain = await get('/api/admin/pads');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);

  const res = await get('/api/admin/pads', 'gzip, deflate, br');
  expect(res.statusCode).toBe(200);
  // gzip is preferred when both are accepted (smaller and cheaper than brotli q4 on the big export).
  expect(res.headers['content-encoding']).toBe('gzip');
  expect(res.headers.vary).toMatch(/accept-encoding/i);
  expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
});

test('brotli when gzip is not accepted', async () => {
  const res = await get('/api/admin/pads', 'br');
  expect(res.headers['content-encoding']).toBe('br');
  expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toHaveProperty('data');
});

test('a body under the threshold is sent as it is', async () => {
  const res = await get('/api/health', 'br');
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
  expect(res.headers['content-encoding']).toBeUndefined();
});

test('the streamed CSV export is compressed and decodes to the same file', async () => {
  const plain = await get('/api/admin/pads/download-csv');
  expect(plain.statusCode).toBe(200);
  const res = await get('/api/admin/pads/download-csv', 'br');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pads-/);
  expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(plain.body);
});
