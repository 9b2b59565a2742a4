// user_map_cells (migration 0048): after random writes, concurrent ones included, its counts and sums per cell and role
// equal the users', its extremes bound the users' points, and every user map it answers equals the map read from
// every point (usersForMap's fromRows), for many viewports, zooms and role filters.
import { sql } from 'drizzle-orm';
import { usersForMap } from '../../src/modules/users/map/repository.js';
import { createTestContext, type TestContext } from '../context.js';

let ctx: TestContext;
let seq = 0;

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
let state = 25;
const random = () => {
  state = (state * 1103515245 + 12345) % 2 ** 31;
  return state / 2 ** 31;
};
const CENTRES: Array<[number, number]> = [
  [51.5, -0.1],
  [48.85, 2.35],
  [40.7, -74],
  [34, -118.2],
  [-33.9, 151.2],
];
/** Mostly near a few cities (clusters), some anywhere (single markers), a few on the map's edges. */
function point(): [number | null, number | null] {
  const r = random();
  if (r < 0.03) return [null, null];
  if (r < 0.05) return [random() < 0.5 ? 85.2 : -85.2, random() < 0.5 ? 180 : -180];
  if (r < 0.2) return [random() * 140 - 70, random() * 360 - 180];
  const [lat, lng] = CENTRES[Math.floor(random() * CENTRES.length)]!;
  const spread = random() < 0.5 ? 0.05 : 3;
  return [lat + (random() - 0.5) * spread, lng + (random() - 0.5) * spread];
}
const role = () => [1, 2, 2, 2, 3][Math.floor(random() * 5)]!;

type Executor = Pick<TestContext['db'], 'execute'>;

async function insertUsers(db: Executor, count: number) {
  const values = Array.from({ length: count }, () => {
    const [lat, lng] = point();
    seq += 1;
    return sql`(${`cell${seq}`}, ${`cell${seq}@pads.test`}, 'x', ${role()}, ${lat}::float8, ${lng}::float8)`;
  });
  await db.execute(
    sql`INSERT INTO users (username, email, password_hash, role, latitude, longitude) VALUES ${sql.join(values, sql`, `)}`,
  );
}

/**
 * One statement of random writes: insert some, move some, change roles, touch others, delete. `part` of 4 (concurrent
 * writers) keeps each writer to its own users, so they wait on no row of another.
 */
async function randomWrite(db: Executor, part?: number) {
  const kind = Math.floor(random() * 5);
  const mine = part === undefined ? sql`TRUE` : sql`id % 4 = ${part}`;
  const some = sql`(SELECT id FROM users WHERE username LIKE 'cell%' AND ${mine}
    ORDER BY md5(id::text || ${String(random())}) LIMIT ${1 + Math.floor(random() * 6)})`;
  if (kind === 0) return insertUsers(db, 1 + Math.floor(random() * 5));
  if (kind === 1) {
    const [lat, lng] = point();
    return db.execute(
      sql`UPDATE users SET latitude = ${lat}::float8 + random() * 0.01, longitude = ${lng}::float8 WHERE id IN ${some}`,
    );
  }
  if (kind === 2) return db.execute(sql`UPDATE users SET role = ${role()} WHERE id IN ${some}`);
  if (kind === 3) return db.execute(sql`UPDATE users SET last_action_at = now() WHERE id IN ${some}`);
  return db.execute(sql`DELETE FROM users WHERE id IN ${some}`);
}

const KEY = sql`zoom, cx, cy, role`;
const REAL = sql`SELECT z AS zoom, map_x / (45 << (22 - z)) AS cx, map_y / (45 << (22 - z)) AS cy, role,
  count(*)::bigint AS n, sum(map_x)::bigint AS sx, sum(map_y)::bigint AS sy, sum(id)::bigint AS sid,
  min(ARRAY[map_x, map_y]) AS x_lo, max(ARRAY[map_x, map_y]) AS x_hi, min(ARRAY[map_y, map_x]) AS y_lo,
  max(ARRAY[map_y, map_x]) AS y_hi, min(id) AS id_lo, max(id) AS id_hi
  FROM users, generate_series(0, 8) AS z WHERE map_x IS NOT NULL AND map_y IS NOT NULL GROUP BY 1, 2, 3, 4`;
