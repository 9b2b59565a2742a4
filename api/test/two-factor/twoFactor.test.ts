// Two-factor sign-in for admins (issue 26): set up from the profile, a second step at sign-in with a TOTP
// code or a one-time recovery code, rate-limited; and, with TWO_FACTOR_REQUIRED, set up at sign-in.
import { eq } from 'drizzle-orm';
import { accessTokens, adminTwoFactor } from '../../src/db/schema.js';
import { currentCode } from '../../src/domain/twoFactor.js';
import { createTestContext, type TestContext } from '../context.js';
import { auditLogOf, createUser, TEST_PASSWORD } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    loginRateLimit: { max: 1000, timeWindow: '1 minute' },
    twoFactor: { required: false, key: 'k'.repeat(43) + '=', keyFile: '/nonexistent', attempts: 3 },
  });
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const login = (email: string) => post('/api/auth/login', { email, password: TEST_PASSWORD });
const THIRTY_S = 30_000;

/** An admin signed in with a password, who then turns two-factor sign-in on from the profile. */
async function adminWithTwoFactor() {
  const admin = await createUser(ctx.db);
  const headers = { authorization: `Bearer ${(await login(admin.email)).json().token}` };
  const setup = await post('/api/admin/two-factor/setup', {}, headers);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json().data;
  const enabled = await post('/api/admin/two-factor/enable', { code: currentCode(secret) }, headers);
  expect(enabled.statusCode).toBe(200);
  return { admin, headers, secret, recoveryCodes: enabled.json().data.recovery_codes as string[] };
}

test('setting up from the profile: secret, otpauth URI and QR code; a right code turns it on and gives 10 recovery codes', async () => {
  const admin = await createUser(ctx.db);
  const headers = { authorization: `Bearer ${(await login(admin.email)).json().token}` };
  const status = await ctx.app.inject({ method: 'GET', url: '/api/admin/two-factor', headers });
  expect(status.json()).toEqual({
    data: { enabled: false, enabled_at: null, recovery_codes_left: 0, required: false },
  });
  const setup = (await post('/api/admin/two-factor/setup', {}, headers)).json().data;
  expect(setup.otpauth_url).toContain(`secret=${setup.secret}`);
  expect(setup.qr_code).toMatch(/^data:image\/png;base64,/);
  // The secret is stored sealed, never as given.
  const [stored] = await ctx.db.select().from(adminTwoFactor).where(eq(adminTwoFactor.user_id, admin.id));
  expect(stored!.pending_secret).toMatch(/^v1:/);
  expect(stored!.pending_secret).not.toContain(setup.secret);

  const wrong = await post('/api/admin/two-factor/enable', { code: '000000' }, headers);
  expect([wrong.statusCode, wrong.json().errors]).toEqual([
    422,
    { code: ['This code is not valid. Please try again.'] },
  ]);
  const malformed = await post('/api/admin/two-factor/enable', { code: 'abc' }, headers);
  expect(malformed.json().errors).toEqual({ code: ['The code is the 6 digits your authenticator app shows.'] });
  const res = await post('/api/admin/two-factor/enable', { code: currentCode(setup.secret) }, headers);
  expect(res.statusCode).toBe(200);
  expect(res.json().data.recovery_codes).toHaveLength(10);
  const [row] = await ctx.db.select().from(adminTwoFactor).where(eq(adminTwoFactor.user_id, admin.id));
  expect(row!.recovery_code_hashes).toHaveLength(10);
  expect(row!.recovery_code_hashes).not.toContain(res.json().data.recovery_codes[0]);
  expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/two-factor', headers })).json().data).toMatchObject({
    enabled: true,
    recovery_codes_left: 10,
  });
  const logs = await auditLogOf(ctx.db, 'user', admin.id);
  expect(logs.find((l) => l.action === 'two_factor_enabled')).toMatchObject({
    user_id: admin.id,
    changes: { two_factor: { before: false, after: true } },
  });
  // Setting up again while it is on is a conflict.
  expect((await post('/api/admin/two-factor/setup', {}, headers)).statusCode).toBe(409);
});

test('signing in: the password gives a challenge, not a token; the code gives the token, once', async () => {
  const { admin, secret } = await adminWithTwoFactor();
  const first = await login(admin.email);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ two_factor: 'verify', challenge: expect.any(String) });
  const { challenge } = first.json();
  // The code used to turn it on was spent; the next step's code signs in.
  const next = currentCode(secret, Date.now() + THIRTY_S);
  const res = await post('/api/auth/login/two-factor', { challenge, code: next });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ token: expect.any(String), user: expect.objectContaining({ id: admin.id }) });
  const me = await ctx.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { authorization: `Bearer ${res.json().token}` },
  });
  expect(me.statusCode).toBe(200);
  // The challenge is spent, and the same code cannot sign in again (replay).
  const replayChallenge = (await login(admin.email)).json().challenge;
  const replay = await post('/api/auth/login/two-factor', { challenge: replayChallenge, code: next });
  expect(replay.json().errors).toEqual({ code: ['This code is not valid. Please try again.'] });
  const spent = await post('/api/auth/login/two-factor', { challenge, code: next });
  expect(spent.json().errors).toEqual({ challenge: ['This sign-in has expired. Please sign in again.'] });
  const logins = (await auditLogOf(ctx.db, 'user', admin.id)).length;
  expect(logins).toBeGreaterThan(0);
});

