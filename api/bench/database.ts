// The bench's database server: BENCH_DATABASE_URL when set, else the embedded PostgreSQL in .data/pg-bench (port
// BENCH_PG_PORT, 5497). Each data set lives in its own database on it (pads_bench, pads_bench_x10, pads_load), so
// each is seeded once and reused by the next run.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config.js';
import { createDb, runMigrations, type Db } from '../src/db/client.js';
import { ensureDatabase, startEmbeddedPostgres } from '../src/db/embedded.js';

export const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchDatabase {
  db: Db;
  /** The database's URL, for another process (the API server of `pnpm bench:load`). */
  url: string;
  stop: () => Promise<void>;
}

/**
 * The database `name` on the bench's server, migrated; created when missing. `urlDatabase`: BENCH_DATABASE_URL's own
 * database rather than `name` on its server (the 100k bench has always used the one the URL names).
 */
export async function benchDatabase(name: string, { urlDatabase = false } = {}): Promise<BenchDatabase> {
  let url = process.env.BENCH_DATABASE_URL;
  let stopServer = async () => {};
  if (!url) {
    const server = await startEmbeddedPostgres(
      path.join(apiRoot, '.data/pg-bench'),
      Number(process.env.BENCH_PG_PORT ?? 5497),
    );
    await ensureDatabase(server.url('postgres'), name);
    url = server.url(name);
    stopServer = server.stop;
  } else if (!urlDatabase) {
    const u = new URL(url);
    if (u.pathname !== `/${name}`) {
      await ensureDatabase(url, name);
      u.pathname = `/${name}`;
      url = u.toString();
    }
  }
  const db = createDb(url, undefined, undefined, { namedStatements: loadConfig().databasePreparedStatements });
  // The embedded server is stopped under the pool's idle connections at the end; that is not an error.
  db.$client.on('error', () => {});
  await runMigrations(db);
  return {
    db,
    url,
    stop: async () => {
      await db.$client.end();
      await stopServer();
    },
  };
}
