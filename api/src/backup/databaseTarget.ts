// The database the backup commands work on: DATABASE_URL's, or the embedded server's. An API running on the embedded
// server owns it, so the commands connect to that one; when none runs they start it for their own time.
import pg from 'pg';
import type { Config } from '../config.js';
import { embeddedUrl, ensureDatabase, startEmbeddedPostgres } from '../db/embedded.js';

export interface DatabaseTarget {
  url: string;
  close: () => Promise<void>;
}

const EMBEDDED_DATABASE = 'pads';

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'embeddedDataDir' | 'embeddedPort'>,
): Promise<DatabaseTarget> {
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => {} };
  const running = embeddedUrl(config.embeddedPort, EMBEDDED_DATABASE);
  if (await answers(running)) return { url: running, close: async () => {} };
  const server = await startEmbeddedPostgres(config.embeddedDataDir, config.embeddedPort);
  await ensureDatabase(server.url('postgres'), EMBEDDED_DATABASE);
  return { url: server.url(EMBEDDED_DATABASE), close: server.stop };
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** How many of the app's migrations the database has (0 when it has none: an empty database). */
export async function appliedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT CASE WHEN to_regclass('drizzle.__drizzle_migrations') IS NULL THEN 0
        ELSE (SELECT count(*)::int FROM drizzle.__drizzle_migrations) END AS n`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}
