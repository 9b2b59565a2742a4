// After a SIGKILL the API can start again (issue 26). The embedded PostgreSQL is a separate process: the
// killed API leaves it running (an orphan holding the data folder and the port). The next start must shut
// it down cleanly and start its own, and any start failure must print its cause.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../../src/db/client.js';
import { userWithToken } from '../helpers.js';
import { freePort, startApi, type ApiProcess } from '../serverProcess.js';

let dataDir: string;
const started: ApiProcess[] = [];

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pads-killed-'));
});

afterAll(async () => {
  for (const api of started) if (api.child.exitCode === null) api.child.kill('SIGTERM');
  await Promise.all(started.map((api) => api.exited));
  // Should a test fail midway, the PostgreSQL it left is stopped here, as the next start would.
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // already gone
    }
    for (let i = 0; i < 100 && fs.existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 100));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

test('SIGKILL the API, start it again: it takes over its embedded PostgreSQL and serves', async () => {
  const pgPort = await freePort();
  const env = { DATABASE_URL: '', EMBEDDED_PG_DIR: path.join(dataDir, 'pg'), EMBEDDED_PG_PORT: String(pgPort) };
  const first = await startApi(env);
  started.push(first);
  first.child.kill('SIGKILL');
  expect(await first.exited).toBe('SIGKILL');
  // The orphan: PostgreSQL still running and listening without its API.
  expect(await listening(pgPort)).toBe(true);

  const second = await startApi(env);
  started.push(second);
  const ready = await fetch(`${second.url}/api/health/ready`);
  expect(ready.status).toBe(200);
  // It serves signed-in requests from the same data.
  const db = createDb(`postgres://pads:pads@127.0.0.1:${pgPort}/pads`, 1);
  try {
    const admin = await userWithToken(db);
    const res = await fetch(`${second.url}/api/auth/user`, { headers: admin.headers });
    expect(res.status).toBe(200);
    expect((await res.json()).user.id).toBe(admin.user.id);
  } finally {
    await db.$client.end();
  }
}, 240_000);

test('a start that fails prints its cause, not `undefined`', async () => {
  // The port is taken by something that is not PostgreSQL: the embedded server cannot start there.
  const blocker = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => blocker.once('listening', r));
  const port = (blocker.address() as net.AddressInfo).port;
  try {
    const dir = path.join(dataDir, 'pg-blocked');
    const failed = startApi(
      { DATABASE_URL: '', EMBEDDED_PG_DIR: dir, EMBEDDED_PG_PORT: String(port) },
      { timeoutMs: 90_000 },
    );
    const error = await failed.then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(/the API did not start \(exit 1\)/);
    expect(error?.message).toMatch(
      /The API could not start: Error: The embedded PostgreSQL \(.*pg-blocked, port \d+\) did not start/,
    );
    expect(error?.message).toMatch(/could not (bind|create listen socket)|Address already in use/i);
    expect(error?.message).not.toMatch(/^undefined$/m);
  } finally {
    blocker.close();
  }
}, 120_000);
