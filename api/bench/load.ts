// `pnpm bench:load`: throughput of a real API server process under concurrent load, next to the same SQL statements
// replayed by node-postgres. For each endpoint, autocannon holds LOAD_CONNECTIONS (50) connections open for
// LOAD_SECONDS (20) against `node dist/server.js` (the built API, started as production starts it: NODE_ENV=production,
// info logging to a file, metrics on); then the statements one such request runs (recorded from the same request
// made in process) are replayed for as long on a node-postgres pool of the API's size (10), LOAD_CONNECTIONS
// callers at once, each running the request's statements in order. The ratio API/raw is what the API delivers of
// its own SQL; goals ≥ 0.7× for the lists and the report, ≥ 0.8× for the feed (issue 38).
// The data: the demo data (`pnpm seed`'s) in the database pads_load on the bench's server (bench/database.ts), seeded
// on the first run. LOAD_ROUNDS (1) repeats the pairs, alternating which side runs first; the ratio is the median of
// the rounds' ratios. LOAD_PROFILE=1 runs the server under `node --cpu-prof` and prints where its CPU went (the
// profile slows the server: its ratios are not the goals' figures). LOAD_PORT: the server's port (3470). LOAD_ONLY:
// some endpoints (words of their labels). LOAD_ACCEPT_ENCODING, LOG_LEVEL and METRICS_TOKEN change what the server
// is asked and runs with.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import { issueToken, ROLE } from '../src/plugins/auth.js';
import { seedDemoAnnouncements } from '../src/seed/announcements.js';
import { seedIfEmpty } from '../src/seed/index.js';
import { createFileStorage } from '../src/storage/index.js';
import { apiRoot, benchDatabase } from './database.js';
import { atLeast, printGoals } from './goals.js';
import { summariseProfile } from './cpuProfile.js';
import { f1, loadLine, table } from './timing.js';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 1);
const PORT = Number(process.env.LOAD_PORT ?? 3470);
const PROFILE = process.env.LOAD_PROFILE === '1';
/** The API's pool size (db/client.ts createDb's default): the replay gets as many connections. */
const POOL_SIZE = 10;
/** What Chromium sends: the panel's requests are compressed as the browser allows. */
const ACCEPT_ENCODING = process.env.LOAD_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const WARM_UP_SECONDS = 3;

interface Endpoint {
  label: string;
  url: string;
  /** The token: the admin's, or a pilot's (the apps' feed). */
  as: 'admin' | 'pilot';
  goal: number;
}

const ALL_ENDPOINTS: Endpoint[] = [
  { label: 'pad list, page 1', url: '/api/admin/pads?page=1', as: 'admin', goal: 0.7 },
  { label: 'user list, page 1', url: '/api/admin/users?page=1', as: 'admin', goal: 0.7 },
  {
    label: 'moderation queue (pending)',
    url: '/api/admin/revisions?filters[status:includes][]=1',
    as: 'admin',
    goal: 0.7,
  },
  { label: 'pilot country report', url: '/api/admin/get-country-report', as: 'admin', goal: 0.7 },
  { label: 'app announcement feed', url: '/api/announcements?device=ios', as: 'pilot', goal: 0.8 },
];

/** LOAD_ONLY=pad,feed: the endpoints whose label contains one of these words. */
const only = process.env.LOAD_ONLY?.split(',').map((w) => w.trim());
const ENDPOINTS = only ? ALL_ENDPOINTS.filter((e) => only.some((w) => e.label.includes(w))) : ALL_ENDPOINTS;

const dataDir = path.join(apiRoot, '.data/load');
const serverEnv = (url: string): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: url,
  HOST: '127.0.0.1',
  PORT: String(PORT),
  PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  SEED_ON_START: 'false',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  // Metrics on, as an operator runs it (README, Production); METRICS_TOKEN= (empty) measures without them.
  METRICS_TOKEN: process.env.METRICS_TOKEN ?? randomBytes(16).toString('hex'),
  UPLOADS_DIR: path.join(dataDir, 'uploads'),
  MAIL_DIR: path.join(dataDir, 'mail'),
  TWO_FACTOR_KEY_FILE: path.join(dataDir, 'two-factor.key'),
});

