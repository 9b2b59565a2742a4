// `pnpm bench`: the pad list, its map and its CSV export on 100k pads / 200k users / 1M logs.
// Uses BENCH_DATABASE_URL when set, else an embedded PostgreSQL in .data/pg-bench (port 5497).
// Server time is measured through app.inject (routing, validation, serialisation included); raw SQL is
// the engine's own statement for the same request, run directly on the pool.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDb, runMigrations, type Db } from '../src/db/client.js';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded.js';
import { users } from '../src/db/schema.js';
import { listRows, pageQuery, parseListRequest, type ListDefinition } from '../src/lists/index.js';
import type { FastifyInstance } from 'fastify';
import { padList } from '../src/modules/pads/pads.list.js';
import { revisionList } from '../src/modules/revisions/revisions.list.js';
import { reviewList } from '../src/modules/reviews/reviews.list.js';
import { rebuildAllPairs, refreshPadPairs } from '../src/domain/duplicatePairs.js';
import { userList } from '../src/modules/users/users.list.js';
import { gzipSync } from 'node:zlib';
import { hashToken, issueToken, prepareTokenLookup } from '../src/plugins/auth.js';
import { SCALE_SIZES, seedScale } from '../src/seed/scale.js';
import { benchPadDetail, PAD_DETAIL_HEAD } from './padDetail.js';
import { importBench } from './padImport.js';
import { surveyPdfBench } from './surveyPdf.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function database(): Promise<{ db: Db; stop: () => Promise<void> }> {
  let url = process.env.BENCH_DATABASE_URL;
  let stopServer = async () => {};
  if (!url) {
    const server = await startEmbeddedPostgres(
      path.join(apiRoot, '.data/pg-bench'),
      Number(process.env.BENCH_PG_PORT ?? 5497),
    );
    await ensureDatabase(server.url('postgres'), 'pads_bench');
    url = server.url('pads_bench');
    stopServer = server.stop;
  }
  const db = createDb(url);
  // The embedded server is stopped under the pool's idle connections at the end; that is not an error.
  db.$client.on('error', () => {});
  await runMigrations(db);
  return {
    db,
    stop: async () => {
      await db.$client.end();
      await stopServer();
    },
  };
}

const ms = (ns: bigint) => Number(ns) / 1e6;
function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}
async function time(fn: () => Promise<unknown>, runs = RUNS): Promise<number[]> {
  if (runs > 1) for (let i = 0; i < 3; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    await fn();
    out.push(ms(process.hrtime.bigint() - t));
  }
  return out;
}
const f1 = (n: number) => n.toFixed(1);

/** Streams an export over HTTP: bytes on the wire, and the CSV's bytes and lines once decoded. */
async function readExport(url: string, headers: Record<string, string>) {
  const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(url, { headers }, resolve).on('error', reject),
  );
  let wire = 0;
  res.on('data', (chunk: Buffer) => (wire += chunk.length));
  const encoding = res.headers['content-encoding'];
  const decoded =
    encoding === 'br'
      ? res.pipe(zlib.createBrotliDecompress())
      : encoding === 'gzip'
        ? res.pipe(zlib.createGunzip())
        : res;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of decoded) {
    const buf = chunk as Buffer;
    bytes += buf.length;
    for (let at = buf.indexOf(10); at !== -1; at = buf.indexOf(10, at + 1)) lines++;
  }
  return { wire, bytes, lines };
}

