// A database restart under load (issue 26): PostgreSQL is stopped the way `pg_ctl stop -m fast` stops it
// (SIGINT to the postmaster: every session gets 57P01, pooled idle connections included) while clients
// list, sign in and write. The API must stay up, answer 503 with Retry-After while the database is away,
// never 500, and serve again by itself once the database is back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, runMigrations, type Db } from '../../src/db/client.js';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from '../../src/db/embedded.js';
import { createUser, TEST_PASSWORD, userWithToken } from '../helpers.js';
import { freePort, startApi, type ApiProcess } from '../serverProcess.js';

let dataDir: string;
let pgPort: number;
let server: EmbeddedServer | undefined;
let db: Db;
let api: ApiProcess | undefined;
/** The load's clients run while this holds; cleared at the end, or by afterAll when the test failed midway. */
let running = false;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pads-db-restart-'));
  pgPort = await freePort();
  server = await startEmbeddedPostgres(path.join(dataDir, 'pg'), pgPort);
  await ensureDatabase(server.url('postgres'), 'pads');
  db = createDb(server.url('pads'), 2);
  await runMigrations(db);
}, 120_000);

afterAll(async () => {
  running = false;
  api?.child.kill('SIGKILL');
  await db?.$client.end().catch(() => {});
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** 'changing': the call began in one phase and ended in another. */
type Phase = 'before' | 'stopping' | 'down' | 'restarting' | 'after' | 'changing';
interface Outcome {
  phase: Phase;
  call: string;
  status: number | 'refused';
  retryAfter: string | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `done()` holds, checking every 50 ms, for at most `ms` (the machine may be slow: counts, not time). */
async function until(done: () => boolean, ms = 30_000): Promise<void> {
  for (const deadline = Date.now() + ms; !done() && Date.now() < deadline;) await sleep(50);
}

test('PostgreSQL stops and starts under load: the API stays up, answers 503 with Retry-After, and recovers', async () => {
  const admin = await userWithToken(db);
  const signer = await createUser(db);
  api = await startApi({ DATABASE_URL: server!.url('pads'), LOGIN_RATE_LIMIT: '100000' });
  const base = api.url;
  const json = { ...admin.headers, 'content-type': 'application/json' };
  let written = 0;
  const calls: Record<string, () => Promise<Response>> = {
    list: () => fetch(`${base}/api/admin/users?page=1`, { headers: admin.headers }),
    login: () =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: signer.email, password: TEST_PASSWORD }),
      }),
    write: () =>
      fetch(`${base}/api/admin/campaigns`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ name: `Restart ${++written}` }),
      }),
  };

  let phase: Phase = 'before';
  running = true;
  const outcomes: Outcome[] = [];
  // Six clients, each calling one of the three in turn until told to stop (bounded by the test's timeout).
  const client = async (offset: number) => {
    const names = Object.keys(calls);
    for (let i = offset; running; i++) {
      const name = names[i % names.length]!;
      const began = phase;
      const during = () => (phase === began ? began : 'changing');
      try {
        const res = await calls[name]!();
        await res.arrayBuffer();
        outcomes.push({ phase: during(), call: name, status: res.status, retryAfter: res.headers.get('retry-after') });
      } catch {
        outcomes.push({ phase: during(), call: name, status: 'refused', retryAfter: null });
      }
      await sleep(20);
    }
  };
  const clients = Array.from({ length: 6 }, (_, i) => client(i));
  const of = (p: Phase) => outcomes.filter((o) => o.phase === p);
  const eachCallSeen = (p: Phase, times: number) =>
    Object.keys(calls).every((name) => of(p).filter((o) => o.call === name).length >= times);

  await until(() => eachCallSeen('before', 4));
  phase = 'stopping';
  await server!.stop();
  phase = 'down';
  await until(() => eachCallSeen('down', 3));
  const liveWhileDown = await fetch(`${base}/api/health/live`);
  const readyWhileDown = await fetch(`${base}/api/health/ready`);

  phase = 'restarting';
  server = await startEmbeddedPostgres(path.join(dataDir, 'pg'), pgPort);
  let recovered = false;
  for (let i = 0; i < 200 && !recovered; i++) {
    recovered = (await fetch(`${base}/api/health/ready`)).ok;
    if (!recovered) await sleep(100);
  }
  phase = 'after';
  await until(() => eachCallSeen('after', 4));
  running = false;
  await Promise.all(clients);

  // The process never exited and never refused a connection.
  expect(api.child.exitCode).toBeNull();
  expect(outcomes.filter((o) => o.status === 'refused')).toEqual([]);
  // Not one 500, in any phase.
  expect(outcomes.filter((o) => o.status === 500)).toEqual([]);
  const ok = (o: Outcome) => typeof o.status === 'number' && o.status < 300;
  expect(eachCallSeen('before', 4)).toBe(true);
  expect(of('before').filter((o) => !ok(o))).toEqual([]);
  // While it is away, every call of each kind is a 503 telling when to retry.
  const down = of('down');
  expect(eachCallSeen('down', 3)).toBe(true);
  expect(down.filter((o) => o.status !== 503 || o.retryAfter !== '5')).toEqual([]);
  expect(liveWhileDown.status).toBe(200);
  expect(readyWhileDown.status).toBe(503);
  expect(readyWhileDown.headers.get('retry-after')).toBe('5');
  // Stopping and restarting: the old answer or the outage's, nothing else.
  expect([...of('stopping'), ...of('restarting'), ...of('changing')].filter((o) => !ok(o) && o.status !== 503)).toEqual(
    [],
  );
  // Back by itself: everything succeeds again, on new connections.
  expect(recovered).toBe(true);
  expect(eachCallSeen('after', 4)).toBe(true);
  expect(of('after').filter((o) => !ok(o))).toEqual([]);
  // Every acknowledged write is there. A write cut off by the stop may have committed without its answer
  // arriving (it was told 503), so the rows number between the acknowledged and those plus the cut-off ones.
  const writes = outcomes.filter((o) => o.call === 'write');
  const acknowledged = writes.filter((o) => o.status === 201).length;
  const cutOff = writes.filter((o) => ['stopping', 'changing'].includes(o.phase) && o.status === 503).length;
  const { rows } = await db.$client.query(`SELECT count(*)::int AS n FROM campaigns WHERE name LIKE 'Restart %'`);
  expect(rows[0].n).toBeGreaterThanOrEqual(acknowledged);
  expect(rows[0].n).toBeLessThanOrEqual(acknowledged + cutOff);
}, 120_000);
