// pad_map_cells (migration 0047): after random writes, concurrent ones included, its counts and sums per cell and
// quick filter equal the pads', its extremes bound the pads' points, and every pad map it answers equals the map read
// from every point (padsForMap's fromRows), for every quick filter and many viewports and zooms. The quick filters'
// conditions are written twice (pads.list.ts PAD_TYPES and pad_map_types()): these maps compare them.
import { sql } from 'drizzle-orm';
import { padsForMap } from '../../src/modules/pads/mapRepository.js';
import { PAD_TYPES } from '../../src/modules/pads/pads.list.js';
import { seedReference } from '../../src/seed/index.js';
import { createTestContext, type TestContext } from '../context.js';
import { keptCellsTests, PAD_CELLS, pick, point, random, someRows, type Executor } from '../fixtures/mapCells.js';

let ctx: TestContext;
const submitters: number[] = [];
const bool = () => random() < 0.8;
const archivedAt = () => (random() < 0.1 ? new Date().toISOString() : null);

async function insertPads(db: Executor, count: number) {
  const values = Array.from({ length: count }, (_, i) => {
    const [lat, lng] = point();
    return sql`(${`cell pad ${i}`}, ${pick([1, 2, 3, 4, 5])}, ${pick([1, 2, 3, 3])}, ${bool()}, ${bool()},
      ${random() < 0.1 ? pick(submitters) : null}, ${pick(submitters)}, ${lat}::float8, ${lng}::float8,
      ${archivedAt()}::timestamptz)`;
  });
  await db.execute(sql`INSERT INTO pads (name, category_id, status_id, is_landing_permitted, is_phonable, user_id,
    submitter_user_id, latitude, longitude, deleted_at) VALUES ${sql.join(values, sql`, `)}`);
}

/** One statement: insert pads, move some, moderate, archive, change the submitter, touch others, delete some. */
async function randomWrite(db: Executor, part?: number) {
  const some = someRows('pads', part);
  const [lat, lng] = point();
  return pick([
    () => insertPads(db, 1 + Math.floor(random() * 5)),
    () => db.execute(sql`UPDATE pads SET latitude = ${lat}::float8, longitude = ${lng}::float8 WHERE id IN ${some}`),
    () => db.execute(sql`UPDATE pads SET status_id = ${pick([1, 2, 3])} WHERE id IN ${some}`),
    () => db.execute(sql`UPDATE pads SET deleted_at = ${archivedAt()}::timestamptz WHERE id IN ${some}`),
    () =>
      db.execute(sql`UPDATE pads SET is_landing_permitted = ${bool()}, is_phonable = ${bool()} WHERE id IN ${some}`),
    () => db.execute(sql`UPDATE pads SET submitter_user_id = ${pick(submitters)} WHERE id IN ${some}`),
    () => db.execute(sql`UPDATE pads SET notes = 'seen' WHERE id IN ${some}`),
    () => db.execute(sql`DELETE FROM pads WHERE id IN ${some}`),
  ])();
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedReference(ctx.db);
  const { rows } = await ctx.db.execute<{ id: number }>(sql`INSERT INTO users (username, email, password_hash, role)
    SELECT 'submitter' || r, 'submitter' || r || '@pads.test', 'x', r FROM generate_series(1, 3) r RETURNING id`);
  submitters.push(...rows.map((r) => r.id));
  await insertPads(ctx.db, 1500);
});
afterAll(() => ctx.close());

keptCellsTests({
  grid: PAD_CELLS,
  ctx: () => ctx,
  write: randomWrite,
  filters: Object.keys(PAD_TYPES).map((type) => ({ type })),
  map: async (db, query, fromRows) => (await padsForMap(db, query, { fromRows })).data,
});