async function main() {
  const { db, stop } = await database();
  try {
    const t0 = Date.now();
    await seedScale(db, SCALE_SIZES, (m) => console.log(`  seed ${m}`));
    console.log(`data ready in ${Date.now() - t0} ms`);
    await db.execute(sql`VACUUM ANALYZE pads, users, contacts, revisions`);
    console.log(
      `load average: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} CPUs`,
    );
    const counts = await db.execute(
      sql`SELECT (SELECT count(*) FROM pads) AS pads, (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM activity_logs) AS logs`,
    );
    console.log('rows:', counts.rows[0]);

    const [admin] = await db
      .insert(users)
      .values({
        username: `bench-admin-${Date.now()}`,
        email: `bench-${Date.now()}@bench.test`,
        password_hash: 'x',
        role: 1,
      })
      .returning({ id: users.id });
    const headers = { authorization: `Bearer ${await issueToken(db, admin!.id, 'bench', '127.0.0.1')}` };
    const app = await buildApp({ db, config: loadConfig({}) });
    await app.ready();

    // The user list at 200k users: server (app.inject) against the engine's own statement on the pool.
    const userRows: string[][] = [];
    for (const [label, params] of [
      ['no filter', {}],
      ['premium_state=free', { 'filters[premium_state:equals]': 'free' }],
      ['premium_state=premium', { 'filters[premium_state:equals]': 'premium' }],
      ['premium_state=freemium', { 'filters[premium_state:equals]': 'freemium' }],
      ['keyword "oak"', { keyword: 'oak' }],
      ['keyword "scale-1234"', { keyword: 'scale-1234' }],
    ] as Array<[string, Record<string, string>]>) {
      const url = `/api/admin/users?${new URLSearchParams(params)}`;
      const query = pageQuery(userList, parseListRequest(userList, params));
      const serverTimes: number[] = [];
      const rawTimes: number[] = [];
      const rawAuthTimes: number[] = [];
      const withAuth = rawWithAuth(db, headers, query);
      for (let i = 0; i < 3; i++) await Promise.all([app.inject({ method: 'GET', url, headers }), db.execute(query)]);
      for (let i = 0; i < RUNS; i++) {
        serverTimes.push(...(await time(() => app.inject({ method: 'GET', url, headers }), 1)));
        rawTimes.push(...(await time(() => db.execute(query), 1)));
        rawAuthTimes.push(...(await time(withAuth, 1)));
      }
      const server = stats(serverTimes);
      const raw = stats(rawTimes);
      const rawAuth = stats(rawAuthTimes);
      const total = (await app.inject({ method: 'GET', url, headers })).json().meta.total;
      userRows.push([
        label,
        String(total),
        f1(server.median),
        f1(server.p95),
        f1(raw.median),
        f1(rawAuth.median),
        (server.median / raw.median).toFixed(2),
        (server.median / rawAuth.median).toFixed(2),
      ]);
    }
    console.log('\nUser list (ms; goal: server p50 <= 25 ms and <= 1.2x raw)');
    table(
      ['request', 'total', 'server med', 'server p95', 'raw med', 'raw+auth med', 'server/raw', 'server/(raw+auth)'],
      userRows,
    );

    const userMapRows: string[][] = [];
    for (const [label, params] of [
      ['zoom 5, no bbox', { zoom: '5' }],
      ['zoom 5, Europe bbox', { zoom: '5', bbox: '-25,34,30,62' }],
      ['zoom 5, role=2', { zoom: '5', 'filters[role:equals]': '2' }],
    ] as Array<[string, Record<string, string>]>) {
      const url = `/api/admin/users/index-users-for-map?${new URLSearchParams(params)}`;
      const s = stats(await time(() => app.inject({ method: 'GET', url, headers }), 15));
      const body = (await app.inject({ method: 'GET', url, headers })).body;
      const d = JSON.parse(body).data;
      userMapRows.push([
        label,
        f1(s.median),
        f1(s.p95),
        `${(body.length / 1024).toFixed(1)} KB`,
        `${(gzipSync(body).length / 1024).toFixed(1)} KB`,
        String(d.clusters.length),
        String(d.places.length),
        String(d.total),
      ]);
    }
    console.log('\nUser map (ms; goal: p50 <= 100 ms, payload <= 50 KB gz)');
    table(['request', 'med', 'p95', 'payload', 'gzip', 'clusters', 'places', 'users'], userMapRows);
    if (process.env.BENCH_ONLY === 'users') {
      await app.close();
      return;
    }

    if (process.env.BENCH_ONLY === 'survey') {
      await surveyPdfBench(app, db, headers);
      await app.close();
      return;
    }
    if (process.env.BENCH_ONLY === 'import') {
      await importBench(app, db, headers);
      await app.close();
      return;
    }
    if (process.env.BENCH_ONLY === 'reports') {
      await reportsBench(app, headers);
      await app.close();
      return;
    }
    if (process.env.BENCH_ONLY === 'duplicates') {
      await duplicatesBench(app, db, headers);
      await app.close();
      return;
    }
    if (process.env.BENCH_ONLY === 'reviews') {
      await reviewListBench(app, db, headers);
      await app.close();
      return;
    }
    await revisionListBench(app, db, headers);
    await reviewListBench(app, db, headers);
    await duplicatesBench(app, db, headers);
    await reportsBench(app, headers);
    await importBench(app, db, headers);
    await surveyPdfBench(app, db, headers);
    if (process.env.BENCH_ONLY === 'revisions') {
      await app.close();
      return;
    }

    const scenarios: Array<[string, Record<string, string>]> = [
      ['no filter', {}],
      ...[
        'unmoderated',
        'moderated',
        'invalid_phone',
        'consumer_submitted',
        'landing_not_possible',
        'private',
        'archived',
      ].map((type) => [`type=${type}`, { type }] as [string, Record<string, string>]),
      ['keyword "manor"', { keyword: 'manor' }],
      ['sort name asc', { sort_column: 'name', sort_direction: 'ascend' }],
      ['is_claimed=1', { 'filters[is_claimed:equals]': '1' }],
    ];
    const rows: string[][] = [];
    for (const [label, params] of scenarios)
      rows.push(await measureList(app, db, headers, '/api/admin/pads', padList, label, params));
    console.log(
      '\nPad list (ms; server = app.inject with a bearer token, engine = listRows() without HTTP and auth,\n' +
        'raw = the same SQL on the pool, pg exec = EXPLAIN ANALYZE execution)',
    );
    table(LIST_HEAD, rows);

    console.log('\nPad detail (ms; GET /api/admin/pads/{id}, its raw statement, and a Landing-tab PUT)');
    table(PAD_DETAIL_HEAD, await benchPadDetail(app, db, headers, { time, stats, runs: RUNS }));

    const mapRows: string[][] = [];
    for (const [label, params] of [
      ['zoom 5, no bbox', { zoom: '5' }],
      ['zoom 7, GB/IE bbox', { zoom: '7', bbox: '-11,49,3,59' }],
      ['zoom 10, London bbox', { zoom: '10', bbox: '-0.6,51.3,0.3,51.7' }],
      ['zoom 5, type=moderated', { zoom: '5', type: 'moderated' }],
    ] as Array<[string, Record<string, string>]>) {
      const url = `/api/admin/pads/index-pads-for-map?${new URLSearchParams(params)}`;
      const s = stats(await time(() => app.inject({ method: 'GET', url, headers }), 15));
      const body = (await app.inject({ method: 'GET', url, headers })).body;
      const d = JSON.parse(body).data;
      mapRows.push([
        label,
        f1(s.median),
        f1(s.p95),
        `${(body.length / 1024).toFixed(1)} KB`,
        String(d.clusters.length),
        String(d.places.length),
        String(d.total),
      ]);
    }
    console.log('\nMap (ms)');
    table(['request', 'med', 'p95', 'payload', 'clusters', 'places', 'pads'], mapRows);

    // The export goes over real HTTP and is consumed as a stream, so only the server's memory is measured.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const exportRows: string[][] = [];
    for (const [label, params] of [
      ['all pads', {}],
      ['all pads, sort name', { sort_column: 'name', sort_direction: 'ascend' }],
      ['export_for_update', { export_for_update: '1' }],
    ] as Array<[string, Record<string, string>]>) {
      // As a browser asks (brotli), as an old client asks (gzip), and uncompressed.
      for (const encoding of ['br', 'gzip', 'identity']) {
        global.gc?.();
        const rssBefore = process.memoryUsage().rss;
        let peak = rssBefore;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
        const t = process.hrtime.bigint();
        const cpu = process.cpuUsage();
        const { wire, bytes, lines } = await readExport(
          `http://127.0.0.1:${port}/api/admin/pads/download-csv?${new URLSearchParams(params)}`,
          { ...headers, 'accept-encoding': encoding },
        );
        const elapsed = ms(process.hrtime.bigint() - t);
        const used = process.cpuUsage(cpu);
        clearInterval(sampler);
        peak = Math.max(peak, process.memoryUsage().rss);
        exportRows.push([
          label,
          encoding,
          String(lines - 1),
          f1(elapsed),
          f1((used.user + used.system) / 1000),
          `${(bytes / 1048576).toFixed(1)} MB`,
          `${(wire / 1048576).toFixed(1)} MB`,
          `${((peak - rssBefore) / 1048576).toFixed(1)} MB`,
        ]);
      }
    }
    console.log('\nCSV export (HTTP, streamed; node CPU includes the in-process HTTP client reading it)');
    table(['request', 'encoding', 'rows', 'wall ms', 'node CPU ms', 'size', 'on the wire', 'RSS growth'], exportRows);
    await app.close();
  } finally {
    await stop();
  }
}

