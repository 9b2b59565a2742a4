// The user map and the user list's new filters and exports.
import { parse } from 'csv-parse/sync';
import { campaigns, users } from '../../src/db/schema.js';
import { seedReference } from '../../src/seed/index.js';
import { createTestContext, type TestContext } from '../context.js';
import { ROLE, userWithToken } from '../helpers.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let campaignId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedReference(ctx.db);
  admin = await userWithToken(ctx.db, { role: ROLE.Admin });
  campaignId = (await ctx.db.insert(campaigns).values({ name: 'Autumn' }).returning())[0]!.id;
  const DAY = 86_400_000;
  // 40 pilots around London (a cluster at zoom 5), 3 in Texas (single markers), one archived, one
  // deleted account, one with no point; a few in the campaign.
  const rows: (typeof users.$inferInsert)[] = Array.from({ length: 40 }, (_, i) => ({
    username: `london${i}`,
    email: `london${i}@example.com`,
    password_hash: 'x',
    role: ROLE.Pilot,
    country_code: 'GB',
    latitude: 51.5 + (i % 5) * 0.01,
    longitude: -0.1 + (i % 7) * 0.01,
    renewal_date: i % 2 ? new Date(Date.now() + 30 * DAY) : null,
    campaign_id: i < 5 ? campaignId : null,
  }));
  rows.push(
    ...[0, 1, 2].map((i) => ({
      username: `texas${i}`,
      email: `texas${i}@example.com`,
      password_hash: 'x',
      role: ROLE.Owner,
      country_code: 'US',
      state_code: 'TX',
      latitude: 31 + i * 3,
      longitude: -100 + i * 3,
      deleted_at: i === 1 ? new Date() : null,
      is_deleted_account: i === 2,
    })),
    { username: 'nowhere', email: 'nowhere@example.com', password_hash: 'x', role: ROLE.Pilot },
  );
  await ctx.db.insert(users).values(rows);
});
afterAll(() => ctx.close());

const get = (path: string, params: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/${path}?${new URLSearchParams(params)}`, headers: admin.headers });

const listTotal = async (params: Record<string, string>) => (await get('users', params)).json().meta.total as number;

describe('GET /api/admin/users/index-users-for-map', () => {
  test('clusters and markers add up to the list total for the same filters', async () => {
    for (const params of [
      {},
      { 'filters[role:equals]': '2' },
      { 'filters[premium_state:equals]': 'premium' },
      { keyword: 'texas' },
      { 'filters[userCampaign.campaign_id:in]': `[${campaignId}]` },
    ] as Record<string, string>[]) {
      const res = await get('users/index-users-for-map', { ...params, zoom: '5' });
      expect(res.statusCode).toBe(200);
      const { places, clusters, total, unlocated, zoom, grid } = res.json().data;
      expect({ zoom, grid }).toEqual({ zoom: 5, grid: 45 });
      const drawn = places.length + clusters.reduce((n: number, c: { count: number }) => n + c.count, 0);
      expect(drawn).toBe(total);
      expect(total + unlocated).toBe(await listTotal(params));
    }
    const pilots = (await get('users/index-users-for-map', { 'filters[role:equals]': '2', zoom: '5' })).json().data;
    expect(pilots.unlocated).toBe(1);
    // 40 pilots within a few km: clusters at zoom 5 (a grid line may split them), no single markers.
    expect(pilots.places).toEqual([]);
    expect(pilots.clusters.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(40);
  });

  test('category 8 for users, 9 for archived users and deleted accounts', async () => {
    const { places } = (await get('users/index-users-for-map', { keyword: 'texas', zoom: '5' })).json().data;
    expect(places.map((p: { name: string; category_id: number }) => [p.name, p.category_id])).toEqual([
      ['texas0', 8],
      ['texas1', 9],
      ['texas2', 9],
    ]);
  });

  test("the map search (map_search) narrows the list's keyword instead of replacing it", async () => {
    const total = async (params: Record<string, string>) => {
      const res = await get('users/index-users-for-map', { ...params, zoom: '5' });
      expect(res.statusCode).toBe(200);
      const { total: located, unlocated } = res.json().data;
      return located + unlocated;
    };
    // london1 and london10-19: both searches hold.
    expect(await total({ keyword: 'london', map_search: 'london1' })).toBe(11);
    expect(await total({ keyword: 'london1', map_search: 'ondon' })).toBe(11);
    // The list's keyword still applies: nobody is both a texas and a london user.
    expect(await total({ keyword: 'texas', map_search: 'london' })).toBe(0);
    expect(await total({ 'filters[role:equals]': '3', map_search: 'texas1' })).toBe(1);
    expect(await total({ map_search: '  ' })).toBe(await listTotal({}));
    for (const [value, message] of [
      ['ab', 'At least 3 characters'],
      ['x'.repeat(201), 'At most 200 characters.'],
      ['lon\u0000don', 'Contains a NUL character.'],
    ]) {
      const res = await get('users/index-users-for-map', { map_search: value! });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ map_search: [message] });
    }
  });

  test('a bbox narrows the markers; bad map or list parameters are 422s', async () => {
    const inTexas = (await get('users/index-users-for-map', { bbox: '-110,25,-90,40', zoom: '5' })).json().data;
    expect(inTexas.total).toBe(3);
    expect((await get('users/index-users-for-map', { bbox: '1,2,3' })).json().errors).toHaveProperty('bbox');
    expect((await get('users/index-users-for-map', { zoom: '40' })).json().errors).toHaveProperty('zoom');
    expect((await get('users/index-users-for-map', { 'filters[nope:equals]': '1' })).statusCode).toBe(422);
  });
});

describe('user list: campaign, location and the update export', () => {
  test("the campaign link's filter (userCampaign.campaign_id in [id]) and its options", async () => {
    const res = await get('users', { 'filters[userCampaign.campaign_id:in]': `[${campaignId}]` });
    expect(res.json().meta.total).toBe(5);
    const filter = res.json().filterable.find((f: { column: string }) => f.column === 'userCampaign.campaign_id');
    expect(filter.options).toEqual([{ value: campaignId, label: 'Autumn' }]);
    expect(await listTotal({ 'filters[state_code:equals]': 'TX' })).toBe(3);
    const role = res.json().filterable.find((f: { column: string }) => f.column === 'role');
    expect(role.options).toContainEqual({ value: 0, label: 'Undefined' });
    const premium = res.json().filterable.find((f: { column: string }) => f.column === 'premium_state');
    expect(premium.options).toEqual([
      { value: 'free', label: 'Non-premium' },
      { value: 'premium', label: 'Premium' },
      { value: 'freemium', label: 'Freemium' },
    ]);
  });

  test('export for update: the edit fields with ID; a bad flag is a 422', async () => {
    const res = await get('users/download-csv', { export_for_update: '1', keyword: 'texas0' });
    expect(res.statusCode).toBe(200);
    const [header, row] = parse(res.body) as string[][];
    expect(header).toEqual([
      'ID',
      'first_name',
      'last_name',
      'username',
      'email',
      'phone',
      'role',
      'country_code',
      'state_code',
      'renewal_date',
      'premium_state',
      'campaign_id',
      'campaign',
      'is_active',
    ]);
    expect(row).toEqual(expect.arrayContaining(['texas0', 'US', 'TX', 'free', '1']));
    expect((await get('users/download-csv', { export_for_update: '2' })).statusCode).toBe(422);
    expect((await get('users/get-admins/download-csv', { export_for_update: '1' })).statusCode).toBe(422);
  });
});
