import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

// node-postgres returns BIGINT (count(*)) as strings; every count here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/**
 * The pool. Connections stay open for minutes when idle (node-postgres closes them after 10 s by default), since
 * a new connection starts with cold caches: its first statements take 10–30 ms to plan and it has none of the
 * prepared statements (db/statements.ts). JIT compilation is off: it pays off for statements running seconds,
 * while a request's statements run milliseconds and a JIT compile costs tens of them.
 */
export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 5 * 60_000, options: '-c jit=off' });
  return drizzle(pool, { schema }) as Db;
}

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
