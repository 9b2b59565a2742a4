import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import { accessTokens, activityLogs, users } from '../../src/db/schema.js';
import { countHit } from '../../src/domain/rateLimitStore.js';
import { createTestContext, type TestContext } from '../context.js';
import { createUser, ROLE, TEST_PASSWORD, userWithToken } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ loginRateLimit: { max: 5, timeWindow: '1 minute' } });
});
afterAll(() => ctx.close());

const login = (body: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object, headers });

describe('POST /api/auth/login', () => {
  test('signs an admin in: token, contract user shape, activity log, device, last_action_at', async () => {
    const admin = await createUser(ctx.db, { email: 'Boss@Example.com', settings: {} });
    const res = await login(
      { email: 'boss@example.com', password: TEST_PASSWORD },
      { 'user-agent': 'JestBrowser/1.0' },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(typeof body.token).toBe('string');
    expect(body.user).toEqual({
      id: admin.id,
      first_name: admin.first_name,
      last_name: admin.last_name,
      username: admin.username,
      email: 'Boss@Example.com',
      role: ROLE.Admin,
      is_tac_accepted: false,
      deleted_at: null,
      settings: { admin_settings: { is_map_on: true, is_user_map_on: true } },
      version: 1,
    });
    expect(JSON.stringify(body)).not.toMatch(/password/);

    const [token] = await ctx.db.select().from(accessTokens).where(eq(accessTokens.user_id, admin.id));
    expect(token!.device).toBe('JestBrowser/1.0');
    expect(token!.token_hash).not.toBe(body.token);
    const logs = await ctx.db.select().from(activityLogs).where(eq(activityLogs.user_id, admin.id));
    expect(logs.map((l) => l.action)).toEqual(['login']);
    const [after] = await ctx.db.select().from(users).where(eq(users.id, admin.id));
    expect(after!.last_action_at).not.toBeNull();

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: body.user });
  });

  test('a wrong password or an unknown email is a 422 on email with the contract message', async () => {
    const admin = await createUser(ctx.db);
    for (const body of [
      { email: admin.email, password: 'wrong' },
      { email: 'nobody@example.com', password: TEST_PASSWORD },
    ]) {
      const res = await login(body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'These credentials do not match our records.',
        code: 'validation_failed',
        errors: { email: ['These credentials do not match our records.'] },
      });
    }
  });

  test('a deactivated admin cannot sign in (same answer as wrong credentials)', async () => {
    const admin = await createUser(ctx.db, { deleted_at: new Date() });
    const res = await login({ email: admin.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['These credentials do not match our records.']);
  });

  test.each([ROLE.Pilot, ROLE.Owner, ROLE.Undefined])(
    'role %i may not sign in to the admin panel (403)',
    async (role) => {
      const user = await createUser(ctx.db, { role });
      const res = await login({ email: user.email, password: TEST_PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'This account cannot sign in to the admin panel.', code: 'forbidden' });
    },
  );

  test('validation: both fields required, email must be valid (shared schema messages)', async () => {
    const empty = await login({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      code: 'validation_failed',
      errors: { email: ['Please input your email!'], password: ['Please input your password!'] },
    });
    const bad = await login({ email: 'not-an-email', password: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: ['Please enter a valid email!'] });
  });

  test('too many attempts for one IP+email is a 429 in the common shape; another email is not blocked', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login({ email: 'target@example.com', password: 'guess' }, headers)).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    const limited = await login({ email: 'target@example.com', password: 'guess' }, headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/Too many login attempts/),
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await login({ email: 'other@example.com', password: 'guess' }, headers)).statusCode).toBe(422);
  });

  test('attempts are counted in the database: a second API instance on it sees the same ones', async () => {
    const second = await buildApp({ db: ctx.db, config: ctx.config });
    await second.ready();
    try {
      const payload = { email: 'shared@example.com', password: 'guess' };
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const app = i % 2 ? second : ctx.app;
        statuses.push((await app.inject({ method: 'POST', url: '/api/auth/login', payload })).statusCode);
      }
      expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
      const { rows } = await ctx.db.$client.query<{ key: string; hits: number }>(
        'SELECT key, hits FROM rate_limit_hits',
      );
      expect(rows.map((r) => r.hits)).toContain(6);
      // Keys are hashes: no address or email is stored.
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.key))).toBe(true);
    } finally {
      await second.close();
    }
  });

  test('a spent window starts again from one', async () => {
    expect(await countHit(ctx.db, 'window-test', 100)).toMatchObject({ current: 1 });
    const second = await countHit(ctx.db, 'window-test', 100);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(100);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await countHit(ctx.db, 'window-test', 100)).toMatchObject({ current: 1 });
  });
});

describe('POST /api/auth/logout and GET /api/auth/user', () => {
  test('logout answers 204 and revokes only the presented token', async () => {
    const { user, headers } = await userWithToken(ctx.db);
    const other = await userWithToken(ctx.db, { email: `second_${user.email}`, username: `second_${user.username}` });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const again = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'unauthenticated' });
    const [row] = await ctx.db.select().from(accessTokens).where(eq(accessTokens.user_id, user.id));
    expect(row!.revoked_at).not.toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: other.headers })).statusCode).toBe(
      200,
    );
  });

  test('without a token, or with a made-up one, both answer 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'Basic abc' }]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(401);
    }
  });

  test('GET /api/auth/user never exposes the password hash', async () => {
    const { headers } = await userWithToken(ctx.db);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/password|argon/);
  });
});
