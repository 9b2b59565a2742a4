import { eq } from 'drizzle-orm';
import { accessTokens, users } from '../../src/db/schema.js';
import { verifyPassword } from '../../src/domain/passwords.js';
import { createTestContext, type TestContext } from '../context.js';
import { createUser, ROLE, userWithToken } from '../helpers.js';

let ctx: TestContext;
let me: Awaited<ReturnType<typeof userWithToken>>;
beforeAll(async () => {
  ctx = await createTestContext();
  me = await userWithToken(ctx.db, { username: 'me', email: 'me@example.com' });
});
afterAll(() => ctx.close());

const req = (method: 'POST' | 'PUT', url: string, payload: unknown, headers = me.headers) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

const newAdmin = (over: Record<string, unknown> = {}) => ({
  first_name: 'Nora',
  last_name: 'Kelly',
  username: 'nora',
  email: 'nora@example.com',
  password: 'secret-pass',
  password_confirmation: 'secret-pass',
  role: 1,
  is_tac_accepted: true,
  ...over,
});

describe('POST /api/admin/users', () => {
  test('creates an admin: 201 { data: user }, argon2id hash, can sign in', async () => {
    const owner = await req('POST', '/api/admin/users', newAdmin({ role: 3 }));
    expect(owner.statusCode).toBe(422);
    expect(owner.json().errors).toEqual({ role: ['Only admins (role 1) can be registered here.'] });
    const res = await req('POST', '/api/admin/users', newAdmin());
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      first_name: 'Nora',
      last_name: 'Kelly',
      username: 'nora',
      email: 'nora@example.com',
      role: ROLE.Admin,
      is_tac_accepted: true,
      deleted_at: null,
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, data.id));
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nora@example.com', password: 'secret-pass' },
    });
    expect(login.statusCode).toBe(200);
  });

  test('every required field, the email format and the confirmation have their own message', async () => {
    const res = await req('POST', '/api/admin/users', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      first_name: ['Please input the name!'],
      last_name: ['Please input the surname!'],
      username: ['Please input the username!'],
      email: ['Please input the email!'],
      password: ['Please input your password!'],
      password_confirmation: ['Please confirm your password!'],
    });
    const mismatch = await req(
      'POST',
      '/api/admin/users',
      newAdmin({ username: 'x1', email: 'bad', password_confirmation: 'other' }),
    );
    expect(mismatch.json().errors).toEqual({
      email: ['Please enter a valid email!'],
      password_confirmation: ['The two passwords that you entered do not match!'],
    });
  });

  test('a taken email or username (any case) is a 422 on that field', async () => {
    const res = await req('POST', '/api/admin/users', newAdmin({ username: 'ME', email: 'Me@Example.com' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: { email: ['The email has already been taken.'], username: ['The username has already been taken.'] },
    });
  });
});

