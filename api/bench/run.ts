// `pnpm bench`: every speed goal of the panel on the bench volumes (100k pads, 200k users, 1M logs, 500k reviews,
// 150k revisions; `BENCH_SCALE=10` for ten times as many), ending with one goals table; the exit code is 1 when
// a goal is missed. The lists are measured after a working day's writes (bench/workingDay.ts).
// Uses BENCH_DATABASE_URL's server when set, else an embedded PostgreSQL in .data/pg-bench (port BENCH_PG_PORT, 5497):
// bench/database.ts.
// DATABASE_PREPARED_STATEMENTS=false runs every statement unnamed, as behind PgBouncer 1.18 (docs/deploy.md).
// `BENCH_ONLY=users,maps` runs those areas only (day, users, revisions, reviews, duplicates, reports, pads, maps,
// search, exports, survey, streams (the live event stream's load: bench/streams.ts); and statements, only when named: every list with named statements on and off); `BENCH_RUNS` sets the runs per request (default 30; each list request at least LIST_MIN_RUNS,
// bench/lists.ts).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { users } from '../src/db/schema.js';
import { issueToken } from '../src/plugins/auth.js';
import { scaledSizes, seedScale } from '../src/seed/scale.js';
import { benchDatabase } from './database.js';
import { duplicatesBench } from './duplicates.js';
import { exportBench } from './exports.js';
import { printGoals } from './goals.js';
import { preparedStatementsBench } from './preparedStatements.js';
import { prewarm } from './prewarm.js';
import { LIST_MIN_RUNS, padListBench, reviewListBench, revisionListBench, userListBench } from './lists.js';
import { padMapBench, userMapBench } from './maps.js';
import { benchPadDetail, PAD_DETAIL_HEAD } from './padDetail.js';
import { reportsBench } from './reports.js';
import { searchBench } from './search.js';
import { streamsBench } from './streams.js';
import { surveyPdfBench } from './surveyPdf.js';
import { f1, loadLine, RUNS, stats, table, time } from './timing.js';
import { workingDay } from './workingDay.js';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const AREAS = [
  'day',
  'users',
  'revisions',
  'reviews',
  'duplicates',
  'reports',
  'pads',
  'maps',
  'search',
  'exports',
  'survey',
  'streams',
];
/** Areas that run only when BENCH_ONLY names them. */
const ON_REQUEST = ['statements'];
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const unknown = only?.filter((a) => ![...AREAS, ...ON_REQUEST].includes(a === 'import' ? 'day' : a));
if (unknown?.length)
  throw new Error(`BENCH_ONLY: unknown area ${unknown.join(', ')} (areas: ${[...AREAS, ...ON_REQUEST].join(', ')})`);
const runs = (area: string) =>
  only ? only.includes(area) || (area === 'day' && only.includes('import')) : !ON_REQUEST.includes(area);

/** The bench database: one per scale, so 1M pads and 100k pads live side by side and are each seeded once. */
const database = () => benchDatabase(SCALE === 1 ? 'pads_bench' : `pads_bench_x${SCALE}`, { urlDatabase: SCALE === 1 });

/**
 * What every authenticated request costs before its own work: app.inject, routing, the token check (one
 * prepared statement) and serialising a small answer (GET /api/auth/user).
 */
async function fixedRequestCost(app: FastifyInstance, headers: Record<string, string>) {
  const call = () => app.inject({ method: 'GET', url: '/api/auth/user', headers });
  for (let i = 0; i < 5; i++) await call();
  const s = stats(await time(call, 30));
  console.log(
    `\nFixed cost of an authenticated request (GET /api/auth/user): p50 ${f1(s.median)} ms, p95 ${f1(s.p95)} ms`,
  );
}

async function main(): Promise<number> {
  const { db, url, stop } = await database();
  let missed = 0;
  try {
    const t0 = Date.now();
    const sizes = scaledSizes(SCALE);
    await seedScale(db, sizes, (m) => console.log(`  seed ${m}`));
    console.log(`data ready in ${Date.now() - t0} ms; ${await prewarm(db)}; ${loadLine()}`);
    const counts =
      await db.execute(sql`SELECT (SELECT count(*) FROM pads) AS pads, (SELECT count(*) FROM users) AS users,
      (SELECT count(*) FROM activity_logs) AS logs, (SELECT count(*) FROM reviews) AS reviews,
      (SELECT count(*) FROM revisions) AS revisions`);
    console.log(`scale ${SCALE}, ${RUNS} runs per request (lists at least ${LIST_MIN_RUNS}); rows:`, counts.rows[0]);
    console.log(
      `named prepared statements: ${loadConfig().databasePreparedStatements ? 'on' : 'off (DATABASE_PREPARED_STATEMENTS=false)'}`,
    );

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

    if (runs('day')) await workingDay(app, db, headers);
    await fixedRequestCost(app, headers);
    const section = async (area: string, fn: () => Promise<void>) => {
      if (!runs(area)) return;
      await fn();
      console.log(`(${loadLine()})`);
    };
    await section('users', async () => {
      await userListBench(app, db, headers);
      await userMapBench(app, headers);
    });
    await section('revisions', () => revisionListBench(app, db, headers));
    await section('reviews', () => reviewListBench(app, db, headers));
    await section('duplicates', () => duplicatesBench(app, db, headers, SCALE));
    await section('reports', () => reportsBench(app, headers));
    await section('pads', async () => {
      await padListBench(app, db, headers);
      console.log(
        '\nPad detail (ms; GET /api/admin/pads/{id}, its raw statement, and a Landing-tab PUT; goal GET ≤ 15 ms)',
      );
      table(PAD_DETAIL_HEAD, await benchPadDetail(app, db, headers, { time, stats, runs: RUNS }));
    });
    await section('maps', () => padMapBench(app, headers));
    await section('search', () => searchBench(app, db, headers));
    await section('survey', () => surveyPdfBench(app, db, headers));
    await section('exports', () => exportBench(app, headers, SCALE));
    await section('statements', () => preparedStatementsBench(db, headers));
    await section('streams', () => streamsBench(db, url));
    await app.close();
    missed = printGoals();
    console.log(loadLine());
  } finally {
    await stop();
  }
  return missed;
}

const missed = await main();
// Exit explicitly: with `process.exitCode` a run that missed goals was seen ending with status 0 (something that
// runs at exit resets it), which would hide a missed goal from CI or a script.
process.exit(missed ? 1 : 0);
