// Fuzzing every route of the OpenAPI document on the seeded demo database: path parameters, query strings
// (list filters, sort, paging included) and JSON bodies swept through hostile values and drawn at random by
// fast-check from each route's schema (./fuzz/). Nothing may answer 5xx, hang, or cut a response short.
// Seeded (FUZZ_SEED overrides it to explore), so a CI run sends the same requests every time.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { issueToken } from '../../src/plugins/auth.js';
import { createTestContext, type TestContext } from '../context.js';
import { createUser, ROLE } from '../helpers.js';
import { EXAMPLE_BODIES } from './fuzz/examples.js';
import { operationsOf, planRequests, type FuzzRequest, type ListShape, type Operation } from './fuzz/requests.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20260126);
/** Random combinations per operation, on top of the sweeps. */
const RUNS = 10;
const ANSWER_TIMEOUT_MS = 20_000;
/** FUZZ_LOG=<file>: every failure as it happens and each operation's request count and time (for a local look). */
const LOG = process.env.FUZZ_LOG;
/** FUZZ_ONLY=<regular expression>: only the operations (`METHOD /path`) it matches. */
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;

let ctx: TestContext;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pads-fuzz-'));
const tokens: Record<'admin' | 'pilot' | 'owner', string> = { admin: '', pilot: '', owner: '' };
let ids: number[] = [];
/** What the app last logged at error level: the cause of a 500 or of a stream broken off, for the failure list. */
let logged = '';
const logger = {
  level: 'error',
  stream: {
    write(line: string) {
      const entry = JSON.parse(line) as {
        msg?: string;
        err?: { type?: string; message?: string; cause?: { message?: string } };
      };
      const err = entry.err;
      // A query's own error is its cause (DrizzleQueryError's message is the SQL).
      logged = err ? `${err.type ?? 'Error'}: ${err.cause?.message ?? err.message ?? ''}` : (entry.msg ?? '');
    },
  },
};

beforeAll(async () => {
  ctx = await createTestContext(
    {
      mailDir: path.join(dataDir, 'mail'),
      uploadsDir: path.join(dataDir, 'uploads'),
      // The app calls' per-user budget would answer 429 before most bodies are read.
      appRateLimit: { max: 1_000_000, timeWindow: '1 minute' },
    },
    { logger },
    { demoData: true },
  );
  // Ids that exist in the seeded tables, for the parameters a request does not vary.
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    SELECT 1 AS id UNION SELECT 150 UNION SELECT min(id) FROM revisions UNION SELECT min(id) FROM reviews
    UNION SELECT min(id) FROM announcements UNION SELECT min(id) FROM contacts ORDER BY 1`);
  ids = rows.map((r) => Number(r.id)).filter((id) => id > 0);
  // The fuzz's own users sit far above the seeded ids, so no request archives or demotes them.
  let next = 2_000_000_000;
  for (const [name, role] of [
    ['admin', ROLE.Admin],
    ['pilot', ROLE.Pilot],
    ['owner', ROLE.Owner],
  ] as const) {
    const user = await createUser(ctx.db, { id: ++next, role });
    tokens[name] = await issueToken(ctx.db, user.id, 'fuzz', '127.0.0.1');
  }
}, 300_000);

afterAll(async () => {
  await ctx?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** /api/app calls go as a pilot or an owner; other /api calls mostly as the admin, every fourth as a pilot. */
async function headersFor(request: FuzzRequest, n: number): Promise<Record<string, string>> {
  // Signing out revokes the token it is sent with: it gets one of its own.
  if (request.url.startsWith('/api/auth/logout')) {
    return { authorization: `Bearer ${await issueToken(ctx.db, 2_000_000_001, 'fuzz', '127.0.0.1')}` };
  }
  const role = request.url.startsWith('/api/app/')
    ? n % 2
      ? 'owner'
      : 'pilot'
    : request.url.startsWith('/api/admin/') || n % 4
      ? 'admin'
      : 'pilot';
  return { authorization: `Bearer ${tokens[role]}` };
}

interface Outcome {
  status: number;
  problem?: string;
}

async function send(request: FuzzRequest, n: number): Promise<Outcome> {
  const headers = await headersFor(request, n);
  if (request.contentType) headers['content-type'] = request.contentType;
  let timer: NodeJS.Timeout | undefined;
  logged = '';
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ANSWER_TIMEOUT_MS} ms`)), ANSWER_TIMEOUT_MS);
  });
  try {
    const res = await Promise.race([
      ctx.app.inject({ method: request.method as 'GET', url: request.url, headers, payload: request.payload }),
      timeout,
    ]);
    if (res.statusCode >= 500)
      return { status: res.statusCode, problem: logged.slice(0, 200) || res.body.slice(0, 120) };
    return { status: res.statusCode };
  } catch (error) {
    // A response cut short (a stream destroyed after its headers) or none at all.
    return { status: 0, problem: `${(error as Error).message} [${logged.slice(0, 200)}]` };
  } finally {
    clearTimeout(timer);
  }
}

