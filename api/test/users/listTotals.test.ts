// The user list's totals come from user_counts (kept by triggers) when there is no filter or only a role
// filter, and Non-premium's from that total less the premium and freemium users: every way must agree with
// counting the rows, after users are added, change role and are deleted. Premium and freemium totals come from
// user_renewal_days (kept by triggers), and their renewals change here too.
import { sql } from 'drizzle-orm';
import { users } from '../../src/db/schema.js';
import { createTestContext, type TestContext } from '../context.js';
import { staleUserCounts } from '../fixtures/keptCounts.js';
import { createUser, ROLE, userWithToken } from '../helpers.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof userWithToken>>;
const day = 24 * 3600 * 1000;
const at = (days: number) => new Date(Date.now() + days * day);

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await userWithToken(ctx.db, { role: ROLE.Admin });
  // Premium, freemium, lapsed, free with odd dates, and never premium: pilots and owners.
  const kinds: Array<Partial<typeof users.$inferInsert>> = [
    { renewal_date: at(30) },
    { renewal_date: at(30), free_renewal_date: at(30) },
    { renewal_date: at(-30) },
    { renewal_date: at(-30), free_renewal_date: at(-30) },
    { renewal_date: at(30), free_renewal_date: at(10) },
    {},
  ];
  for (const [i, kind] of kinds.entries())
    for (const role of [ROLE.Pilot, ROLE.Owner]) await createUser(ctx.db, { role, ...kind, username: `t${i}_${role}` });
  await createUser(ctx.db, { role: 0 });
});
afterAll(() => ctx.close());

const total = async (query: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as { meta: { total: number } }).meta.total;
};
const counted = async (where: string) =>
  Number((await ctx.db.execute(sql.raw(`SELECT count(*) AS n FROM users WHERE ${where}`))).rows[0]!.n);

const PREMIUM = '(renewal_date >= now() AND free_renewal_date IS NULL) IS TRUE';
const FREEMIUM = '(renewal_date >= now() AND free_renewal_date = renewal_date) IS TRUE';
const CASES: Array<[string, string]> = [
  ['', 'TRUE'],
  ['filters[role:equals]=2', 'role = 2'],
  ['filters[role:in]=[2,3]', 'role IN (2, 3)'],
  ['filters[premium_state:equals]=premium', PREMIUM],
  ['filters[premium_state:equals]=freemium', FREEMIUM],
  ['filters[premium_state:equals]=free', `NOT (${PREMIUM}) AND NOT (${FREEMIUM})`],
  ['filters[premium_state:equals]=free&filters[role:equals]=3', `role = 3 AND NOT (${PREMIUM}) AND NOT (${FREEMIUM})`],
  ['filters[premium_state:not_equals]=free', `(${PREMIUM}) OR (${FREEMIUM})`],
  [
    'filters[premium_state:equals]=free&keyword=t1_',
    `username LIKE 't1\\_%' AND NOT (${PREMIUM}) AND NOT (${FREEMIUM})`,
  ],
];

/** user_renewal_days (kept by triggers) against a count of the users, per day and kind. */
const staleRenewalDays = async () =>
  (
    await ctx.db
      .execute(sql`SELECT coalesce(a.day, b.day) AS day, coalesce(a.kind, b.kind) AS kind, a.n AS counted, b.n AS kept
    FROM (SELECT (renewal_date AT TIME ZONE 'UTC')::date AS day,
        CASE WHEN free_renewal_date IS NULL THEN 1 ELSE 2 END AS kind, count(*)::int AS n
      FROM users WHERE renewal_date IS NOT NULL AND (free_renewal_date IS NULL OR free_renewal_date = renewal_date)
      GROUP BY 1, 2) a
    FULL JOIN (SELECT day, kind, sum(n)::int AS n FROM user_renewal_days GROUP BY 1, 2 HAVING sum(n) <> 0) b
      ON b.day = a.day AND b.kind = a.kind
    WHERE a.n IS DISTINCT FROM b.n`)
  ).rows;

const expectAllAgree = async () => {
  for (const [query, where] of CASES) expect([query, await total(query)]).toEqual([query, await counted(where)]);
  expect(await staleUserCounts(ctx.db)).toEqual([]);
  expect(await staleRenewalDays()).toEqual([]);
};

test('totals equal the rows after inserts, role changes through the API, updates and deletes', async () => {
  await expectAllAgree();
  const owner = await createUser(ctx.db, { role: ROLE.Owner, renewal_date: at(5) });
  await expectAllAgree();
  const [{ version }] = (await ctx.db.execute(sql`SELECT version FROM users WHERE id = ${owner.id}`)).rows as [
    { version: number },
  ];
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/users/toggle-user-role/${owner.id}`,
    headers: admin.headers,
    payload: { role: ROLE.Pilot, version },
  });
  expect(res.statusCode).toBe(200);
  await expectAllAgree();
  // An update that changes no role writes no counter row.
  await ctx.db.execute(sql`UPDATE users SET last_action_at = now()`);
  await expectAllAgree();
  await ctx.db.execute(sql`DELETE FROM users WHERE id = ${owner.id}`);
  await expectAllAgree();
  // Renewals that move: to later today (counted from the users themselves, not the kept days), into the past, from
  // paid to free and to dates that are neither (issue 38: the premium totals come from user_renewal_days).
  await ctx.db.execute(sql`UPDATE users SET renewal_date = now() + interval '1 minute' WHERE username = 't0_2'`);
  await expectAllAgree();
  await ctx.db.execute(
    sql`UPDATE users SET renewal_date = now() - interval '1 minute', free_renewal_date = NULL WHERE username = 't1_3'`,
  );
  await ctx.db.execute(sql`UPDATE users SET free_renewal_date = renewal_date WHERE username IN ('t4_2', 't0_3')`);
  await ctx.db.execute(
    sql`UPDATE users SET free_renewal_date = renewal_date - interval '1 day' WHERE username = 't1_2'`,
  );
  await expectAllAgree();
  await ctx.db.execute(sql`SELECT fold_kept_counts('user_renewal_days', 'day, kind')`);
  await expectAllAgree();
});

test('two transactions adding users of two roles in opposite order both commit: no counter row is held', async () => {
  // Each adds a pilot and an owner, one pilot first, the other owner first, and neither adds its second user
  // before both added their first. With one upserted row per role, each waited on the row the other held: a deadlock.
  let added = 0;
  let release!: () => void;
  const bothAdded = new Promise<void>((resolve) => (release = resolve));
  const addBoth = (roles: number[]) =>
    ctx.db.transaction(async (tx) => {
      await createUser(tx as never, { role: roles[0] });
      if (++added === 2) release();
      await bothAdded;
      await createUser(tx as never, { role: roles[1] });
    });
  const outcomes = await Promise.allSettled([addBoth([ROLE.Pilot, ROLE.Owner]), addBoth([ROLE.Owner, ROLE.Pilot])]);
  expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
  await expectAllAgree();
  // Folded, the counts stay the same.
  await ctx.db.execute(sql`SELECT fold_kept_counts('user_counts', 'role')`);
  const { rows } = await ctx.db.execute(
    sql`SELECT count(*)::int AS n FROM user_counts GROUP BY role HAVING count(*) > 1`,
  );
  expect(rows).toEqual([]);
  await expectAllAgree();
});
