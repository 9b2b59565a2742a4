// The admin profile's 'Active sessions': GET /api/admin/sessions lists the signed-in admin's live sessions,
// DELETE /api/admin/sessions/:id ends one, POST /api/admin/sessions/end-others all but the current one.
import { eq, sql } from 'drizzle-orm';
import { accessTokens } from '../../src/db/schema.js';
import { createTestContext, type TestContext } from '../context.js';
import { auditLogOf, createUser, TEST_PASSWORD, userWithToken } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

async function signedInTwice() {
  const admin = await createUser(ctx.db);
  const signIn = async (userAgent: string, ip: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin.email, password: TEST_PASSWORD },
        headers: { 'user-agent': userAgent },
        remoteAddress: ip,
      })
    ).json().token as string;
  const desk = await signIn(CHROME, '10.0.0.1');
  const phone = await signIn(IPHONE, '10.0.0.2');
  return { admin, desk: { authorization: `Bearer ${desk}` }, phone: { authorization: `Bearer ${phone}` } };
}

const list = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/sessions', headers });

test('lists the live sessions: device from the User-Agent, IP, last use, the current one marked', async () => {
  const { admin, desk, phone } = await signedInTwice();
  await list(phone);
  const res = await list(desk);
  expect(res.statusCode).toBe(200);
  const rows = res.json().data;
  expect(rows.map((r: { device: string; ip: string; current: boolean }) => [r.device, r.ip, r.current])).toEqual(
    expect.arrayContaining([
      ['Chrome 130 on Linux', '10.0.0.1', true],
      ['Safari 17 on iOS 17.1 (mobile)', '10.0.0.2', false],
    ]),
  );
  expect(rows).toHaveLength(2);
  expect(rows[0]).toEqual({
    id: expect.any(Number),
    device: expect.any(String),
    user_agent: expect.any(String),
    ip: expect.any(String),
    created_at: expect.any(String),
    last_used_at: expect.any(String),
    expires_at: expect.any(String),
    current: expect.any(Boolean),
  });
  // Ended and expired sessions are not listed; nor are other admins'.
  await userWithToken(ctx.db);
  const ended = await userWithToken(ctx.db, { email: `x${admin.email}`, username: `x${admin.username}` });
  expect((await list(ended.headers)).json().data).toHaveLength(1);
  await ctx.db
    .update(accessTokens)
    .set({ last_used_at: sql`now() - interval '2 hours'`, created_at: sql`now() - interval '3 hours'` })
    .where(eq(accessTokens.device, IPHONE));
  expect((await list(desk)).json().data.map((r: { device: string }) => r.device)).toEqual(['Chrome 130 on Linux']);
});

test('ends one session: it signs nothing in any more, and the end is logged', async () => {
  const { admin, desk, phone } = await signedInTwice();
  const phoneSession = (await list(desk)).json().data.find((r: { current: boolean }) => !r.current);
  const res = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/sessions/${phoneSession.id}`, headers: desk });
  expect(res.statusCode).toBe(204);
  const refused = await list(phone);
  expect([refused.statusCode, refused.json().reason]).toEqual([401, 'session_ended']);
  expect((await list(desk)).json().data).toHaveLength(1);
  const [log] = (await auditLogOf(ctx.db, 'user', admin.id)).filter((l) => l.action === 'session_ended');
  expect(log).toMatchObject({
    user_id: admin.id,
    subject_user_id: admin.id,
    details: { session_id: phoneSession.id, device: IPHONE, ip: '10.0.0.2' },
  });
  // Again, or another admin's session: 404.
  const again = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/admin/sessions/${phoneSession.id}`,
    headers: desk,
  });
  expect(again.statusCode).toBe(404);
  const other = await userWithToken(ctx.db);
  const deskId = (await list(desk)).json().data[0].id;
  expect(
    (await ctx.app.inject({ method: 'DELETE', url: `/api/admin/sessions/${deskId}`, headers: other.headers }))
      .statusCode,
  ).toBe(404);
  expect((await list(desk)).statusCode).toBe(200);
});

test('ending the current session signs it out', async () => {
  const { desk } = await signedInTwice();
  const current = (await list(desk)).json().data.find((r: { current: boolean }) => r.current);
  expect(
    (await ctx.app.inject({ method: 'DELETE', url: `/api/admin/sessions/${current.id}`, headers: desk })).statusCode,
  ).toBe(204);
  expect((await list(desk)).statusCode).toBe(401);
});

test('ends all other sessions, keeps the current one, logs how many', async () => {
  const { admin, desk, phone } = await signedInTwice();
  const res = await ctx.app.inject({ method: 'POST', url: '/api/admin/sessions/end-others', headers: desk });
  expect([res.statusCode, res.json()]).toEqual([200, { data: { ended: 1 } }]);
  expect((await list(phone)).statusCode).toBe(401);
  expect((await list(desk)).json().data).toHaveLength(1);
  const [log] = (await auditLogOf(ctx.db, 'user', admin.id)).filter((l) => l.action === 'other_sessions_ended');
  expect(log!.details).toMatchObject({ count: 1, sessions: [{ device: IPHONE, ip: '10.0.0.2' }] });
});

test('a non-numeric session id is a 422', async () => {
  const { desk } = await signedInTwice();
  const res = await ctx.app.inject({ method: 'DELETE', url: '/api/admin/sessions/abc', headers: desk });
  expect(res.statusCode).toBe(422);
});
