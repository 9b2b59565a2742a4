// `pnpm dupes:rebuild`: computes every duplicate pair from scratch, says whether the table kept by the
// pad writes and the triggers equals it, pairs and copied state (exit 1 when not), then replaces the
// table with it. Same database as the API.
import { loadConfig } from '../config.js';
import { connect } from '../db/connect.js';
import { vacuumAfterBulkWrite } from '../domain/bulkWrites.js';
import { computeAllPairs, keptPairs, rebuildAllPairs, type PairState } from '../domain/duplicatePairs.js';

const connection = await connect(loadConfig());
const db = connection.db;
try {
  const started = Date.now();
  const fresh = await computeAllPairs(db);
  const computedIn = Date.now() - started;
  const kept = await keptPairs(db);
  const key = (p: PairState) => `${p.pad_a}:${p.pad_b}`;
  const freshKeys = new Set(fresh.map(key));
  const keptStates = new Map(kept.map((p) => [key(p), JSON.stringify(p)]));
  const missing = [...freshKeys].filter((k) => !keptStates.has(k));
  const extra = [...keptStates.keys()].filter((k) => !freshKeys.has(k));
  // A pair in both whose copied pad state differs: a write path the triggers do not see.
  const stale = fresh.filter((p) => keptStates.has(key(p)) && keptStates.get(key(p)) !== JSON.stringify(p)).map(key);
  console.log(`${fresh.length} pairs computed in ${computedIn} ms; the kept table has ${kept.length}.`);
  console.log(
    missing.length || extra.length || stale.length
      ? `The kept table differs: ${missing.length} missing (${missing.slice(0, 5).join(', ')}), ${extra.length} extra (${extra.slice(0, 5).join(', ')}), ${stale.length} with stale copied state (${stale.slice(0, 5).join(', ')}).`
      : 'The kept table equals the rebuild.',
  );
  const t = Date.now();
  const changed = await db.transaction(async (tx) => rebuildAllPairs(tx));
  console.log(`Table rebuilt in ${Date.now() - t} ms (${changed} pairs written).`);
  const log = {
    info: (o: object, m: string) => console.log(m, o),
    error: (o: object, m: string) => console.error(m, o),
  };
  await vacuumAfterBulkWrite(db, { duplicate_pairs: changed }, log);
  if (missing.length || extra.length || stale.length) process.exitCode = 1;
} finally {
  await connection.close();
}