/** The list shapes (filterable columns, sortable columns) from each list's first page. */
async function listShapes(operations: Operation[]): Promise<Record<string, ListShape>> {
  const shapes: Record<string, ListShape> = {};
  for (const op of operations) {
    if (op.method !== 'GET' || op.pathParams.length || !op.query.some((q) => q.name === 'sort_column')) continue;
    const res = await ctx.app.inject({
      method: 'GET',
      url: op.path,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    const json = res.statusCode === 200 && String(res.headers['content-type']).startsWith('application/json');
    const body = json ? (res.json() as Partial<ListShape>) : {};
    if (body.filterable && body.columns) shapes[op.path] = { filterable: body.filterable, columns: body.columns };
  }
  return shapes;
}

test('no route answers 5xx, hangs or breaks off, whatever it is sent', async () => {
  const started = Date.now();
  const doc = ctx.app.swagger() as unknown as Parameters<typeof operationsOf>[0];
  const operations = operationsOf(doc).filter((op) => op.path.startsWith('/api/') && !op.path.startsWith('/api/docs'));
  expect(operations.length).toBeGreaterThan(140);
  const lists = await listShapes(operations);
  expect(Object.keys(lists).length).toBeGreaterThanOrEqual(8);
  const fuzzed = ONLY ? operations.filter((op) => ONLY.test(`${op.method} ${op.path}`)) : operations;

  const failures = new Map<string, string[]>();
  const statuses = new Map<number, number>();
  let sent = 0;
  for (const op of fuzzed) {
    const requests = planRequests(op, { seed: SEED, ids, examples: EXAMPLE_BODIES, lists, runs: RUNS });
    const route = `${op.method} ${op.path}`;
    const opStarted = Date.now();
    for (const request of requests) {
      const outcome = await send(request, sent++);
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      if (outcome.problem === undefined) continue;
      const line = `${outcome.status} ${request.label}: ${request.url.slice(0, 160)} → ${outcome.problem}`;
      failures.set(route, [...(failures.get(route) ?? []), line]);
      if (LOG) appendFileSync(LOG, `${route} | ${line}\n`);
    }
    if (LOG) appendFileSync(LOG, `# ${route}: ${requests.length} requests in ${Date.now() - opStarted} ms\n`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const byStatus = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  const failed = [...failures.values()].reduce((n, list) => n + list.length, 0);
  process.stdout.write(
    `fuzz: ${sent} requests to ${fuzzed.length} operations in ${seconds} s (seed ${SEED}); ` +
      `${failed} failed (5xx, no answer or cut short); by status: ${byStatus}\n`,
  );
  const report = [...failures.entries()].map(
    ([route, list]) => `${route} (${list.length})\n  ${list.slice(0, 8).join('\n  ')}`,
  );
  expect(report).toEqual([]);
  // The fuzz's admin stayed signed in throughout (no request ended its session).
  const me = await ctx.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { authorization: `Bearer ${tokens.admin}` },
  });
  expect(me.statusCode).toBe(200);
}, 600_000);