type ListParams = Record<string, string | string[]>;
const LIST_HEAD = [
  'request',
  'total',
  'server med',
  'server p95',
  'engine med',
  'raw med',
  'raw p95',
  'raw+auth med',
  'server/raw',
  'server/(raw+auth)',
  'engine/raw',
  'pg exec',
];

/**
 * The list's raw statement after the token lookup every authenticated request runs first (the server's own
 * prepared statement, plugins/auth.ts): "raw+auth" is the database work of the whole request, the floor a server
 * cannot go below.
 */
function rawWithAuth(db: Db, headers: Record<string, string>, query: SQL) {
  const lookup = prepareTokenLookup(db);
  const hash = hashToken(headers.authorization!.slice(7));
  return async () => {
    await lookup.execute({ hash });
    await db.execute(query);
  };
}

/** A query string that repeats array values (`filters[status:includes][]=1&…`), as the clients send them. */
const queryString = (params: ListParams) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => [v].flat().map((x) => [k, x]))).toString();

/**
 * One list request measured three ways: through the server (app.inject with a bearer token), the engine
 * alone (listRows, no HTTP or auth) and the raw statement on the pool; runs alternate, so a burst of load
 * from other processes hits all alike. Returns a LIST_HEAD row.
 */
async function measureList(
  app: FastifyInstance,
  db: Db,
  headers: Record<string, string>,
  path: string,
  def: ListDefinition,
  label: string,
  params: ListParams,
): Promise<string[]> {
  const url = `${path}?${queryString(params)}`;
  const query = pageQuery(def, parseListRequest(def, params));
  const viaServer = async () => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
  };
  const direct = () => db.execute(query);
  const directWithAuth = rawWithAuth(db, headers, query);
  const engine = () => listRows(db, def, params);
  const serverTimes: number[] = [];
  const engineTimes: number[] = [];
  const rawTimes: number[] = [];
  const rawAuthTimes: number[] = [];
  for (let i = 0; i < 3; i++) await Promise.all([viaServer(), engine(), direct(), directWithAuth()]);
  for (let i = 0; i < RUNS; i++) {
    serverTimes.push(...(await time(viaServer, 1)));
    engineTimes.push(...(await time(engine, 1)));
    rawTimes.push(...(await time(direct, 1)));
    rawAuthTimes.push(...(await time(directWithAuth, 1)));
  }
  const server = stats(serverTimes);
  const engineStats = stats(engineTimes);
  const raw = stats(rawTimes);
  const rawAuth = stats(rawAuthTimes);
  const plan = await db.execute(sql`EXPLAIN (ANALYZE, TIMING OFF) ${query}`);
  const exec =
    plan.rows
      .map((r) => String(r['QUERY PLAN']))
      .find((l) => l.startsWith('Execution Time'))
      ?.match(/[\d.]+/)?.[0] ?? '?';
  const total = (await app.inject({ method: 'GET', url, headers })).json().meta.total;
  return [
    label,
    String(total),
    f1(server.median),
    f1(server.p95),
    f1(engineStats.median),
    f1(raw.median),
    f1(raw.p95),
    f1(rawAuth.median),
    (server.median / raw.median).toFixed(2),
    (server.median / rawAuth.median).toFixed(2),
    (engineStats.median / raw.median).toFixed(2),
    exec,
  ];
}

