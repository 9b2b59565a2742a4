// Campaigns: the table's counts against an independent count, create / rename / delete with their log
// entries, sorting, and refusals.
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../context.js';
import { auditLogOf, createUser, ROLE, staleReportCounters, userWithToken } from '../helpers.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof userWithToken>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await userWithToken(ctx.db, { role: ROLE.Admin });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin.headers) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const day = 86_400_000;

test('create, list with counts, rename, delete (users keep everything but the link)', async () => {
  const created = await call('POST', '/api/admin/campaigns', { name: '  Spring fly-in  ' });
  expect(created.statusCode).toBe(201);
  const { id } = created.json().data;
  expect(created.json().data).toMatchObject({ name: 'Spring fly-in', count: 0, converted: 0, reverted: 0 });

  // Users the campaign signed up: two paying, one lapsed, one never premium, one archived (counted too: the
  // user list that View opens shows archived users, and deleting the campaign unlinks them all).
  const future = new Date(Date.now() + 30 * day);
  const past = new Date(Date.now() - 30 * day);
  for (const values of [
    { renewal_date: future },
    { renewal_date: future },
    { renewal_date: past },
    {},
    { renewal_date: future, deleted_at: new Date() },
  ])
    await createUser(ctx.db, { role: ROLE.Pilot, campaign_id: id, ...values });
  const { rows } = await ctx.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE campaign_id = ${id}`);
  const row = (await call('GET', '/api/admin/campaigns')).json().data.find((c: { id: number }) => c.id === id);
  expect(row).toMatchObject({ count: rows[0]!.n, converted: 3, reverted: 1 });
  expect(row.count).toBe(5);
  // View's list (the campaign link's filter) has the same total.
  const viewed = await call('GET', `/api/admin/users?filters[userCampaign.campaign_id:in]=[${id}]`);
  expect(viewed.json().meta.total).toBe(row.count);

  const renamed = await call('PUT', `/api/admin/campaigns/${id}`, { name: 'Summer fly-in' });
  expect(renamed.json().data).toMatchObject({ id, name: 'Summer fly-in', count: 5 });
  expect((await auditLogOf(ctx.db, 'campaign', id)).map((l) => [l.action, l.changes])).toEqual([
    ['campaign_created', { name: { before: null, after: 'Spring fly-in' } }],
    ['campaign_renamed', { name: { before: 'Spring fly-in', after: 'Summer fly-in' } }],
  ]);

  const deleted = await call('DELETE', `/api/admin/campaigns/${id}`);
  expect(deleted.json().data).toEqual({ id, unassigned_users: 5 });
  const { rows: left } = await ctx.db.execute(sql`SELECT count(*)::int AS users,
    count(*) FILTER (WHERE campaign_id IS NULL)::int AS unlinked FROM users WHERE role = ${ROLE.Pilot}`);
  expect(left[0]).toEqual({ users: 5, unlinked: 5 });
  const [log] = (await auditLogOf(ctx.db, 'campaign', id)).filter((l) => l.action === 'campaign_deleted');
  expect(log).toMatchObject({ user_id: admin.user.id, details: { unassigned_users: 5 } });
  expect((await call('DELETE', `/api/admin/campaigns/${id}`)).statusCode).toBe(404);
});

test('sorted by current users, descending first; pages of 25', async () => {
  for (let i = 0; i < 27; i++) {
    const { id } = (await call('POST', '/api/admin/campaigns', { name: `Campaign ${i}` })).json().data;
    for (let u = 0; u < i % 4; u++) await createUser(ctx.db, { role: ROLE.Pilot, campaign_id: id });
  }
  const first = (await call('GET', '/api/admin/campaigns')).json();
  expect(first.meta).toMatchObject({ total: 27, per_page: 25, current_page: 1, last_page: 2 });
  const counts = first.data.map((c: { count: number }) => c.count);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  const byName = (await call('GET', '/api/admin/campaigns?sort_column=name&sort_direction=asc&page=2')).json();
  expect(byName.data.map((c: { name: string }) => c.name)).toEqual(['Campaign 8', 'Campaign 9']);
});

test('the table exports as CSV in its order, formula-safe', async () => {
  await call('POST', '/api/admin/campaigns', { name: '=HYPERLINK("http://evil.test")' });
  const res = await call('GET', '/api/admin/campaigns?export=csv&sort_column=name&sort_direction=asc');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  const lines = res.body.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Name,Current,Converted,Reverted');
  const names = (await call('GET', '/api/admin/campaigns?sort_column=name&sort_direction=asc')).json().meta.total;
  expect(lines).toHaveLength(names + 1);
  // A cell that a spreadsheet would run as a formula is written as text.
  expect(lines[1]).toMatch(/^"?'=HYPERLINK/);
  expect((await call('GET', '/api/admin/campaigns?export=xlsx')).statusCode).toBe(422);
});

test('refusals', async () => {
  const empty = await call('POST', '/api/admin/campaigns', { name: '   ' });
  expect(empty.statusCode).toBe(422);
  expect(empty.json().errors).toEqual({ name: ['This field is required'] });
  expect((await call('PUT', '/api/admin/campaigns/999999', { name: 'x' })).statusCode).toBe(404);
  expect((await call('PUT', '/api/admin/campaigns/abc', { name: 'x' })).statusCode).toBe(422);
  expect((await call('GET', '/api/admin/campaigns?sort_column=secret')).statusCode).toBe(422);
  const pilot = await userWithToken(ctx.db, { role: ROLE.Pilot });
  expect((await call('GET', '/api/admin/campaigns', undefined, pilot.headers)).statusCode).toBe(403);
});

test('sorted by Converted and by Reverted, descending first, ascending on request', async () => {
  const future = new Date(Date.now() + 30 * day);
  const past = new Date(Date.now() - 30 * day);
  const campaign = async (name: string, converted: number, reverted: number) => {
    const { id } = (await call('POST', '/api/admin/campaigns', { name })).json().data;
    for (let u = 0; u < converted; u++)
      await createUser(ctx.db, { role: ROLE.Pilot, campaign_id: id, renewal_date: future });
    for (let u = 0; u < reverted; u++)
      await createUser(ctx.db, { role: ROLE.Pilot, campaign_id: id, renewal_date: past });
    return id as number;
  };
  const paying = await campaign('Paying', 3, 0);
  const lapsed = await campaign('Lapsed', 0, 4);
  const mixed = await campaign('Mixed', 2, 1);
  // An independent count of each campaign's premium and lapsed users.
  const { rows } = await ctx.db.execute<{ id: number; converted: number; reverted: number }>(sql`SELECT c.id,
    count(u.id) FILTER (WHERE u.renewal_date >= now() AND u.free_renewal_date IS NULL)::int AS converted,
    count(u.id) FILTER (WHERE u.renewal_date < now())::int AS reverted
    FROM campaigns c LEFT JOIN users u ON u.campaign_id = c.id GROUP BY c.id`);
  const counted = new Map(rows.map((r) => [r.id, r]));
  const page = async (query: string) =>
    (await call('GET', `/api/admin/campaigns?${query}`)).json().data as {
      id: number;
      converted: number;
      reverted: number;
    }[];

  for (const key of ['converted', 'reverted'] as const) {
    const desc = await page(`sort_column=${key}`);
    const values = desc.map((c) => c[key]);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    for (const c of desc) expect(c[key]).toBe(counted.get(c.id)![key]);
    expect(await page(`sort_column=${key}&sort_direction=desc`)).toEqual(desc);
    const asc = (await page(`sort_column=${key}&sort_direction=asc`)).map((c) => c[key]);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(asc[0]).toBe(0);
  }
  expect((await page('sort_column=converted')).slice(0, 2).map((c) => c.id)).toEqual([paying, mixed]);
  expect((await page('sort_column=reverted')).slice(0, 2).map((c) => c.id)).toEqual([lapsed, mixed]);
});

test('the counts (kept renewal days plus today) equal a count of the users as renewals pass and change', async () => {
  // Current, converted and reverted come from campaign_renewal_days and today's renewals (issue 38).
  const { id } = (await call('POST', '/api/admin/campaigns', { name: 'Renewals' })).json().data;
  const users = [];
  for (const values of [
    { renewal_date: new Date(Date.now() + 30 * day) },
    { renewal_date: new Date(Date.now() + 60_000) },
    { renewal_date: new Date(Date.now() - 60_000) },
    { renewal_date: new Date(Date.now() + 30 * day), free_renewal_date: new Date(Date.now() + 30 * day) },
    {},
  ])
    users.push(await createUser(ctx.db, { role: ROLE.Pilot, campaign_id: id, ...values }));
  const agree = async () => {
    const { rows } = await ctx.db.execute(sql`SELECT count(*)::int AS count,
      count(*) FILTER (WHERE renewal_date >= now() AND free_renewal_date IS NULL)::int AS converted,
      count(*) FILTER (WHERE renewal_date < now())::int AS reverted FROM users WHERE campaign_id = ${id}`);
    const row = (await call('GET', '/api/admin/campaigns')).json().data.find((c: { id: number }) => c.id === id);
    expect({ count: row.count, converted: row.converted, reverted: row.reverted }).toEqual(rows[0]);
    expect(await staleReportCounters(ctx.db)).toEqual([]);
  };
  await agree();
  await ctx.db.execute(sql`UPDATE users SET renewal_date = now() - interval '2 days' WHERE id = ${users[0]!.id}`);
  await ctx.db.execute(sql`UPDATE users SET free_renewal_date = renewal_date WHERE id = ${users[1]!.id}`);
  await ctx.db.execute(sql`UPDATE users SET campaign_id = NULL WHERE id = ${users[2]!.id}`);
  await agree();
  await ctx.db.execute(sql`SELECT fold_kept_counts('campaign_renewal_days', 'campaign_id, day, paid')`);
  await agree();
});
