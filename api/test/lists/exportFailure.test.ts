// A CSV export that fails answers with its error status when it fails before the first byte, and is cut
// off (never ended cleanly, compressed or not) when it fails after: a client must not keep a partial file
// that looks complete. Run over real HTTP, through the app's compression plugin and error handler. The list
// exports, written by PostgreSQL (COPY … TO STDOUT), likewise; and one left part-way (failed, or a client gone)
// closes its connection rather than return a half-read copy to the pool.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandling, validationFailed } from '../../src/errors.js';
import { queryCsvChunks, sendCsv, sendCsvChunks, type Cell } from '../../src/lists/index.js';
import compressionPlugin from '../../src/plugins/compression.js';
import { createTestContext, type TestContext } from '../context.js';

let ctx: TestContext;
let app: FastifyInstance;
let base: string;

const COPY_ROWS = 100_000;
/**
 * n, its text, a value that fails (division by zero) from row `failFrom` on, and a flag; read in the order of an
 * index, so rows are computed as they are sent (a sort would compute them all before the first).
 */
const copied = (failFrom: number) => ({
  columns: [sql`g`, sql`'row ' || g`, sql`(CASE WHEN g >= ${failFrom} THEN 1 / (g - g) ELSE g END)`, sql`g % 2 = 0`],
  from: sql`copy_rows`,
  where: sql`true`,
  order: [{ expr: sql`g`, direction: 'ASC' as const }],
});

/** `count` batches of rows (enough to pass the compression threshold), then, if asked, the failure `delay` ms later. */
async function* batches(count: number, fail: boolean, delay = 0): AsyncGenerator<Cell[][]> {
  for (let i = 0; i < count; i++) yield Array.from({ length: 200 }, (_, r) => [`row ${i}-${r}`, r]);
  await new Promise((resolve) => setTimeout(resolve, delay));
  if (fail) throw new Error('connection lost');
}

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.execute(sql`CREATE TABLE copy_rows AS SELECT g FROM generate_series(1, ${COPY_ROWS}) g`);
  await ctx.db.execute(sql`CREATE UNIQUE INDEX copy_rows_g ON copy_rows (g)`);
  await ctx.db.execute(sql`ANALYZE copy_rows`);
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
  for (const [path, failFrom] of [
    ['/copy/fails-first', 1],
    ['/copy/fails-later', COPY_ROWS],
    ['/copy/complete', COPY_ROWS + 1],
  ] as const)
    app.get(path, (request, reply) =>
      sendCsvChunks(request, reply, 'x', ['n', 'text', 'value', 'even'], queryCsvChunks(ctx.db, copied(failFrom))),
    );
  // A statement that would write (here: advance a sequence) fails: the export runs read-only.
  app.get('/copy/writes', (request, reply) =>
    sendCsvChunks(
      request,
      reply,
      'x',
      ['n'],
      queryCsvChunks(ctx.db, { ...copied(COPY_ROWS + 1), columns: [sql`nextval('pads_id_seq')`] }),
    ),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

interface Received {
  status: number;
  body: Buffer;
  /** 'end' when the response ended cleanly, else what broke it. */
  outcome: string;
}

/** GET over HTTP; `abortAfterBytes`: the client goes away once it has that many bytes. */
function get(path: string, gzip: boolean, abortAfterBytes = Infinity): Promise<Received> {
  return new Promise((resolve) => {
    const req = http.get(`${base}${path}`, { headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      const done = (outcome: string) => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), outcome });
      res.on('data', (c: Buffer) => {
        chunks.push(c);
        bytes += c.length;
        if (bytes < abortAfterBytes) return;
        req.destroy();
        done('aborted by the client');
      });
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

/** A 200 whose transfer broke off after some bytes: not a clean end, not a whole gzip stream. */
async function expectBrokenOff(path: string, gzip: boolean) {
  const broken = await get(path, gzip);
  expect(broken.status).toBe(200);
  expect(broken.outcome).not.toBe('end');
  expect(broken.body.length).toBeGreaterThan(0);
  if (gzip) expect(() => gunzipSync(broken.body)).toThrow();
}

test.each([false, true])('a failure after the first byte breaks the transfer off (gzip %s)', async (gzip) => {
  await expectBrokenOff('/fails-later', gzip);
  // Broken off too when the failure comes before the status line is written: no error answer under the
  // export's headers, no clean end.
  expect((await get('/fails-soon', gzip)).outcome).not.toBe('end');
  // The same stream, ending before its failure, is complete.
  const whole = await get('/complete', gzip);
  expect([whole.status, whole.outcome]).toEqual([200, 'end']);
  const text = (gzip ? gunzipSync(whole.body) : whole.body).toString();
  expect(text.split('\n')).toHaveLength(1 + 400 + 1);
});

/** The pool answers, and no export statement is left running on the server. */
async function poolIsClean() {
  for (let i = 0; i < 6; i++) expect((await ctx.db.execute(sql`SELECT 1 AS one`)).rows).toEqual([{ one: 1 }]);
  for (let i = 0; ; i++) {
    const { rows: running } = await ctx.db.execute(
      sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'COPY%' AND state = 'active'`,
    );
    if (!running.length) return;
    if (i > 50) throw new Error('a COPY is still running');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a list export written by PostgreSQL', () => {
  test.each([false, true])('whole: the header, then the rows as PostgreSQL wrote them (gzip %s)', async (gzip) => {
    const whole = await get('/copy/complete', gzip);
    expect([whole.status, whole.outcome]).toEqual([200, 'end']);
    const lines = (gzip ? gunzipSync(whole.body) : whole.body).toString().split('\n');
    expect(lines).toHaveLength(1 + COPY_ROWS + 1);
    expect(lines.slice(0, 3)).toEqual(['n,text,value,even', '1,"row 1",1,0', '2,"row 2",2,1']);
    await poolIsClean();
  });

  test.each([false, true])('failing at its first row, or writing: an error status (gzip %s)', async (gzip) => {
    for (const path of ['/copy/fails-first', '/copy/writes']) {
      const failed = await get(path, gzip);
      expect([failed.status, failed.outcome]).toEqual([500, 'end']);
      const body = gzip && failed.body[0] === 0x1f ? gunzipSync(failed.body) : failed.body;
      expect(JSON.parse(body.toString())).toHaveProperty('message');
    }
    await poolIsClean();
  });

  test.each([false, true])('failing part-way: broken off, its connection closed (gzip %s)', async (gzip) => {
    await expectBrokenOff('/copy/fails-later', gzip);
    await poolIsClean();
  });

  test('a client that goes away part-way stops the copy and leaves the pool clean', async () => {
    expect((await get('/copy/complete', false, 64 * 1024)).outcome).toBe('aborted by the client');
    await poolIsClean();
  });
});