/** GET /api/admin/revisions: the moderation list's pending queue, a type tab, purgatory and one pad's reports. */
/**
 * What every authenticated request costs before its own work: app.inject, routing, the token check (one
 * prepared statement) and serialising a small answer (GET /api/auth/user). The lists' server/raw ratios
 * include it once; for a 2 ms statement it is most of the difference.
 */
async function fixedRequestCost(app: FastifyInstance, headers: Record<string, string>) {
  const call = () => app.inject({ method: 'GET', url: '/api/auth/user', headers });
  for (let i = 0; i < 5; i++) await call();
  const s = stats(await time(call, 30));
  console.log(
    `\nFixed cost of an authenticated request (GET /api/auth/user): p50 ${f1(s.median)} ms, p95 ${f1(s.p95)} ms`,
  );
}

async function revisionListBench(app: FastifyInstance, db: Db, headers: Record<string, string>) {
  await fixedRequestCost(app, headers);
  const { rows: busiest } = await db.execute(
    sql`SELECT pad_id FROM revisions GROUP BY pad_id ORDER BY count(*) DESC, pad_id LIMIT 1`,
  );
  const padId = String(busiest[0]!.pad_id);
  const scenarios: Array<[string, ListParams]> = [
    ['all', {}],
    ['pending', { 'filters[status:includes][]': ['1'] }],
    ['pending updates (type tab)', { 'filters[type]': '3', 'filters[status:includes][]': ['1'] }],
    ['pending reported (tab)', { tab: 'reported', 'filters[status:includes][]': ['1'] }],
    ['pending additions + claims', { 'filters[type:includes][]': ['1', '2'], 'filters[status:includes][]': ['1'] }],
    ['purgatory (tab)', { tab: 'purgatory', 'filters[status:includes][]': ['1'] }],
    ['by pad', { 'filters[pad_id]': padId }],
    ['by pad, reports + claims', { 'filters[pad_id]': padId, 'filters[type:includes][]': ['2', '4', '6', '7'] }],
    ['pending, page 40', { 'filters[status:includes][]': ['1'], page: '40' }],
  ];
  const rows: string[][] = [];
  for (const [label, params] of scenarios)
    rows.push(await measureList(app, db, headers, '/api/admin/revisions', revisionList, label, params));
  console.log(
    '\nRevision list, GET /api/admin/revisions (ms; columns as for the pad list; goal ≤ 25 ms and ≤ 1.2× raw)',
  );
  table(LIST_HEAD, rows);
}

