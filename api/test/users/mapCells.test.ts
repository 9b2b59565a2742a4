// user_map_cells (migration 0047): after random writes, concurrent ones included, its counts and sums per cell and role
// equal the users', its extremes bound the users' points, and every user map it answers equals the map read from
// every point (usersForMap's fromRows), for many viewports, zooms and role filters.
import { sql } from 'drizzle-orm';
import { usersForMap } from '../../src/modules/users/map/repository.js';
import { createTestContext, type TestContext } from '../context.js';
import { keptCellsTests, pick, point, random, someRows, type Executor, USER_CELLS } from '../fixtures/mapCells.js';

let ctx: TestContext;
let seq = 0;
const role = () => pick([1, 2, 2, 2, 3]);
/** A point, or none for one user in thirty. */
const located = () => (random() < 0.03 ? [null, null] : point());

async function insertUsers(db: Executor, count: number) {
  const values = Array.from({ length: count }, () => {
    const [lat, lng] = located();
    seq += 1;
    return sql`(${`cell${seq}`}, ${`cell${seq}@pads.test`}, 'x', ${role()}, ${lat}::float8, ${lng}::float8)`;
  });
  await db.execute(
    sql`INSERT INTO users (username, email, password_hash, role, latitude, longitude) VALUES ${sql.join(values, sql`, `)}`,
  );
}

/** One statement: insert users, move some, change roles, touch others, delete some (of writer `part` of 4). */
async function randomWrite(db: Executor, part?: number) {
  const some = someRows('users', part);
  const [lat, lng] = located();
  return pick([
    () => insertUsers(db, 1 + Math.floor(random() * 5)),
    () => db.execute(sql`UPDATE users SET latitude = ${lat}::float8, longitude = ${lng}::float8 WHERE id IN ${some}`),
    () => db.execute(sql`UPDATE users SET role = ${role()} WHERE id IN ${some}`),
    () => db.execute(sql`UPDATE users SET last_action_at = now() WHERE id IN ${some}`),
    () => db.execute(sql`DELETE FROM users WHERE id IN ${some}`),
  ])();
}

beforeAll(async () => {
  ctx = await createTestContext();
  await insertUsers(ctx.db, 1500);
});
afterAll(() => ctx.close());

keptCellsTests({
  grid: USER_CELLS,
  ctx: () => ctx,
  write: randomWrite,
  filters: [{}, { 'filters[role:equals]': '2' }, { 'filters[role:in]': '[1,3]' }],
  map: (db, query, fromRows) => usersForMap(db, query, { fromRows }),
});