/** The demo data, seeded once into pads_load; returns the admin's and a pilot's bearer headers. */
async function prepareData(db: Db, env: NodeJS.ProcessEnv) {
  const config = loadConfig(env);
  const { seededDemoData } = await seedIfEmpty(db, config);
  if (seededDemoData) await seedDemoAnnouncements(db, createFileStorage(config));
  const [admin] = await db
    .insert(users)
    .values({
      username: `load-admin-${Date.now()}`,
      email: `load-${Date.now()}@bench.test`,
      password_hash: 'x',
      role: 1,
    })
    .returning({ id: users.id });
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE role = ${ROLE.Pilot} AND deleted_at IS NULL ORDER BY id LIMIT 1`,
  );
  const bearer = async (id: number) => ({
    authorization: `Bearer ${await issueToken(db, id, 'bench', '127.0.0.1')}`,
  });
  return { admin: await bearer(admin!.id), pilot: await bearer(rows[0]!.id) };
}

type Recorded = pg.QueryConfig;

/**
 * The statements one request runs, in order, as the API sends them (named or not, with their values): the request
 * is made twice in process on a pool that records what it is asked, and the second request's statements are kept
 * (the first may write the session's last use, which happens once a minute under load).
 */
async function recordStatements(db: Db, env: NodeJS.ProcessEnv, endpoint: Endpoint, headers: Record<string, string>) {
  const pool = db.$client;
  const recorded: Recorded[] = [];
  let recording = false;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((config: unknown, ...rest: unknown[]) => {
    if (recording && config && typeof config === 'object') {
      const values = Array.isArray(rest[0]) ? rest[0] : (config as Recorded).values;
      recorded.push({ ...(config as Recorded), values });
    } else if (recording) recorded.push({ text: String(config), values: Array.isArray(rest[0]) ? rest[0] : [] });
    return query(config, ...rest);
  }) as typeof pool.query;
  const app = await buildApp({ db, config: loadConfig(env) });
  try {
    for (let i = 0; i < 2; i++) {
      recording = i === 1;
      const res = await app.inject({ method: 'GET', url: endpoint.url, headers });
      if (res.statusCode !== 200) throw new Error(`${endpoint.url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
  } finally {
    recording = false;
    pool.query = query as typeof pool.query;
    await app.close();
  }
  return recorded;
}

interface Throughput {
  rps: number;
  p99: number;
  /** CPU milliseconds per request of the process serving it: the API server, or the replaying bench process. */
  cpuPerRequest: number;
}

/** utime + stime of a process, in milliseconds (Linux /proc; clock ticks of 10 ms). */
function processCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function hammer(url: string, headers: Record<string, string>, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
}