const KEPT = sql`SELECT ${KEY}, sum(n)::bigint AS n, sum(sx)::bigint AS sx, sum(sy)::bigint AS sy,
  sum(sid)::bigint AS sid, min(x_lo) AS x_lo, max(x_hi) AS x_hi, min(y_lo) AS y_lo, max(y_hi) AS y_hi,
  min(id_lo) AS id_lo, max(id_hi) AS id_hi FROM user_map_cells GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0`;

async function expectKeptAgrees(db: Executor) {
  const { rows } = await db.execute(sql`WITH real AS (${REAL}), kept AS (${KEPT})
    SELECT coalesce(r.zoom, k.zoom) AS zoom, coalesce(r.cx, k.cx) AS cx, coalesce(r.cy, k.cy) AS cy,
      coalesce(r.role, k.role) AS role, r.n AS real_n, k.n AS kept_n
    FROM real r FULL JOIN kept k USING (zoom, cx, cy, role)
    WHERE (r.n, r.sx, r.sy, r.sid) IS DISTINCT FROM (k.n, k.sx, k.sy, k.sid)
      OR NOT (k.x_lo <= r.x_lo AND k.x_hi >= r.x_hi AND k.y_lo <= r.y_lo AND k.y_hi >= r.y_hi
        AND k.id_lo <= r.id_lo AND k.id_hi >= r.id_hi)
    LIMIT 5`);
  expect(rows).toEqual([]);
}

type MapData = Awaited<ReturnType<typeof usersForMap>>;
const sorted = (map: MapData) => ({
  ...map,
  clusters: [...map.clusters].sort((a, b) => a.longitude - b.longitude || a.latitude - b.latitude || a.count - b.count),
});

const QUERIES: Array<Record<string, string>> = [];
for (const zoom of [0, 1, 3, 5, 6, 8, 9])
  for (const filter of [{}, { 'filters[role:equals]': '2' }, { 'filters[role:in]': '[1,3]' }] as Array<
    Record<string, string>
  >) {
    QUERIES.push({ zoom: String(zoom), ...filter });
    for (const bbox of ['-25,34,30,62', '-130,20,-60,55', '-1.2,50.9,1.1,52.3', '-180,-90,180,90', '2.3,48.8,2.4,48.9'])
      QUERIES.push({ zoom: String(zoom), bbox, ...filter });
  }

async function expectMapsAgree(db: TestContext['db']) {
  for (const query of QUERIES) {
    const [kept, rows] = await Promise.all([usersForMap(db, query), usersForMap(db, query, { fromRows: true })]);
    expect([query, sorted(kept)]).toEqual([query, sorted(rows)]);
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  await insertUsers(ctx.db, 1500);
});
afterAll(() => ctx.close());

test('kept cells equal the users after inserts', async () => {
  await expectKeptAgrees(ctx.db);
  await expectMapsAgree(ctx.db);
});

test('kept cells equal the users after random writes, concurrent ones and folds included', async () => {
  for (let round = 0; round < 4; round++) {
    for (let i = 0; i < 40; i++) await randomWrite(ctx.db);
    // Concurrent writers (each statement on its own; a transaction of several would deadlock on user_counts, whose
    // upserts lock its role rows), and a fold beside them.
    await Promise.all([
      ...Array.from({ length: 4 }, async (_, w) => {
        for (let i = 0; i < 8; i++) await randomWrite(ctx.db, w);
      }),
      ctx.db.execute(sql`SELECT fold_user_map_cells()`),
    ]);
    await expectKeptAgrees(ctx.db);
  }
  // Some cells now hold bounds no user stands on, so the maps above read those cells' rows.
  const { rows: loose } = await ctx.db.execute(sql`WITH real AS (${REAL}), kept AS (${KEPT})
    SELECT count(*)::int AS n FROM real r JOIN kept k USING (zoom, cx, cy, role) WHERE k.x_lo < r.x_lo OR k.id_hi > r.id_hi`);
  expect(Number(loose[0]!.n)).toBeGreaterThan(0);
  await expectMapsAgree(ctx.db);
  await ctx.db.execute(sql`SELECT fold_user_map_cells()`);
  await expectKeptAgrees(ctx.db);
  await expectMapsAgree(ctx.db);
}, 120_000);

test('the rebuild gives the same cells', async () => {
  await ctx.db.execute(sql`SELECT rebuild_user_map_cells()`);
  await expectKeptAgrees(ctx.db);
  await expectMapsAgree(ctx.db);
});
