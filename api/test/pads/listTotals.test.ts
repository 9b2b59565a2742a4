// The pad list's totals and its summary bar come from pad_counts (the Pad Country report from pad_country_counts), and 'Consumer submitted' and 'Claimed' from facts
// copied onto each pad (submitter_role, has_claimed_owner), all kept by triggers (migration 0041_speed_counts). After random
// writes, through the API and straight in SQL (roles changed, contacts claimed and moved, pads archived, deleted,
// re-categorised), every kept number must equal a recount, and every total the list answers must equal a count
// of the rows by the original definitions.
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../context.js';
import { stalePadCounts } from '../fixtures/keptCounts.js';
import { qs, seedListFixture, type Fixture } from '../fixtures/lists.js';

let ctx: TestContext;
let fx: Fixture;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await seedListFixture(ctx.db);
});
afterAll(() => ctx.close());

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

const count = async (where: string) =>
  Number((await ctx.db.execute(sql.raw(`SELECT count(*) AS n FROM pads p WHERE ${where}`))).rows[0]!.n);

const CONSUMER =
  'EXISTS (SELECT 1 FROM users u WHERE u.id = p.submitter_user_id AND u.role <> 1) AND p.deleted_at IS NULL';

/**
 * The quick filters and counted filters, each with its meaning written against the source tables, and the
 * meaning the summary bar counts by category (every condition but the category's own).
 */
const CASES: Array<[string, string, string?]> = [
  ['', 'TRUE'],
  ['type=unmoderated', 'p.status_id = 1 AND p.deleted_at IS NULL'],
  ['type=moderated', 'p.status_id = 3 AND p.is_landing_permitted AND p.category_id <> 1 AND p.deleted_at IS NULL'],
  ['type=invalid_phone', 'NOT p.is_phonable AND p.status_id = 3 AND p.is_landing_permitted AND p.deleted_at IS NULL'],
  ['type=consumer_submitted', CONSUMER],
  ['type=landing_not_possible', 'NOT p.is_landing_permitted AND p.deleted_at IS NULL'],
  ['type=private', 'p.user_id IS NOT NULL AND p.deleted_at IS NULL'],
  ['type=archived', 'p.deleted_at IS NOT NULL'],
  [
    qs({ 'filters[is_claimed:equals]': 1 }),
    'p.deleted_at IS NULL AND EXISTS (SELECT 1 FROM contacts c WHERE c.pad_id = p.id AND c.contact_type_id = 4 AND c.is_claimed)',
  ],
  [qs({ 'filters[status_id:not_equals]': 3, type: 'consumer_submitted' }), `${CONSUMER} AND p.status_id <> 3`],
  [
    qs({ 'filters[submitter.user.role:equals]': 2 }),
    'EXISTS (SELECT 1 FROM users u WHERE u.id = p.submitter_user_id AND u.role = 2)',
  ],
  [
    qs({ 'filters[is_private:equals]': 0, 'filters[category_id:in]': '[3,4]' }),
    'p.user_id IS NULL AND p.category_id IN (3, 4)',
    'p.user_id IS NULL',
  ],
];

async function expectAllAgree() {
  for (const [query, where, bySummary = where] of CASES) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/pads?${query}`, headers: fx.admin.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { meta: { total: number }; summary: { key: number; total: number }[] };
    expect([query, body.meta.total]).toEqual([query, await count(where)]);
    for (const { key, total } of body.summary)
      expect([query, key, total]).toEqual([query, key, await count(`(${bySummary}) AND p.category_id = ${key}`)]);
  }
  expect(await stalePadCounts(ctx.db)).toEqual({ pad_counts: [], pad_country_counts: [], pad_facts: [] });
}

test('totals, the summary and the kept counts equal the rows after random writes', async () => {
  // Writers append to the counters and never wait on each other: a second transaction writing a pad of the same
  // key while the first is open goes through.
  const first = await ctx.db.$client.connect();
  try {
    await first.query('BEGIN');
    await first.query(
      `INSERT INTO pads (name, category_id, status_id, latitude, longitude) VALUES ('Open', 3, 3, 51, -1)`,
    );
    await ctx.db.execute(sql`INSERT INTO pads (name, category_id, status_id, latitude, longitude)
      VALUES ('Beside it', 3, 3, 51.001, -1)`);
    await first.query('COMMIT');
  } finally {
    first.release();
  }
  await expectAllAgree();
  const pick = random(25);
  const padIds = Object.values(fx.pads);
  const userIds = [fx.admin.id, fx.otherAdmin.id, ...Object.values(fx.users)];
  const call = async (method: 'PATCH' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({ method, url, headers: fx.admin.headers, ...(payload ? { payload } : {}) });

  for (let round = 0; round < 6; round++) {
    const pad = padIds[pick(padIds.length)]!;
    const other = padIds[pick(padIds.length)]!;
    const user = userIds[pick(userIds.length)]!;
    // Through the API: moderation and archiving (refusals, e.g. a private pad, are part of the day too).
    await call('PATCH', `/api/admin/pads/toggle-moderation/${pad}`);
    await call('POST', `/api/admin/pads/toggle-pad-deletion/${other}`, { archive_reason: 'closed' });
    // A submitter's role changes (not the acting admin's own).
    if (user !== fx.admin.id) {
      const { rows } = await ctx.db.execute<{ version: number }>(sql`SELECT version FROM users WHERE id = ${user}`);
      await call('PUT', `/api/admin/users/toggle-user-role/${user}`, {
        role: 1 + pick(3),
        version: rows[0]!.version,
      });
    }
    // Straight in SQL: submitters, categories and flags in bulk, owner contacts claimed, moved and removed.
    await ctx.db.execute(sql`UPDATE pads SET submitter_user_id = ${user}, category_id = 1 + (id + ${round}) % 7,
      is_phonable = (id + ${round}) % 3 <> 0, country_code = (ARRAY['GB', 'IE', NULL])[1 + (id + ${round}) % 3]
      WHERE id % 4 = ${round % 4}`);
    await ctx.db.execute(sql`INSERT INTO contacts (pad_id, user_id, contact_type_id, is_claimed, name)
      VALUES (${pad}, ${user}, 4, ${round % 2 === 0}, 'Owner')`);
    await ctx.db.execute(
      sql`UPDATE contacts SET pad_id = ${other} WHERE id = (SELECT max(id) FROM contacts WHERE contact_type_id = 4)`,
    );
    if (round % 3 === 2)
      await ctx.db.execute(sql`DELETE FROM contacts WHERE contact_type_id = 4 AND pad_id = ${other}`);
    await ctx.db.execute(sql`UPDATE users SET role = ${1 + pick(3)} WHERE id = ${user} AND id <> ${fx.admin.id}`);
    // The counters' rows are appended per statement and folded now and then: fold them on some rounds.
    if (round % 2) await ctx.db.execute(sql`SELECT fold_pad_counts(), fold_pad_country_counts()`);
    await expectAllAgree();
  }
  // A pad deleted, and a user deleted (its pads lose their submitter).
  await ctx.db.execute(sql`DELETE FROM pads WHERE id = ${padIds[0]!}`);
  await ctx.db.execute(sql`DELETE FROM users WHERE id = ${fx.users.undefinedRole}`);
  await expectAllAgree();
});
