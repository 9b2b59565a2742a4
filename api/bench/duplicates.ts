// Duplicate pairs: the list per filter combination and the badge count (goals p50 ≤ 50 ms, count ≤ 5 ms),
// the pair upkeep one pad write adds (≤ 5 ms) and the full rebuild (≤ 2 s), both in transactions rolled back.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.js';
import { rebuildAllPairs, refreshPadPairs } from '../src/domain/duplicatePairs.js';
import { atMost } from './goals.js';
import { f1, ms, stats, table, time } from './timing.js';

const rollback = new Error('rollback');
/** Runs `fn` in a transaction that is always rolled back; returns what `fn` measured. */
async function rolledBack(db: Db, fn: (tx: Db) => Promise<number>): Promise<number> {
  let measured = 0;
  await db
    .transaction(async (tx) => {
      measured = await fn(tx as unknown as Db);
      throw rollback;
    })
    .catch((e) => {
      if (e !== rollback) throw e;
    });
  return measured;
}

export async function duplicatesBench(app: FastifyInstance, db: Db, headers: Record<string, string>) {
  const rows: string[][] = [];
  const combos: Array<[string, string]> = [];
  for (const lnp of ['0', '1'])
    for (const archived of ['0', '1'])
      for (const unmoderated of ['0', '1'])
        combos.push([
          `lnp ${lnp}, archived ${archived}, unmoderated ${unmoderated}`,
          `is_lnp_pads_included=${lnp}&is_archived_pads_included=${archived}&is_unmoderated_pads_included=${unmoderated}`,
        ]);
  combos.push(
    ['distance 0.1', 'distance=0.1'],
    ['country IE', 'country_code=IE'],
    ['sorted by name, page 20', 'sort_column=original_name&page=20&is_unmoderated_pads_included=1'],
  );
  for (const [label, query] of combos) {
    const url = `/api/admin/dupe-checker/index?${query}`;
    const s = stats(await time(() => app.inject({ method: 'GET', url, headers })));
    const total = (await app.inject({ method: 'GET', url, headers })).json().meta.total;
    atMost('duplicates', `${label}: p50`, s.median, 50, 'ms');
    rows.push([label, String(total), f1(s.median), f1(s.p95)]);
  }
  const count = stats(
    await time(() => app.inject({ method: 'GET', url: '/api/admin/dupe-checker/dupe-report-count', headers })),
  );
  atMost('duplicates', 'badge count: p50', count.median, 5, 'ms');
  rows.push(['dupe-report-count', '', f1(count.median), f1(count.p95)]);
  console.log('\nDuplicates, GET /api/admin/dupe-checker/index (ms; goal p50 ≤ 50 ms; count ≤ 5 ms)');
  table(['request', 'total', 'med', 'p95'], rows);

  // Upkeep: what refreshPadPairs adds to one pad write (a moved pad).
  const { rows: some } = await db.execute(sql`SELECT id FROM pads ORDER BY id LIMIT 200`);
  let i = 0;
  const upkeepSamples: number[] = [];
  await time(async () => {
    const id = Number(some[i++ % some.length]!.id);
    upkeepSamples.push(
      await rolledBack(db, async (tx) => {
        await tx.execute(sql`UPDATE pads SET latitude = latitude + 0.001 WHERE id = ${id}`);
        const t = process.hrtime.bigint();
        await refreshPadPairs(tx, [id]);
        return ms(process.hrtime.bigint() - t);
      }),
    );
  });
  const u = stats(upkeepSamples.slice(3));
  const rebuild = stats(await time(() => rolledBack(db, (tx) => rebuildAllPairs(tx)), 5));
  // The same rebuild from an empty table (every pair inserted: what `pnpm dupes:rebuild` costs after a
  // restore or a lost table), the delete outside the timed part.
  const scratchSamples: number[] = [];
  await time(async () => {
    scratchSamples.push(
      await rolledBack(db, async (tx) => {
        await tx.execute(sql`DELETE FROM duplicate_pairs`);
        const t = process.hrtime.bigint();
        await rebuildAllPairs(tx);
        return ms(process.hrtime.bigint() - t);
      }),
    );
  }, 5);
  const scratch = stats(scratchSamples.slice(3));
  // The rolled-back rebuilds left every pair they inserted behind as a dead row (about 200k): vacuumed, as the
  // import's undo is, so that what comes after (and the next run's badge count) reads the table a day leaves.
  await db.execute(sql`VACUUM (ANALYZE) duplicate_pairs`);
  const { rows: n } = await db.execute(sql`SELECT count(*)::int AS n FROM duplicate_pairs`);
  atMost('duplicates', 'pair upkeep per pad write: p50', u.median, 5, 'ms');
  atMost('duplicates', 'full rebuild over a correct table: p50', rebuild.median, 2000, 'ms');
  atMost('duplicates', 'full rebuild into an empty table: p50', scratch.median, 2000, 'ms');
  console.log(
    `pair upkeep per pad write: p50 ${f1(u.median)} ms, p95 ${f1(u.p95)} ms (goal ≤ 5 ms)\n` +
      `full rebuild of ${n[0]!.n} pairs over a correct table (writes only differences): p50 ${f1(rebuild.median)} ms (goal ≤ 2 s)\n` +
      `full rebuild of ${n[0]!.n} pairs into an empty table (every pair inserted): p50 ${f1(scratch.median)} ms, p95 ${f1(scratch.p95)} ms (goal ≤ 2 s)`,
  );
}
