// Two API instances starting at once on an empty database (issue 34): one migrates, the other waits for it, and both
// serve. The instances are real server processes (src/server.ts). So that they meet at the migration lock even on a
// slow machine, where one process may load seconds after the other, the test holds the lock itself until both wait
// on it (a starting gate), then lets go; PostgreSQL's pg_locks then shows which instance holds the lock and which
// waits, told apart by their connections' application_name, and each instance prints what it did.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { createDb, MIGRATION_LOCK } from '../../src/db/client.js';
import { createUser, TEST_PASSWORD } from '../helpers.js';
import { startApi, type ApiProcess } from '../serverProcess.js';

const adminUrl = process.env.TEST_PG_ADMIN_URL!;
const database = `pads_test_migrate_${process.pid}`;
const migrations = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../drizzle/meta/_journal.json'), 'utf8'),
).entries.length as number;

const urlOf = (name: string, applicationName?: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (applicationName) url.searchParams.set('application_name', applicationName);
  return url.toString();
};

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const instances: ApiProcess[] = [];
let gate: pg.Client | undefined;

beforeAll(() => adminQuery(`CREATE DATABASE "${database}"`));

afterAll(async () => {
  await gate?.end().catch(() => {});
  for (const api of instances) api.child.kill('SIGKILL');
  await Promise.all(instances.map((api) => api.exited));
  await adminQuery(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}, 60_000);

interface LockHolder {
  instance: string;
  granted: boolean;
}

/** Who holds or waits for the migration lock in the test's database, by application_name. */
async function lockHolders(observer: pg.Client): Promise<LockHolder[]> {
  const { rows } = await observer.query<LockHolder>(
    `SELECT a.application_name AS instance, l.granted
       FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.objid = $1 AND l.objsubid = 1
        AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
      ORDER BY a.application_name`,
    [MIGRATION_LOCK],
  );
  return rows;
}

/** Polls `read` every 20 ms until `done` holds (bounded: the machine may be slow, so counts, not time). */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 120_000): Promise<T> {
  let value = await read();
  for (const deadline = Date.now() + ms; !done(value) && Date.now() < deadline; value = await read())
    await new Promise((resolve) => setTimeout(resolve, 20));
  return value;
}

test('two instances start at once on an empty database: one migrates, the other waits for it, both serve', async () => {
  gate = new pg.Client({ connectionString: urlOf(database, 'test-gate') });
  await gate.connect();
  await gate.query('BEGIN');
  await gate.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
  const observer = new pg.Client({ connectionString: urlOf(database, 'test-observer') });
  await observer.connect();
  try {
    const starting = ['instance-a', 'instance-b'].map((name) =>
      startApi({ DATABASE_URL: urlOf(database, name) }).then((api) => (instances.push(api), { name, api })),
    );
    // Both instances queue behind the gate.
    const queued = await until(
      () => lockHolders(observer),
      (holders) => holders.filter((h) => !h.granted).length === 2,
    );
    expect(queued).toEqual([
      { instance: 'instance-a', granted: false },
      { instance: 'instance-b', granted: false },
      { instance: 'test-gate', granted: true },
    ]);

    // The gate opens: one instance takes the lock and migrates while the other still waits.
    await gate.query('COMMIT');
    const migrating = await until(
      () => lockHolders(observer),
      (holders) => holders.length === 2 && holders.some((h) => h.granted),
    );
    expect(migrating.filter((h) => h.granted)).toHaveLength(1);
    expect(migrating.filter((h) => !h.granted)).toHaveLength(1);
    const migrator = migrating.find((h) => h.granted)!.instance;
    const waiter = migrating.find((h) => !h.granted)!.instance;

    const started = Object.fromEntries((await Promise.all(starting)).map(({ name, api }) => [name, api]));
    // The migrator applied every migration; the waiter found them applied once it had the lock.
    expect(started[migrator]!.output()).toMatch(
      new RegExp(`^migrations: ${migrations} applied .*\\(${migrations} in all\\)$`, 'm'),
    );
    expect(started[waiter]!.output()).toMatch(
      new RegExp(`^migrations: 0 applied after waiting \\d+ ms for another instance \\(${migrations} in all\\)$`, 'm'),
    );
    const { rows } = await observer.query(
      'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations',
    );
    expect(rows[0]).toEqual({ n: migrations, distinct: migrations });

    // Both serve, from the one database: a user signs in through each, and the session one made works on the other.
    const db = createDb(urlOf(database), 1);
    try {
      const user = await createUser(db);
      const tokens: string[] = [];
      for (const api of Object.values(started)) {
        expect((await fetch(`${api!.url}/api/health/ready`)).status).toBe(200);
        const login = await fetch(`${api!.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
        });
        expect(login.status).toBe(200);
        tokens.push(((await login.json()) as { token: string }).token);
      }
      const [a, b] = Object.values(started);
      for (const [api, token] of [
        [a!, tokens[1]!],
        [b!, tokens[0]!],
      ] as const) {
        const me = await fetch(`${api.url}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
        expect(me.status).toBe(200);
      }
    } finally {
      await db.$client.end();
    }
    console.log(
      `${migrator} migrated (${migrations} applied), ${waiter} waited:\n` +
        Object.entries(started)
          .map(
            ([name, api]) =>
              `  ${name}: ${api!
                .output()
                .split('\n')
                .filter((l) => l.startsWith('migrations:'))
                .join(' / ')}`,
          )
          .join('\n'),
    );
  } finally {
    await observer.end();
  }
}, 300_000);
