import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.js';
import * as schema from './schema.js';

export type Db = NodePgDatabase<typeof schema> & { $client: MeasuredPool };

/** A database handle or an open transaction: log inside the transaction that makes the change. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

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

/** A query's config without its statement name; anything else (text, a Submittable such as a COPY stream) as given. */
function unnamed(query: unknown): unknown {
  if (!query || typeof query !== 'object' || !('name' in query) || 'submit' in query) return query;
  const { name: _name, ...rest } = query as { name?: unknown };
  return rest;
}

/**
 * A connection that sends every statement unnamed. Behind a pooler that hands each transaction to whichever server
 * connection is free (PgBouncer before 1.21 in transaction mode, or later ones without max_prepared_statements), a
 * statement prepared by name on one server connection is missing on the next ("prepared statement … does not
 * exist"). Unnamed, a statement is parsed and planned at each execution, in the same round trip: what that costs
 * the lists is in docs/deploy.md. Every named statement of the API (db/statements.ts, drizzle's `.prepare(name)`)
 * goes through a pooled connection's query(), so this one place turns them all off.
 */
class UnnamedStatementClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((config: unknown, ...rest: unknown[]) => query(unnamed(config), ...rest)) as pg.Client['query'];
  }
}

export interface DbOptions {
  /** Named prepared statements (the default), or none: DATABASE_PREPARED_STATEMENTS=false (UnnamedStatementClient). */
  namedStatements?: boolean;
}

/**
 * The pool. Connections stay open for minutes when idle (node-postgres closes them after 10 s by default), since
 * a new connection starts with cold caches: its first statements take 10–30 ms to plan and it has none of the
 * prepared statements (db/statements.ts). JIT compilation is off: it pays off for statements running seconds,
 * while a request's statements run milliseconds and a JIT compile costs tens of them. (PgBouncer does not pass this
 * `options` parameter on; behind it the server sets jit = off: docs/deploy.md.)
 *
 * onConnectionError is told about each dropped connection (the server logs them); a restart drops them all. */
export function createDb(
  connectionString: string,
  max = 10,
  onConnectionError: (error: Error) => void = () => {},
  { namedStatements = true }: DbOptions = {},
): Db {
  const pool = new MeasuredPool(
    {
      ...(namedStatements ? {} : { Client: UnnamedStatementClient }),
      connectionString,
      max,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      keepAlive: true,
      idleTimeoutMillis: 5 * 60_000,
      options: '-c jit=off',
    },
    onConnectionError,
  );
  return drizzle(pool, { schema }) as Db;
}

/**
 * The advisory lock every instance takes before migrating: a constant, the same in every instance and version.
 * (seed/index.ts serialises seeding under a lock of its own.)
 */
export const MIGRATION_LOCK = 7_424_910;

export interface MigrationResult {
  /** Migrations this call applied (0 when another instance had applied them, or none were new). */
  applied: number;
  /** How long this call waited for another instance's migrations; 0 when the lock was free. */
  waitedMs: number;
}

/** Migrations applied so far: drizzle's journal table, which the first migration run creates. */
async function countApplied(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ table: string | null }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations') AS table",
  );
  if (!rows[0]!.table) return 0;
  return (await client.query<{ n: number }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations')).rows[0]!.n;
}

/**
 * Applies the migrations not applied yet, one instance at a time. Several instances starting together on a new
 * release would otherwise each read the same last-applied migration and each apply the rest: the second fails on
 * what the first created (or on `CREATE SCHEMA IF NOT EXISTS` racing itself). So each instance first takes a
 * transaction-scoped advisory lock on a connection of its own; the others wait on it, then find nothing to apply.
 * The lock is transaction-scoped, not session-scoped, so it also works through a transaction pooler (PgBouncer in
 * transaction mode keeps one server connection for the open transaction, and a crashed instance's lock goes with
 * its connection). drizzle's migrator runs on the pool meanwhile, all the new migrations in one transaction.
 * `log` hears that this instance waits, and what it applied (the server prints both).
 */
export async function runMigrations(db: Db, log: (message: string) => void = () => {}): Promise<MigrationResult> {
  const lock = new pg.Client({
    connectionString: db.$client.options.connectionString,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  });
  lock.on('error', () => {}); // a dropped lock connection fails the query below, which reports it
  await lock.connect();
  try {
    await lock.query('BEGIN');
    let waitedMs = 0;
    const { rows } = await lock.query<{ free: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS free', [
      MIGRATION_LOCK,
    ]);
    if (!rows[0]!.free) {
      log('migrations: another instance is migrating the database; waiting for it');
      const started = performance.now();
      await lock.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      waitedMs = Math.round(performance.now() - started);
    }
    const before = await countApplied(lock);
    await migrate(db, { migrationsFolder });
    const applied = (await countApplied(lock)) - before;
    await lock.query('COMMIT');
    log(
      `migrations: ${applied} applied${waitedMs ? ` after waiting ${waitedMs} ms for another instance` : ''} (${before + applied} in all)`,
    );
    return { applied, waitedMs };
  } finally {
    await lock.end().catch(() => {});
  }
}