test('a recovery code signs in once', async () => {
  const { admin, recoveryCodes } = await adminWithTwoFactor();
  const challenge = (await login(admin.email)).json().challenge;
  const res = await post('/api/auth/login/two-factor', { challenge, recovery_code: recoveryCodes[3]!.toLowerCase() });
  expect(res.statusCode).toBe(200);
  const again = await post('/api/auth/login/two-factor', {
    challenge: (await login(admin.email)).json().challenge,
    recovery_code: recoveryCodes[3],
  });
  expect([again.statusCode, again.json().errors]).toEqual([
    422,
    { recovery_code: ['This code is not valid. Please try again.'] },
  ]);
  const [row] = await ctx.db.select().from(adminTwoFactor).where(eq(adminTwoFactor.user_id, admin.id));
  expect(row!.recovery_code_hashes).toHaveLength(9);
});

test('wrong codes: each is a 422 on the field; after the allowed attempts the challenge is spent', async () => {
  const { admin, secret } = await adminWithTwoFactor();
  const challenge = (await login(admin.email)).json().challenge;
  const wrong = () => post('/api/auth/login/two-factor', { challenge, code: '123456' });
  expect((await wrong()).json().errors).toEqual({ code: ['This code is not valid. Please try again.'] });
  expect((await wrong()).json().errors).toEqual({ code: ['This code is not valid. Please try again.'] });
  expect((await wrong()).json().errors).toEqual({ challenge: ['Too many wrong codes. Please sign in again.'] });
  // Even the right code no longer works on it.
  const right = await post('/api/auth/login/two-factor', {
    challenge,
    code: currentCode(secret, Date.now() + THIRTY_S),
  });
  expect(right.json().errors).toEqual({ challenge: ['Too many wrong codes. Please sign in again.'] });
  expect(await ctx.db.select().from(accessTokens).where(eq(accessTokens.user_id, admin.id))).toHaveLength(1);
});

test('the second step is rate-limited per IP like the first', async () => {
  const limited = await createTestContext({ loginRateLimit: { max: 2, timeWindow: '1 minute' } });
  try {
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/login/two-factor',
        payload: { challenge: 'made-up', code: '123456' },
        remoteAddress: '10.9.9.9',
      });
    expect((await send()).statusCode).toBe(422);
    expect((await send()).statusCode).toBe(422);
    const third = await send();
    expect([third.statusCode, third.json().code]).toEqual([429, 'rate_limited']);
  } finally {
    await limited.close();
  }
});

test('validation: a challenge is needed, and a code or a recovery code', async () => {
  const res = await post('/api/auth/login/two-factor', {});
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toMatchObject({ challenge: ['This sign-in has expired. Please sign in again.'] });
  const noCode = await post('/api/auth/login/two-factor', { challenge: 'x' });
  expect(noCode.json().errors).toEqual({ code: ['Please input the code from your authenticator app!'] });
});

test('new recovery codes and turning it off each need a code, and are logged', async () => {
  const { admin, headers, secret, recoveryCodes } = await adminWithTwoFactor();
  const wrong = await post('/api/admin/two-factor/recovery-codes', { code: '000000' }, headers);
  expect(wrong.statusCode).toBe(422);
  const renewed = await post('/api/admin/two-factor/recovery-codes', { recovery_code: recoveryCodes[0] }, headers);
  expect(renewed.statusCode).toBe(200);
  expect(renewed.json().data.recovery_codes).toHaveLength(10);
  expect(renewed.json().data.recovery_codes).not.toContain(recoveryCodes[1]);
  const off = await post(
    '/api/admin/two-factor/disable',
    { code: currentCode(secret, Date.now() + THIRTY_S) },
    headers,
  );
  expect([off.statusCode, off.json().data.enabled]).toEqual([200, false]);
  // Off: the password alone signs in again.
  expect((await login(admin.email)).json().token).toEqual(expect.any(String));
  const actions = (await auditLogOf(ctx.db, 'user', admin.id)).map((l) => l.action);
  expect(actions).toEqual(
    expect.arrayContaining(['two_factor_enabled', 'two_factor_recovery_codes_renewed', 'two_factor_disabled']),
  );
  expect((await post('/api/admin/two-factor/disable', { code: '123456' }, headers)).statusCode).toBe(409);
});

test('with TWO_FACTOR_REQUIRED an admin without it sets it up at sign-in, and cannot turn it off', async () => {
  const required = await createTestContext({
    twoFactor: { required: true, key: 'r'.repeat(64).replace(/r/g, 'a'), keyFile: '/nonexistent', attempts: 5 },
  });
  try {
    const admin = await createUser(required.db);
    const first = await required.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: TEST_PASSWORD },
    });
    const body = first.json();
    expect(body).toEqual({
      two_factor: 'setup',
      challenge: expect.any(String),
      setup: { secret: expect.any(String), otpauth_url: expect.any(String), qr_code: expect.any(String) },
    });
    const done = await required.app.inject({
      method: 'POST',
      url: '/api/auth/login/two-factor',
      payload: { challenge: body.challenge, code: currentCode(body.setup.secret) },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().recovery_codes).toHaveLength(10);
    const headers = { authorization: `Bearer ${done.json().token}` };
    const off = await required.app.inject({
      method: 'POST',
      url: '/api/admin/two-factor/disable',
      payload: { code: '123456' },
      headers,
    });
    expect([off.statusCode, off.json().message]).toEqual([
      403,
      'Every admin must use two-factor sign-in: it cannot be turned off.',
    ]);
    // The next sign-in asks for a code.
    const next = await required.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: TEST_PASSWORD },
    });
    expect(next.json().two_factor).toBe('verify');
  } finally {
    await required.close();
  }
});
