// seedScale generates consistent data in SQL; the lists and the map work on it.
import { sql } from 'drizzle-orm';
import { seedScale } from '../../src/seed/scale.js';
import { isScaleUser } from '../../src/seed/scaleUsers.js';
import { computeAllPairs } from '../../src/domain/duplicatePairs.js';
import { issueToken } from '../../src/plugins/auth.js';
import { users } from '../../src/db/schema.js';
import { createTestContext, type TestContext } from '../context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // DROP DATABASE … WITH (FORCE) in ctx.close() can reach a pooled connection that is still closing.
});
afterAll(() => ctx.close());

test('creates the requested rows once, and the pad list, map and export read them', async () => {
  await seedScale(ctx.db, { pads: 400, users: 800, logs: 1500 });
  await seedScale(ctx.db, { pads: 400, users: 800, logs: 1500 });
  const { rows } = await ctx.db.execute(sql`SELECT
    (SELECT count(*) FROM pads) AS pads, (SELECT count(*) FROM users WHERE ${isScaleUser()}) AS users,
    (SELECT count(*) FROM activity_logs) AS logs, (SELECT count(*) FROM revisions) AS revisions,
    (SELECT count(DISTINCT type) FROM revisions) AS types, (SELECT count(*) FROM reviews) AS reviews,
    (SELECT count(*) FROM revisions r WHERE NOT EXISTS (SELECT 1 FROM pads p WHERE p.id = r.pad_id)) AS revision_orphans,
    (SELECT count(*) FROM pads p WHERE p.submitter_user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.submitter_user_id)) AS orphans`);
  expect(rows[0]).toEqual({
    pads: 400,
    users: 800,
    logs: 1500,
    revisions: 600,
    types: 8,
    reviews: 2000,
    revision_orphans: 0,
    orphans: 0,
  });

  // Names as a directory has them (issue 38): no username prefix shared by the users at large, as "scale-" was.
  const { rows: prefixes } = await ctx.db.execute<{ prefix: string; n: number }>(sql`SELECT left(username, 4) AS prefix,
    count(*)::int AS n FROM users WHERE ${isScaleUser()} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`);
  expect(prefixes[0]!.n / 800).toBeLessThan(0.05);

  // Surveys on 5% of the pads, none an aerial point of interest, in every status and both app versions.
  const { rows: surveys } = await ctx.db.execute(sql`SELECT count(*)::int AS n,
    count(*) FILTER (WHERE p.category_id = 1)::int AS on_poi, count(DISTINCT s.status)::int AS statuses,
    count(DISTINCT s.is_new_version)::int AS versions
    FROM surveys s JOIN pads p ON p.id = s.pad_id AND p.survey_id = s.id`);
  expect(surveys[0]).toEqual({ n: 20, on_poi: 0, statuses: 3, versions: 2 });

  // Counters kept by triggers agree with their rows (the bulk insert runs without triggers).
  const { rows: counters } = await ctx.db.execute(sql`SELECT
    (SELECT json_agg(json_build_array(status, type, n) ORDER BY status, type) FROM revision_counts WHERE n <> 0) AS kept,
    (SELECT json_agg(json_build_array(status, type, n) ORDER BY status, type)
       FROM (SELECT status, type, count(*)::int AS n FROM revisions GROUP BY 1, 2) c) AS actual`);
  expect(counters[0]!.kept).toEqual(counters[0]!.actual);
  const { rows: reviewCounters } = await ctx.db.execute(sql`SELECT
    (SELECT sum(n)::int FROM review_counts) + (SELECT sum(n)::int FROM activity_log_counts) AS kept,
    (SELECT count(*)::int FROM reviews) + (SELECT count(*)::int FROM activity_logs) AS actual`);
  expect(reviewCounters[0]!.kept).toEqual(reviewCounters[0]!.actual);
  // Duplicate pairs, planted ones included, equal a rebuild.
  const { rows: pairRows } = await ctx.db.execute(sql`SELECT pad_a, pad_b FROM duplicate_pairs ORDER BY 1, 2`);
  expect(pairRows.length).toBeGreaterThanOrEqual(8);
  expect(pairRows).toEqual((await computeAllPairs(ctx.db)).map(({ pad_a, pad_b }) => ({ pad_a, pad_b })));

  const [admin] = await ctx.db
    .insert(users)
    .values({ username: 'bench', email: 'b@b.test', password_hash: 'x', role: 1 })
    .returning();
  const headers = { authorization: `Bearer ${await issueToken(ctx.db, admin!.id, 'jest', '127.0.0.1')}` };
  for (const url of [
    '/api/admin/pads?type=moderated',
    '/api/admin/users?filters[premium_state:equals]=freemium',
    '/api/admin/pads/pads-for-map?zoom=6',
    '/api/admin/revisions?filters[status:includes][]=1&filters[type]=3',
    '/api/admin/revisions?tab=purgatory',
    '/api/admin/reviews?filters[is_reported]=true',
  ]) {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
  }
  const exported = await ctx.app.inject({ method: 'GET', url: '/api/admin/pads/download-csv', headers });
  expect(exported.body.trim().split('\n')).toHaveLength(401);
});
