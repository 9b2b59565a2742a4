// Resolves the database the API runs on: DATABASE_URL when given, else the embedded server.
import type { Config } from '../config.js';
import { createDb, runMigrations, type Db } from './client.js';
import { ensureDatabase, startEmbeddedPostgres } from './embedded.js';

export interface Connection {
  db: Db;
  url: string;
  close: () => Promise<void>;
}

/**
 * onConnectionError hears of each pooled connection that dropped (see MeasuredPool); log hears what the migrations
 * did, and that this instance waited for another one's (runMigrations).
 */
export async function connect(
  config: Config,
  onConnectionError?: (error: Error) => void,
  log?: (message: string) => void,
): Promise<Connection> {
  let url = config.databaseUrl;
  let stopServer = async () => {};
  if (!url) {
    const server = await startEmbeddedPostgres(config.embeddedDataDir, config.embeddedPort, {
      durable: config.embeddedDurable,
    });
    await ensureDatabase(server.url('postgres'), 'pads');
    url = server.url('pads');
    stopServer = server.stop;
  }
  const db = createDb(url, undefined, onConnectionError, { namedStatements: config.databasePreparedStatements });
  await runMigrations(db, log);
  return {
    db,
    url,
    close: async () => {
      await db.$client.end();
      await stopServer();
    },
  };
}