async function throughputOfApi(server: ChildProcess, endpoint: Endpoint, headers: Record<string, string>) {
  const url = `http://127.0.0.1:${PORT}${endpoint.url}`;
  const all = { ...headers, 'accept-encoding': ACCEPT_ENCODING, origin: 'http://localhost:8080' };
  await hammer(url, all, WARM_UP_SECONDS);
  const cpu = processCpuMs(server.pid!);
  const result = await hammer(url, all, SECONDS);
  const spent = processCpuMs(server.pid!) - cpu;
  if (result.non2xx || result.errors)
    throw new Error(`${endpoint.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const n = result.requests.total;
  return { rps: n / result.duration, p99: result.latency.p99, cpuPerRequest: spent / n } satisfies Throughput;
}

async function throughputOfRaw(url: string, statements: Recorded[]): Promise<Throughput> {
  // As the API's pool (db/client.ts createDb): kept connections, no JIT.
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, keepAlive: true, options: '-c jit=off' });
  try {
    const run = async (until: number, latencies?: number[]) => {
      let n = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (performance.now() < until) {
            const t = performance.now();
            for (const statement of statements) await pool.query(statement);
            latencies?.push(performance.now() - t);
            n++;
          }
        }),
      );
      return n;
    };
    await run(performance.now() + WARM_UP_SECONDS * 1000);
    const latencies: number[] = [];
    const cpu = process.cpuUsage();
    const started = performance.now();
    const n = await run(started + SECONDS * 1000, latencies);
    const elapsed = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    latencies.sort((a, b) => a - b);
    return {
      rps: n / elapsed,
      p99: latencies[Math.floor(latencies.length * 0.99)]!,
      cpuPerRequest: (used.user + used.system) / 1000 / n,
    };
  } finally {
    await pool.end();
  }
}

async function startServer(env: NodeJS.ProcessEnv): Promise<{ server: ChildProcess; stop: () => Promise<void> }> {
  const dist = path.join(apiRoot, 'dist/server.js');
  if (!fs.existsSync(dist))
    throw new Error('No dist/server.js: run `pnpm --filter @pads/api build` (pnpm bench:load does).');
  fs.mkdirSync(dataDir, { recursive: true });
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'w');
  const profileDir = path.join(dataDir, 'profile');
  if (PROFILE) fs.rmSync(profileDir, { recursive: true, force: true });
  const server = spawn(process.execPath, [...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), dist], {
    cwd: apiRoot,
    env,
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null || i > 600) throw new Error(`the API did not start: see ${dataDir}/server.log`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    server,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
      fs.closeSync(log);
      if (PROFILE) {
        const [file] = fs.readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'));
        if (file) console.log(summariseProfile(path.join(profileDir, file)));
      }
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<number> {
  const { db, url, stop } = await benchDatabase('pads_load');
  const env = serverEnv(url);
  let missed = 0;
  try {
    const tokens = await prepareData(db, env);
    const recorded = new Map<Endpoint, Recorded[]>();
    for (const e of ENDPOINTS) recorded.set(e, await recordStatements(db, env, e, tokens[e.as]));
    const { server, stop: stopServer } = await startServer(env);
    console.log(
      `API: node dist/server.js (pid ${server.pid}, NODE_ENV=production, LOG_LEVEL=${env.LOG_LEVEL}${PROFILE ? ', --cpu-prof' : ''}); ` +
        `${CONNECTIONS} connections for ${SECONDS} s per endpoint and side, ${ROUNDS} round(s); Accept-Encoding: ${ACCEPT_ENCODING}; ${loadLine()}`,
    );
    const rows: string[][] = [];
    try {
      for (const endpoint of ENDPOINTS) {
        const statements = recorded.get(endpoint)!;
        const api: Throughput[] = [];
        const raw: Throughput[] = [];
        const loads: string[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const sides = [
            async () => api.push(await throughputOfApi(server, endpoint, tokens[endpoint.as])),
            async () => raw.push(await throughputOfRaw(url, statements)),
          ];
          for (const side of round % 2 ? sides.reverse() : sides) await side();
          loads.push(os.loadavg()[0]!.toFixed(1));
        }
        const ratio = median(api.map((a, i) => a.rps / raw[i]!.rps));
        atLeast('throughput', `${endpoint.label}: API/raw req/s`, ratio, endpoint.goal, '×');
        const mid = (xs: Throughput[], key: keyof Throughput) => median(xs.map((x) => x[key]));
        rows.push([
          `${endpoint.label} (${statements.length} statements)`,
          Math.round(mid(api, 'rps')).toLocaleString('en'),
          f1(mid(api, 'p99')),
          Math.round(mid(raw, 'rps')).toLocaleString('en'),
          f1(mid(raw, 'p99')),
          `${ratio.toFixed(2)}× (≥ ${endpoint.goal})`,
          mid(api, 'cpuPerRequest').toFixed(2),
          mid(raw, 'cpuPerRequest').toFixed(2),
          loads.join(' '),
        ]);
      }
    } finally {
      await stopServer();
    }
    console.log(
      `\nThroughput (req/s; p99 ms; API = autocannon against the server, raw = the request's statements on a pg pool of ${POOL_SIZE};\n` +
        `CPU = CPU ms per request of the server process / of the replaying process; load = 1-min load average after each round)`,
    );
    table(['endpoint', 'API req/s', 'API p99', 'raw req/s', 'raw p99', 'API/raw', 'API CPU', 'raw CPU', 'load'], rows);
    missed = printGoals();
    console.log(loadLine());
  } finally {
    await stop();
  }
  return missed;
}

const missed = await main();
process.exit(missed ? 1 : 0);
