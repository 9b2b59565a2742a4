// The stats bar's user counts and the user list its links open must agree: the bar leaves out
// deactivated users, so the links (host/src/shell/statLinks.ts) carry `deleted_at:is_blank`.
import { seedReference } from '../../src/seed/index.js';
import { createTestContext, type TestContext } from '../context.js';
import { createUser, ROLE, userWithToken } from '../helpers.js';

const DAY = 86_400_000;
const counted = 'filters[deleted_at:is_blank]=true';
const people = (role: number, state: string) =>
  `filters[role:equals]=${role}&filters[premium_state:equals]=${state}&${counted}`;
const LINKS: Record<string, string> = {
  free_owners: people(ROLE.Owner, 'free'),
  premium_owners: people(ROLE.Owner, 'premium'),
  free_pilots: people(ROLE.Pilot, 'free'),
  premium_pilots: people(ROLE.Pilot, 'premium'),
  freemium_pilots: people(ROLE.Pilot, 'freemium'),
  active_free_pilots: `${people(ROLE.Pilot, 'free')}&filters[active_30_days:equals]=1`,
  active_premium_pilots: `${people(ROLE.Pilot, 'premium')}&filters[active_30_days:equals]=1`,
  active_freemium_pilots: `${people(ROLE.Pilot, 'freemium')}&filters[active_30_days:equals]=1`,
  deleted_accounts: 'filters[is_deleted_account:equals]=1',
};

let ctx: TestContext;
let headers: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedReference(ctx.db);
  headers = (await userWithToken(ctx.db)).headers;
  const soon = new Date(Date.now() + 30 * DAY);
  const recently = new Date(Date.now() - DAY);
  for (const role of [ROLE.Pilot, ROLE.Owner]) {
    for (const deleted_at of [null, new Date()]) {
      await createUser(ctx.db, { role, deleted_at, last_action_at: recently });
      await createUser(ctx.db, { role, deleted_at, renewal_date: soon, last_action_at: recently });
      await createUser(ctx.db, { role, deleted_at, renewal_date: soon, free_renewal_date: soon });
      await createUser(ctx.db, { role, deleted_at, is_deleted_account: true });
    }
  }
}, 120_000);
afterAll(() => ctx.close());

test('each user count of the stats bar equals the total of the list its link opens', async () => {
  const stats = (await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers })).json();
  const body = stats.data ?? stats;
  for (const [key, query] of Object.entries(LINKS)) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers });
    expect(res.statusCode).toBe(200);
    expect({ key, total: res.json().meta.total }).toEqual({ key, total: body[key] });
  }
  // The archived users exist, so without the blank filter the totals would differ.
  const all = await ctx.app.inject({ method: 'GET', url: `/api/admin/users?filters[role:equals]=2`, headers });
  expect(all.json().meta.total).toBeGreaterThan(body.free_pilots + body.premium_pilots + body.freemium_pilots);
});
