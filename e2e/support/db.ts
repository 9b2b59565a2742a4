// Direct access to the e2e database, so tests compare what screens show with what is stored.
import pg from 'pg';
import { E2E } from './env';

let pool: pg.Pool | undefined;

function getPool(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: `postgres://pads:pads@127.0.0.1:${E2E.pgPort}/pads`, max: 2 });
  return pool;
}

export async function query<T extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
) {
  const { rows } = await getPool().query<T>(text, params);
  return rows;
}

export async function count(text: string, params: unknown[] = []): Promise<number> {
  const rows = await query<{ n: number }>(`SELECT count(*)::int AS n FROM (${text}) t`, params);
  return rows[0]!.n;
}
