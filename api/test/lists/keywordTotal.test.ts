// A broad keyword's total is capped ("1,000+") once its matches among the list's newest rows pass the cap; a rare
// keyword is still counted exactly, and so is one whose matches are fewer there (lists/keywordTotal.ts).
import { sql } from 'drizzle-orm';
import { KEYWORD_TOTAL_CAP } from '../../src/lists/index.js';
import { createTestContext, type TestContext } from '../context.js';
import { seedListFixture, type Fixture } from '../fixtures/lists.js';

let ctx: TestContext;
let fx: Fixture;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedListFixture(ctx.db);
});
afterAll(() => ctx.close());

const list = async (keyword: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/reviews?keyword=${keyword}`,
    headers: fx.admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { comment: string }[]; meta: { total: number; total_capped?: boolean } };
};
const matching = async (word: string) =>
  Number((await ctx.db.execute(sql`SELECT count(*) AS n FROM reviews WHERE comment ILIKE ${`%${word}%`}`)).rows[0]!.n);

/** Reviews of one pad: one in `every` mentions 'lunch', the first `rare` mention 'zebra'. */
async function addReviews(n: number, every: number, rare: number) {
  const pad = fx.pads['Alpha Field']!;
  await ctx.db.execute(sql`INSERT INTO reviews (pad_id, user_id, rating, comment)
    SELECT ${pad}, ${fx.users.premium}, 1 + g % 5, CASE WHEN g <= ${rare} THEN 'A zebra crossed the pad'
      WHEN g % ${every} = 0 THEN 'Good lunch after landing' ELSE 'Smooth landing' END
    FROM generate_series(1, ${n}) g`);
  await ctx.db.execute(sql`ANALYZE reviews`);
}

test('a keyword under the cap among the newest tenth is counted exactly', async () => {
  await addReviews(20_000, 10, 3);
  const lunch = await list('lunch');
  expect(lunch.meta).toMatchObject({ total: await matching('lunch') });
  expect(lunch.meta.total).toBeGreaterThan(KEYWORD_TOTAL_CAP);
  expect(lunch.meta.total_capped).toBeUndefined();
});

test('a keyword past the cap among the newest rows is capped, a rare one still counted exactly', async () => {
  await addReviews(30_000, 2, 0);
  const lunch = await list('lunch');
  expect(lunch.meta).toMatchObject({ total: KEYWORD_TOTAL_CAP, total_capped: true, from: 1, to: 20 });
  expect(await matching('lunch')).toBeGreaterThan(KEYWORD_TOTAL_CAP);
  expect(lunch.data.every((r) => /lunch/i.test(r.comment))).toBe(true);
  // 'zebra' matched only in the oldest rows, outside the newest ones: counted through its index.
  const zebra = await list('zebra');
  expect(zebra.meta).toMatchObject({ total: 3 });
  expect(zebra.meta.total_capped).toBeUndefined();
});
