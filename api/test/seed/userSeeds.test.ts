// The demo and scale seeds give users a place (weighted countries, US states, a point inside the
// country), campaigns, favourites and aircraft.
import { iso1A2Code } from '@rapideditor/country-coder';
import { sql } from 'drizzle-orm';
import { seedScale } from '../../src/seed/scale.js';
import { isScaleUser } from '../../src/seed/scaleUsers.js';
import { createTestContext, type TestContext } from '../context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, {}, { demoData: true });
  await seedScale(ctx.db, { pads: 300, users: 3000, logs: 100 });
}, 120_000);
afterAll(() => ctx.close());

const rows = async (query: ReturnType<typeof sql>) => (await ctx.db.execute(query)).rows as Record<string, unknown>[];

test.each([
  ['demo', sql`NOT ${isScaleUser()} AND role <> 1`],
  ['scale', isScaleUser()],
])('%s members live inside their country; US members have a state', async (_label, which) => {
  const members = await rows(
    sql`SELECT country_code, state_code, latitude, longitude FROM users WHERE ${which} ORDER BY id`,
  );
  expect(members.length).toBeGreaterThan(100);
  const outside = members.filter((m) => iso1A2Code([Number(m.longitude), Number(m.latitude)]) !== m.country_code);
  expect(outside).toEqual([]);
  expect(members.filter((m) => m.country_code === 'US' && !m.state_code)).toEqual([]);
  expect(members.filter((m) => m.country_code !== 'US' && m.state_code)).toEqual([]);
  const byCountry = new Map<string, number>();
  for (const m of members) byCountry.set(String(m.country_code), (byCountry.get(String(m.country_code)) ?? 0) + 1);
  const ranked = [...byCountry].sort((a, b) => b[1] - a[1]).map(([c]) => c);
  expect(ranked[0]).toBe('GB');
  expect(ranked.slice(0, 3)).toContain('US');
});

test('campaigns, favourites, aircraft and onboarding fields are filled', async () => {
  const [counts] = await rows(sql`SELECT
    (SELECT count(*) FROM campaigns)::int AS campaigns,
    (SELECT count(*) FROM users WHERE campaign_id IS NOT NULL)::int AS in_campaign,
    (SELECT count(*) FROM user_favourites)::int AS favourites,
    (SELECT count(*) FROM user_aircrafts)::int AS aircraft,
    (SELECT count(DISTINCT registration_device) FROM users WHERE registration_device IS NOT NULL)::int AS devices,
    (SELECT count(DISTINCT registration_step) FROM users WHERE role <> 1)::int AS steps`);
  expect(counts!.campaigns).toBeGreaterThanOrEqual(4);
  expect(counts!.in_campaign).toBeGreaterThan(100);
  expect(counts!.favourites).toBeGreaterThan(100);
  expect(counts!.aircraft).toBeGreaterThan(100);
  expect(counts!.devices).toBe(3);
  expect(counts!.steps).toBeGreaterThan(2);
});