/** The reviews list at 500k reviews, and the pad Reviews tab's call for the pad with the most reviews. */
async function reviewListBench(app: FastifyInstance, db: Db, headers: Record<string, string>) {
  const scenarios: Array<[string, ListParams]> = [
    ['no filter', {}],
    ['hidden', { 'filters[is_review_approved]': 'false' }],
    ['reported', { 'filters[is_reported]': 'true' }],
    ['rating 1 or 2', { 'filters[rating:in][]': ['1', '2'] }],
    ['sorted by rating', { sort_column: 'rating', sort_direction: 'ascend' }],
    ['keyword "lunch"', { keyword: 'lunch' }],
    ['page 400', { page: '400' }],
  ];
  const rows: string[][] = [];
  for (const [label, params] of scenarios)
    rows.push(await measureList(app, db, headers, '/api/admin/reviews', reviewList, label, params));
  console.log('\nReviews list, GET /api/admin/reviews at 500k reviews (ms; goal ≤ 25 ms and ≤ 1.2× raw)');
  table(LIST_HEAD, rows);

  const { rows: busiest } = await db.execute(
    sql`SELECT pad_id, count(*)::int AS n FROM reviews GROUP BY pad_id ORDER BY count(*) DESC LIMIT 1`,
  );
  const { pad_id: padId, n } = busiest[0] as { pad_id: number; n: number };
  const url = `/api/admin/pads/reviews/${padId}`;
  const s = stats(await time(() => app.inject({ method: 'GET', url, headers })));
  const body = (await app.inject({ method: 'GET', url, headers })).body;
  console.log(
    `\nGET ${url} (the pad with the most reviews: ${n}; the first page of 20 and the stars): p50 ${f1(s.median)} ms, p95 ${f1(s.p95)} ms, ${(body.length / 1024).toFixed(0)} KB`,
  );
}

