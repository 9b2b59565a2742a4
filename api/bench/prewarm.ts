// The bench measures a server that has been up for a while, not the first requests after PostgreSQL started:
// a freshly started server reads every page from disk or the OS cache once (the first run after a restart measured
// the 10k import at 7.9 s, 3.3–3.8 s once warm). pg_prewarm loads the bench's relations into shared buffers before
// the working day, smallest first and within three quarters of shared_buffers, so the largest (the logs) stay cold
// rather than evict the rest. Without the extension (a managed server may lack it) the run goes on cold, and says so.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

export async function prewarm(db: Db): Promise<string> {
  try {
    await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_prewarm`);
  } catch (error) {
    return `not prewarmed (pg_prewarm: ${(error as Error).message})`;
  }
  const t = performance.now();
  const { rows } = await db.execute<{ relations: number; mb: number }>(sql`
    WITH rel AS (
      SELECT c.oid, pg_relation_size(c.oid) AS bytes FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'i', 'm') AND c.relpersistence = 'p'),
    budget AS (SELECT 0.75 * setting::bigint * 8192 AS bytes FROM pg_settings WHERE name = 'shared_buffers'),
    chosen AS (SELECT oid, bytes, sum(bytes) OVER (ORDER BY bytes, oid) AS upto FROM rel)
    SELECT count(*)::int AS relations, (sum(pg_prewarm(oid) * 8192.0) / 1048576)::int AS mb
    FROM chosen, budget WHERE chosen.upto <= budget.bytes`);
  const { relations, mb } = rows[0]!;
  return `prewarmed ${relations} relations (${mb} MB) in ${((performance.now() - t) / 1000).toFixed(1)} s`;
}
