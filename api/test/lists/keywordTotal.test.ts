// A broad keyword's total is capped ("1,000+") once its matches pass the cap; up to the cap a keyword is counted
// exactly (lists/keywordTotal.ts).
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

/** `n` reviews of one pad whose comment mentions `word`. */
async function addReviews(word: string, n: number) {
  const pad = fx.pads['Alpha Field']!;
  await ctx.db.execute(sql`INSERT INTO reviews (pad_id, user_id, rating, comment)
    SELECT ${pad}, ${fx.users.premium}, 1 + g % 5, ${`A ${word} by the pad`} FROM generate_series(1, ${n}) g`);
  await ctx.db.execute(sql`ANALYZE reviews`);
}

test('a keyword with at most 1,000 matches is counted exactly, however many rows the list has', async () => {
  await addReviews('smooth landing', 30_000);
  await addReviews('zebra', 3);
  await addReviews('quokka', KEYWORD_TOTAL_CAP);
  const zebra = await list('zebra');
  expect(zebra.meta).toMatchObject({ total: 3 });
  expect(zebra.meta.total_capped).toBeUndefined();
  const quokka = await list('quokka');
  expect(quokka.meta).toMatchObject({ total: await matching('quokka') });
  expect(quokka.meta.total).toBe(KEYWORD_TOTAL_CAP);
  expect(quokka.meta.total_capped).toBeUndefined();
});

test('a keyword with more than 1,000 matches answers the cap, with total_capped, and still its matching rows', async () => {
  await addReviews('wombat', KEYWORD_TOTAL_CAP + 1);
  const wombat = await list('wombat');
  expect(await matching('wombat')).toBe(KEYWORD_TOTAL_CAP + 1);
  expect(wombat.meta).toMatchObject({ total: KEYWORD_TOTAL_CAP, total_capped: true, from: 1, to: 20 });
  expect(wombat.data.every((r) => /wombat/i.test(r.comment))).toBe(true);
});