/** Duplicate pairs at 100k pads (2% planted): the list per filter combination, the count, upkeep, rebuild. */
async function duplicatesBench(app: FastifyInstance, db: Db, headers: Record<string, string>) {
  const rows: string[][] = [];
  const combos: Array<[string, string]> = [];
  for (const lnp of ['0', '1'])
    for (const archived of ['0', '1'])
      for (const unmoderated of ['0', '1'])
        combos.push([
          `lnp ${lnp}, archived ${archived}, unmoderated ${unmoderated}`,
          `is_lnp_pads_included=${lnp}&is_archived_pads_included=${archived}&is_unmoderated_pads_included=${unmoderated}`,
        ]);
  combos.push(
    ['distance 0.1', 'distance=0.1'],
    ['country IE', 'country_code=IE'],
    ['sorted by name, page 20', 'sort_column=original_name&page=20&is_unmoderated_pads_included=1'],
  );
  for (const [label, query] of combos) {
    const url = `/api/admin/dupe-checker/index?${query}`;
    const s = stats(await time(() => app.inject({ method: 'GET', url, headers })));
    const total = (await app.inject({ method: 'GET', url, headers })).json().meta.total;
    rows.push([label, String(total), f1(s.median), f1(s.p95)]);
  }
  const count = stats(
    await time(() => app.inject({ method: 'GET', url: '/api/admin/dupe-checker/dupe-report-count', headers })),
  );
  rows.push(['dupe-report-count', '', f1(count.median), f1(count.p95)]);
  console.log('\nDuplicates, GET /api/admin/dupe-checker/index (ms; goal p50 ≤ 50 ms; count ≤ 5 ms)');
  table(['request', 'total', 'med', 'p95'], rows);

  // Upkeep: what refreshPadPairs adds to one pad write (a moved pad), in a transaction rolled back.
  const { rows: some } = await db.execute(sql`SELECT id FROM pads ORDER BY id LIMIT 200`);
  let i = 0;
  const rollback = new Error('rollback');
  const upkeep = stats(
    await time(async () => {
      const id = Number(some[i++ % some.length]!.id);
      await db
        .transaction(async (tx) => {
          await tx.execute(sql`UPDATE pads SET latitude = latitude + 0.001 WHERE id = ${id}`);
          const t = process.hrtime.bigint();
          await refreshPadPairs(tx, [id]);
          upkeepSamples.push(ms(process.hrtime.bigint() - t));
          throw rollback;
        })
        .catch((e) => {
          if (e !== rollback) throw e;
        });
    }),
  );
  void upkeep;
  const u = stats(upkeepSamples);
  const rebuild = stats(
    await time(
      () =>
        db
          .transaction(async (tx) => {
            await rebuildAllPairs(tx);
            throw rollback;
          })
          .catch((e) => {
            if (e !== rollback) throw e;
          }),
      5,
    ),
  );
  // The same rebuild from an empty table (every pair inserted: what `pnpm dupes:rebuild` costs after a
  // restore or a lost table), the delete outside the timed part, in a transaction rolled back.
  const fromScratch = stats(
    await time(
      () =>
        db
          .transaction(async (tx) => {
            await tx.execute(sql`DELETE FROM duplicate_pairs`);
            const t = process.hrtime.bigint();
            await rebuildAllPairs(tx);
            scratchSamples.push(ms(process.hrtime.bigint() - t));
            throw rollback;
          })
          .catch((e) => {
            if (e !== rollback) throw e;
          }),
      5,
    ),
  );
  void fromScratch;
  const scratch = stats(scratchSamples.slice(-5)); // the timed runs, not the warm-up
  const { rows: n } = await db.execute(sql`SELECT count(*)::int AS n FROM duplicate_pairs`);
  console.log(
    `pair upkeep per pad write: p50 ${f1(u.median)} ms, p95 ${f1(u.p95)} ms (goal ≤ 5 ms)\n` +
      `full rebuild of ${n[0]!.n} pairs over a correct table (writes only differences): p50 ${f1(rebuild.median)} ms (goal ≤ 2 s)\n` +
      `full rebuild of ${n[0]!.n} pairs into an empty table (every pair inserted): p50 ${f1(scratch.median)} ms, p95 ${f1(scratch.p95)} ms (goal ≤ 2 s)`,
  );
}
const upkeepSamples: number[] = [];
const scratchSamples: number[] = [];

