// `pnpm dupes:rebuild`: computes every duplicate pair from scratch, says whether the table kept by the
// pad writes equals it (exit 1 when not), then replaces the table with it. Same database as the API.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { connect } from '../db/connect.js';
import { computeAllPairs, rebuildAllPairs } from '../domain/duplicatePairs.js';

const connection = await connect(loadConfig());
const db = connection.db;
try {
  const started = Date.now();
  const fresh = await computeAllPairs(db);
  const computedIn = Date.now() - started;
  const { rows: kept } = await db.execute<{ pad_a: number; pad_b: number }>(
    sql`SELECT pad_a, pad_b FROM duplicate_pairs ORDER BY 1, 2`,
  );
  const key = (p: { pad_a: number; pad_b: number }) => `${p.pad_a}:${p.pad_b}`;
  const freshKeys = new Set(fresh.map(key));
  const keptKeys = new Set(kept.map(key));
  const missing = [...freshKeys].filter((k) => !keptKeys.has(k));
  const extra = [...keptKeys].filter((k) => !freshKeys.has(k));
  console.log(`${fresh.length} pairs computed in ${computedIn} ms; the kept table has ${kept.length}.`);
  console.log(
    missing.length || extra.length
      ? `The kept table differs: ${missing.length} missing (${missing.slice(0, 5).join(', ')}), ${extra.length} extra (${extra.slice(0, 5).join(', ')}).`
      : 'The kept table equals the rebuild.',
  );
  const t = Date.now();
  await db.transaction(async (tx) => rebuildAllPairs(tx));
  console.log(`Table rebuilt in ${Date.now() - t} ms.`);
  if (missing.length || extra.length) process.exitCode = 1;
} finally {
  await connection.close();
}
