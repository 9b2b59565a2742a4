// A bulk write is followed by VACUUM (ANALYZE) of the tables it changed by more than BULK_WRITE_SHARE of their rows
// (domain/bulkWrites.ts): an import into a small table vacuums it; a write of a few rows into a large one does not.
import { sql } from 'drizzle-orm';
import { BULK_WRITE_SHARE, vacuumAfterBulkWrite } from '../../../src/domain/bulkWrites.js';
import { createTestContext, type TestContext } from '../../context.js';
import { ROLE, userWithToken } from '../../helpers.js';
import { csvText, importRows, newPadRow, validated } from './fixtures.js';

let ctx: TestContext;
const logged: string[] = [];
const log = { info: (_o: object, m: string) => logged.push(m), error: (_o: object, m: string) => logged.push(m) };

beforeAll(async () => {
  ctx = await createTestContext({}, {}, { demoData: true });
  await ctx.db.execute(sql`ANALYZE pads`);
}, 120_000);
afterAll(() => ctx.close());

const vacuumedAt = async (table: string) =>
  (
    await ctx.db.execute<{ at: string | null }>(
      sql`SELECT last_vacuum::text AS at FROM pg_stat_user_tables WHERE relname = ${table}`,
    )
  ).rows[0]!.at;

test('only a table changed by more than the bulk share is vacuumed and analysed', async () => {
  const { rows } = await ctx.db.execute<{ n: number }>(
    sql`SELECT reltuples::int AS n FROM pg_class WHERE relname = 'pads'`,
  );
  const pads = Number(rows[0]!.n);
  expect(pads).toBeGreaterThan(0);
  expect(await vacuumAfterBulkWrite(ctx.db, { pads: Math.floor(pads * BULK_WRITE_SHARE) }, log)).toEqual([]);
  expect(await vacuumedAt('pads')).toBeNull();
  expect(await vacuumAfterBulkWrite(ctx.db, { pads: Math.ceil(pads * BULK_WRITE_SHARE) + 1 }, log)).toEqual(['pads']);
  expect(await vacuumedAt('pads')).not.toBeNull();
  expect(logged).toEqual(['vacuumed after a bulk write']);
});

test('an import that changes many of the pads vacuums them, and their duplicate pairs, after it commits', async () => {
  const admin = await userWithToken(ctx.db, { role: ROLE.Admin });
  const before = await vacuumedAt('contacts');
  const pairsBefore = await vacuumedAt('duplicate_pairs');
  const rows = Array.from({ length: 150 }, (_, i) => newPadRow(i + 1));
  const res = await importRows(ctx, admin.headers, await validated(ctx, admin.headers, csvText(rows)));
  expect(res.statusCode).toBe(200);
  // The import answers before the vacuum ends: wait for it (the duplicate pairs, whose pads were all searched again,
  // come last).
  for (let i = 0; i < 100 && (await vacuumedAt('duplicate_pairs')) === pairsBefore; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await vacuumedAt('contacts')).not.toBe(before);
  expect(await vacuumedAt('duplicate_pairs')).not.toBe(pairsBefore);
});
