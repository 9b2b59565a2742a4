// After a bulk write commits (a CSV import, a rebuild of the duplicate pairs), the tables it changed by more than a
// few percent are vacuumed and analysed at once: their dead rows go, the visibility map the index-only counts rely on
// is set again, and the planner sees the new rows. Autovacuum would get there too (at 2%, migration 0041_speed_counts), but
// only within its next round, and every list read meanwhile pays for the dead rows.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** The share of a table's rows a write must touch to count as bulk. */
export const BULK_WRITE_SHARE = 0.02;

/** The tables a bulk write may vacuum: a fixed list, so a name never comes from elsewhere. */
export type BulkTable = 'pads' | 'contacts' | 'activity_logs' | 'duplicate_pairs' | 'pad_counts' | 'users';

interface Logger {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/** Tables with a vacuum under way (in this process): a second bulk write does not queue another. */
const running = new Set<BulkTable>();

/**
 * VACUUM (ANALYZE) of each table `touched` (rows written, by table) changed by more than BULK_WRITE_SHARE of its
 * rows, one after the other on one pooled connection. The caller does not wait: the promise settles when they are
 * done (the tests and the bench wait for it), and a failure is logged, never thrown.
 */
export async function vacuumAfterBulkWrite(
  db: Db,
  touched: Partial<Record<BulkTable, number>>,
  log: Logger,
): Promise<BulkTable[]> {
  const names = Object.keys(touched) as BulkTable[];
  if (!names.length) return [];
  try {
    const { rows } = await db.execute<{ table: BulkTable; n: number }>(
      sql`SELECT relname AS table, greatest(reltuples, 0)::bigint AS n FROM pg_class WHERE relkind = 'r'
        AND relnamespace = 'public'::regnamespace AND relname IN (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )})`,
    );
    const bulk = rows
      .filter((r) => (touched[r.table] ?? 0) > Math.max(Number(r.n), 1) * BULK_WRITE_SHARE && !running.has(r.table))
      .map((r) => r.table);
    for (const table of bulk) running.add(table);
    try {
      for (const table of bulk) {
        const t = performance.now();
        await db.execute(sql`VACUUM (ANALYZE) ${sql.identifier(table)}`);
        log.info({ table, rows: touched[table], ms: Math.round(performance.now() - t) }, 'vacuumed after a bulk write');
      }
    } finally {
      for (const table of bulk) running.delete(table);
    }
    return bulk;
  } catch (err) {
    log.error({ err }, 'vacuum after a bulk write failed');
    return [];
  }
}