/** Every report endpoint at 100k pads / 200k users / 1M logs (goal p50 ≤ 100 ms; the log report ≤ 25 ms). */
async function reportsBench(app: FastifyInstance, headers: Record<string, string>) {
  const today = new Date();
  const ddmmyyyy = (d: Date) =>
    `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
  const year = `from=${ddmmyyyy(new Date(today.getTime() - 365 * 86_400_000))}&to=${ddmmyyyy(today)}`;
  const month = `from=${ddmmyyyy(new Date(today.getTime() - 30 * 86_400_000))}&to=${ddmmyyyy(today)}`;
  const rows: string[][] = [];
  for (const [label, url] of [
    ['log-report (1M logs)', '/api/admin/logs'],
    ['log-report, page 400', '/api/admin/logs?page=400'],
    ['pad-submissions', '/api/admin/pad-contacts/pads-report'],
    ['pad-stats-fav (a year)', `/api/admin/pads/pad-stats-with-calendar?${year}`],
    ['pad-stats-fav (a month)', `/api/admin/pads/pad-stats-with-calendar?${month}`],
    ['pad-stats-fav by name (a month)', `/api/admin/pads/pad-stats-with-calendar?${month}&sort_column=name`],
    ['pad-submissions by name', '/api/admin/pad-contacts/pads-report?sort_column=name&sort_direction=ascend'],
    ['pad-submissions, keyword', '/api/admin/pad-contacts/pads-report?keyword=oak'],
    ['pad-stats-views', '/api/admin/pads/pad-stats'],
    ['pad-stats-views by views', '/api/admin/pads/pad-stats?sort_column=views&sort_direction=descend'],
    ['pad-stats-views by name', '/api/admin/pads/pad-stats?sort_column=name&sort_direction=ascend'],
    ['drop-off (iOS pilots)', '/api/admin/users/undefined-users-report?type=0&device=ios'],
    ['pilots-country', '/api/admin/get-country-report'],
    ['moderation-engagement (a year)', `/api/admin/get-moderation-report?${year}&is_not_included=1`],
    ['subs-report (a year)', `/api/admin/get-premium-subs-report?${year}`],
    ['concurrent-logins (a month)', `/api/admin/users/concurrent-logins-report?${month}`],
    ['pad-country', '/api/admin/pads/get-country-report'],
    ['survey-report', '/api/admin/surveys/pad-surveys-report'],
    ['pilot-aircrafts', '/api/admin/users/pilot-aircrafts-report'],
    ['pilot-aircrafts, keyword', '/api/admin/users/pilot-aircrafts-report?keyword=G-AB'],
    ['campaigns', '/api/admin/campaigns'],
  ] as Array<[string, string]>) {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const s = stats(await time(() => app.inject({ method: 'GET', url, headers }), 15));
    rows.push([label, String(res.json().meta?.total ?? ''), f1(s.median), f1(s.p95)]);
  }
  console.log('\nReports (ms; goal p50 ≤ 100 ms, the log report ≤ 25 ms)');
  table(['request', 'rows', 'med', 'p95'], rows);
}

function table(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));
}

await main();
