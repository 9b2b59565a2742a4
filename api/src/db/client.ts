import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = NodePgDatabase<typeof schema> & { $client: MeasuredPool };

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

// node-postgres returns BIGINT (count(*)) as strings; every count here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** How long a query waits for a connection (a free pool slot, or a new connection) before it gives up: 503. */
const CONNECTION_TIMEOUT_MS = 15_000;

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool that survives its database going away and reports how long each query waited for a connection.
 *
 * node-postgres emits 'error' on the pool when an idle connection is dropped (a restart sends 57P01 to
 * each), and on a checked-out client (a transaction, a streamed export) when its connection drops; an
 * 'error' event nobody listens to ends the process. Both are handled here: the query that was running
 * fails and is answered 503, the dead connection leaves the pool, and the next query opens a new one.
 */
export class MeasuredPool extends pg.Pool {
  /** Told the seconds each connect() waited for its connection (the metrics plugin adds one). */
  readonly acquireObservers = new Set<(seconds: number) => void>();

  constructor(config: pg.PoolConfig, onConnectionError: (error: Error) => void) {
    super(config);
    this.on('error', onConnectionError);
    this.on('connect', (client) => client.on('error', onConnectionError));
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const started = performance.now();
    const report = () => {
      const seconds = (performance.now() - started) / 1000;
      for (const observe of this.acquireObservers) observe(seconds);
    };
    if (!callback) {
      return super.connect().then((client) => {
        report();
        return client;
      });
    }
    super.connect((err, client, done) => {
      report();
      callback(err, client, done);
    });
  }
}

/** onConnectionError is told about each dropped connection (the server logs them); a restart drops them all. */
export function createDb(connectionString: string, max = 10, onConnectionError: (error: Error) => void = () => {}): Db {
  const pool = new MeasuredPool(
    { connectionString, max, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS, keepAlive: true },
    onConnectionError,
  );
  return drizzle(pool, { schema }) as Db;
}

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