describe('PUT /api/admin/users/:id', () => {
  test('updates the profile fields', async () => {
    const other = await createUser(ctx.db);
    const res = await req('PUT', `/api/admin/users/${other.id}`, {
      first_name: ' Ann ',
      last_name: 'Lee',
      username: 'annlee',
      email: 'ann@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: other.id,
      first_name: 'Ann',
      last_name: 'Lee',
      username: 'annlee',
      email: 'ann@example.com',
    });
  });

  test('profile refusals: required, 200 characters, email format, uniqueness (own values are fine)', async () => {
    const own = await req('PUT', `/api/admin/users/${me.user.id}`, {
      first_name: 'Me',
      last_name: 'Too',
      username: 'ME',
      email: 'ME@example.com',
    });
    expect(own.statusCode).toBe(200);
    const long = 'x'.repeat(201);
    const res = await req('PUT', `/api/admin/users/${me.user.id}`, {
      first_name: '',
      last_name: long,
      username: 'nora',
      email: 'nope',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      first_name: ['First Name is required'],
      last_name: ['Last Name must be at most 200 characters'],
      email: ['Please enter a valid email!'],
    });
    const taken = await req('PUT', `/api/admin/users/${me.user.id}`, {
      first_name: 'a',
      last_name: 'b',
      username: 'NORA',
      email: 'nora@EXAMPLE.com',
    });
    expect(taken.json().errors).toEqual({
      email: ['The email has already been taken.'],
      username: ['The username has already been taken.'],
    });
  });

  test('changes a password, ending the user’s other sessions but not the current one', async () => {
    const other = await userWithToken(ctx.db);
    const second = await ctx.db.select().from(accessTokens).where(eq(accessTokens.user_id, other.user.id));
    expect(second).toHaveLength(1);
    const res = await req(
      'PUT',
      `/api/admin/users/${other.user.id}`,
      { password: 'n3w-pass', password_confirmation: 'n3w-pass' },
      other.headers,
    );
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, other.user.id));
    expect(await verifyPassword(row!.password_hash, 'n3w-pass')).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: other.headers })).statusCode).toBe(
      200,
    );

    // An admin changing someone else's password signs that user out everywhere.
    await req('PUT', `/api/admin/users/${other.user.id}`, { password: 'again', password_confirmation: 'again' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: other.headers })).statusCode).toBe(
      401,
    );
  });

  test('password refusals: required, confirmation must match', async () => {
    const res = await req('PUT', `/api/admin/users/${me.user.id}`, { password: 'a', password_confirmation: 'b' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password_confirmation: ['Password confirmation does not match'] });
    const empty = await req('PUT', `/api/admin/users/${me.user.id}`, { password: '' });
    expect(empty.json().errors).toEqual({
      password: ['Please input your password!'],
      password_confirmation: ['Please confirm your password!'],
    });
  });

  test('404 for an unknown id, 422 for a non-numeric one', async () => {
    const res = await req('PUT', '/api/admin/users/999999', {
      first_name: 'a',
      last_name: 'b',
      username: 'c',
      email: 'c@example.com',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'User not found.', code: 'not_found' });
    expect((await req('PUT', '/api/admin/users/abc', {})).statusCode).toBe(422);
  });
});

describe('map toggles', () => {
  test('PUT /api/admin/pads/toggle-map and /users/toggle-map merge into admin_settings', async () => {
    await ctx.db
      .update(users)
      .set({ settings: { admin_settings: {} } })
      .where(eq(users.id, me.user.id));
    const off = await req('PUT', '/api/admin/pads/toggle-map', { is_map_on: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.settings).toEqual({ admin_settings: { is_map_on: false, is_user_map_on: true } });
    const userMap = await req('PUT', '/api/admin/users/toggle-map', { is_user_map_on: false });
    expect(userMap.json().data.settings).toEqual({ admin_settings: { is_map_on: false, is_user_map_on: false } });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row!.settings).toEqual({ admin_settings: { is_map_on: false, is_user_map_on: false } });
    const me2 = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: me.headers });
    expect(me2.json().user.settings.admin_settings.is_map_on).toBe(false);
  });

  test('a missing or non-boolean flag is a 422 on that field', async () => {
    for (const payload of [{}, { is_map_on: 'yes' }, { is_map_on: null }]) {
      const res = await req('PUT', '/api/admin/pads/toggle-map', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { is_map_on: expect.any(Array) } });
    }
    const res = await req('PUT', '/api/admin/users/toggle-map', { is_map_on: true });
    expect(res.json().errors).toEqual({ is_user_map_on: ['The is_user_map_on field must be true or false.'] });
  });
});

describe('keyword search over names, username and e-mail', () => {
  const found = async (keyword: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/users?keyword=${encodeURIComponent(keyword)}`,
      headers: me.headers,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data as Array<{ username: string }>).map((u) => u.username);
  };

  test('matches in any case, non-ASCII letters included, takes % and _ literally, and follows an edit', async () => {
    const made = await req(
      'POST',
      '/api/admin/users',
      newAdmin({ first_name: 'Łucja', last_name: 'Żółć', username: 'lucja_z', email: 'Lucja.Z@Example.com' }),
    );
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id as number;
    expect(await found('żÓŁ')).toEqual(['lucja_z']);
    expect(await found('LUCJA.z@example')).toEqual(['lucja_z']);
    expect(await found('ja_z')).toEqual(['lucja_z']);
    expect(await found('ja%z')).toEqual([]);

    const renamed = await req('PUT', `/api/admin/users/${id}`, {
      first_name: 'Wanda',
      last_name: 'Żółć',
      username: 'wanda_z',
      email: 'wanda.z@example.com',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await found('WANDA')).toEqual(['wanda_z']);
    expect(await found('lucja')).toEqual([]);
  });
});
