// The admins table and the user list, declared on the same engine; the stats deep-link filters.
import { parse } from 'csv-parse/sync';
import { createTestContext, type TestContext } from '../context.js';
import { qs, seedListFixture, type Fixture } from '../fixtures/lists.js';

let ctx: TestContext;
let fx: Fixture;
beforeAll(async () => {
  ctx = await createTestContext();
  // DROP DATABASE … WITH (FORCE) in ctx.close() can reach a pooled connection that is still closing.
  fx = await seedListFixture(ctx.db);
});
afterAll(() => ctx.close());

async function usernames(path: string, params: Record<string, string | number> = {}) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/${path}?${qs(params)}`,
    headers: fx.admin.headers,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as Array<{ username: string }>).map((u) => u.username).sort();
}

describe('GET /api/admin/users/get-admins', () => {
  test('defaults to role equals 1 and active admins only; type=all adds deactivated ones', async () => {
    expect(await usernames('users/get-admins')).toEqual(['alice', 'bob']);
    expect(await usernames('users/get-admins', { type: 'active' })).toEqual(['alice', 'bob']);
    expect(await usernames('users/get-admins', { type: 'all' })).toEqual(['alice', 'bob', 'dora']);
  });

  test('columns and shape per contract; sort and keyword work', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users/get-admins?sort_column=first_name&sort_direction=descend',
      headers: fx.admin.headers,
    });
    const body = res.json();
    expect(body.entity).toBe('admins');
    expect(body.columns.map((c: { column: string }) => c.column)).toEqual([
      'id',
      'first_name',
      'last_name',
      'username',
      'email',
      'created_at',
      'deleted_at',
    ]);
    expect(body.data.map((u: { first_name: string }) => u.first_name)).toEqual(['Bob', 'Alice']);
    expect(body.data[0]).not.toHaveProperty('password_hash');
    expect(await usernames('users/get-admins', { keyword: 'boss' })).toEqual(['bob']);
  });

  test('an explicit role filter replaces the default one', async () => {
    expect(await usernames('users/get-admins', { 'filters[role:equals]': 3 })).toEqual(['olga']);
  });

  test('a bad type is a 422', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users/get-admins?type=deleted',
      headers: fx.admin.headers,
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('GET /api/admin/users (stats deep links)', () => {
  test('premium_state: premium, freemium, free', async () => {
    expect(await usernames('users', { 'filters[premium_state:equals]': 'premium' })).toEqual(['olga', 'paula']);
    expect(await usernames('users', { 'filters[role:equals]': 2, 'filters[premium_state:equals]': 'premium' })).toEqual(
      ['paula'],
    );
    expect(
      await usernames('users', { 'filters[role:equals]': 2, 'filters[premium_state:equals]': 'freemium' }),
    ).toEqual(['fred']);
    expect(await usernames('users', { 'filters[role:equals]': 2, 'filters[premium_state:equals]': 'free' })).toEqual([
      'dan',
      'frank',
    ]);
    expect(
      await usernames('users', { 'filters[role:equals]': 2, 'filters[premium_state:in]': '[free,freemium]' }),
    ).toEqual(['dan', 'frank', 'fred']);
    expect(
      await usernames('users', { 'filters[role:equals]': 2, 'filters[premium_state:not_equals]': 'free' }),
    ).toEqual(['fred', 'paula']);
  });

  test('active_30_days and is_deleted_account', async () => {
    expect(await usernames('users', { 'filters[active_30_days:equals]': 1 })).toEqual(['olga', 'paula']);
    expect(await usernames('users', { 'filters[role:equals]': 2, 'filters[active_30_days:equals]': 1 })).toEqual([
      'paula',
    ]);
    expect(await usernames('users', { 'filters[is_deleted_account:equals]': 1 })).toEqual(['dan']);
  });

  test('rows carry premium_state; undefined role is filterable', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users?${qs({ 'filters[id:equals]': fx.users.freemium })}`,
      headers: fx.admin.headers,
    });
    expect(res.json().data[0]).toMatchObject({ username: 'fred', role: 2, premium_state: 'freemium' });
    expect(await usernames('users', { 'filters[role:equals]': 0 })).toEqual(['uma']);
  });

  test('422 for an unknown premium state', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users?${qs({ 'filters[premium_state:equals]': 'gold' })}`,
      headers: fx.admin.headers,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(['filters[premium_state:equals]']);
  });

  test('download-csv exports the same users', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users/download-csv?${qs({ 'filters[role:equals]': 2 })}`,
      headers: fx.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = parse(res.body) as string[][];
    expect(header).toContain('Premium');
    expect(rows.map((r) => r[3]).sort()).toEqual(['dan', 'frank', 'fred', 'paula']);
  });
});
