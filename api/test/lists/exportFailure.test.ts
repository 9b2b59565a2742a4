// A CSV export that fails answers with its error status when it fails before the first byte, and is cut
// off (never ended cleanly, compressed or not) when it fails after: a client must not keep a partial file
// that looks complete. Run over real HTTP, through the app's compression plugin and error handler.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling, validationFailed } from '../../src/errors.js';
import { sendCsv, type Cell } from '../../src/lists/index.js';
import compressionPlugin from '../../src/plugins/compression.js';

let app: FastifyInstance;
let base: string;

/** `count` batches of rows (enough to pass the compression threshold), then, if asked, the failure `delay` ms later. */
async function* batches(count: number, fail: boolean, delay = 0): AsyncGenerator<Cell[][]> {
  for (let i = 0; i < count; i++) yield Array.from({ length: 200 }, (_, r) => [`row ${i}-${r}`, r]);
  await new Promise((resolve) => setTimeout(resolve, delay));
  if (fail) throw new Error('connection lost');
}

beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  await app.register(compressionPlugin);
  app.get('/refused', (request, reply) =>
    sendCsv(
      request,
      reply,
      'x',
      ['a'],
      (async function* () {
        throw validationFailed({ filters: ['Is out of range.'] });
      })(),
    ),
  );
  app.get('/fails-first', (request, reply) => sendCsv(request, reply, 'x', ['a', 'b'], batches(0, true)));
  // Once the status line and the first rows are out, and at once (while they may still be on their way).
  app.get('/fails-later', (request, reply) => sendCsv(request, reply, 'x', ['a', 'b'], batches(3, true, 200)));
  app.get('/fails-soon', (request, reply) => sendCsv(request, reply, 'x', ['a', 'b'], batches(3, true)));
  app.get('/complete', (request, reply) => sendCsv(request, reply, 'x', ['a', 'b'], batches(2, false)));
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

interface Received {
  status: number;
  body: Buffer;
  /** 'end' when the response ended cleanly, else what broke it. */
  outcome: string;
}

function get(path: string, gzip: boolean): Promise<Received> {
  return new Promise((resolve) => {
    const req = http.get(`${base}${path}`, { headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, (res) => {
      const chunks: Buffer[] = [];
      const done = (outcome: string) => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), outcome });
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(res.complete ? 'end' : 'incomplete'));
      res.on('error', (e) => done(e.message));
      res.on('aborted', () => done('aborted'));
    });
    req.on('error', (e) => resolve({ status: 0, body: Buffer.alloc(0), outcome: e.message }));
  });
}

test.each([false, true])('a failure before the first byte is its own error status (gzip %s)', async (gzip) => {
  const refused = await get('/refused', gzip);
  expect([refused.status, refused.outcome]).toEqual([422, 'end']);
  const body = gzip && refused.body[0] === 0x1f ? gunzipSync(refused.body) : refused.body;
  expect(JSON.parse(body.toString())).toMatchObject({ errors: { filters: ['Is out of range.'] } });
  const failed = await get('/fails-first', gzip);
  expect([failed.status, failed.outcome]).toEqual([500, 'end']);
});

test.each([false, true])('a failure after the first byte breaks the transfer off (gzip %s)', async (gzip) => {
  const broken = await get('/fails-later', gzip);
  expect(broken.status).toBe(200);
  expect(broken.outcome).not.toBe('end');
  expect(broken.body.length).toBeGreaterThan(0);
  if (gzip) expect(() => gunzipSync(broken.body)).toThrow();
  // Broken off too when the failure comes before the status line is written: no error answer under the
  // export's headers, no clean end.
  expect((await get('/fails-soon', gzip)).outcome).not.toBe('end');
  // The same stream, ending before its failure, is complete.
  const whole = await get('/complete', gzip);
  expect([whole.status, whole.outcome]).toEqual([200, 'end']);
  const text = (gzip ? gunzipSync(whole.body) : whole.body).toString();
  expect(text.split('\n')).toHaveLength(1 + 400 + 1);
});
