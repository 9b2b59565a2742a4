// The user page: GET/PUT (tab 'info') /admin/users/:id, archive/unarchive, role, Pads tab, Activity tab.
import { eq } from 'drizzle-orm';
import { campaigns, contacts, pads, userFavourites, users } from '../../src/db/schema.js';
import { seedReference } from '../../src/seed/index.js';
import { createTestContext, type TestContext } from '../context.js';
import { createUser, ROLE, TEST_PASSWORD, userWithToken } from '../helpers.js';
import { infoBody } from '../fixtures/users.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let campaignId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedReference(ctx.db);
  admin = await userWithToken(ctx.db, { first_name: 'Ada', last_name: 'Admin' });
  campaignId = (await ctx.db.insert(campaigns).values({ name: 'Spring fly-in' }).returning())[0]!.id;
});
afterAll(() => ctx.close());

const api = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, headers = admin.headers) =>
  ctx.app.inject({ method, url: `/api/admin${url}`, headers, payload });

async function pilot(values: Partial<typeof users.$inferInsert> = {}) {
  return createUser(ctx.db, { role: ROLE.Pilot, country_code: 'GB', ...values });
}

const future = () => new Date(Date.now() + 30 * DAY).toISOString().slice(0, 16).replace('T', ' ');
const past = () => new Date(Date.now() - 30 * DAY).toISOString().slice(0, 16).replace('T', ' ');

async function load(id: number) {
  const res = await api('GET', `/users/${id}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('GET /api/admin/users/:id', () => {
  test('the Info tab fields: location, premium state and flags, campaign, pads count, version', async () => {
    const u = await pilot({
      state_code: null,
      location_name: 'Leeds',
      latitude: 53.8,
      longitude: -1.55,
      renewal_date: new Date(Date.now() + 10 * DAY),
      free_renewal_date: null,
      campaign_id: campaignId,
      registration_step: 3,
      registration_device: 'ios',
    });
    const data = await load(u.id);
    expect(data).toMatchObject({
      id: u.id,
      role: 2,
      location: { country_code: 'GB', state_code: null, name: 'Leeds', latitude: 53.8, longitude: -1.55 },
      premium_state: 'premium',
      is_premium: true,
      is_fremium: false,
      campaign: { id: campaignId, name: 'Spring fly-in' },
      is_active: true,
      registration_step: 3,
      registration_device: 'ios',
      pads_count: 0,
      version: 1,
    });
    expect(data).not.toHaveProperty('password_hash');
  });

  test('404 for an unknown id, 422 for a non-numeric one', async () => {
    expect((await api('GET', '/users/999999')).statusCode).toBe(404);
    expect((await api('GET', '/users/abc')).statusCode).toBe(422);
  });

  test('campaign options', async () => {
    const res = await api('GET', '/users/campaign-options');
    expect(res.json().data).toEqual([{ id: campaignId, name: 'Spring fly-in' }]);
  });
});

describe("PUT /api/admin/users/:id with tab 'info'", () => {
  test('saves every field, bumps the version, logs the changes for the admin and the user', async () => {
    const u = await pilot();
    const before = await load(u.id);
    const res = await api(
      'PUT',
      `/users/${u.id}`,
      infoBody(before, {
        first_name: 'Zed',
        phone: '+44 20 7946 0000',
        country_code: 'US',
        state_code: 'TX',
        renewal_date: future(),
        premium_state: 'freemium',
        campaign_id: campaignId,
        role: ROLE.Owner,
      }),
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      first_name: 'Zed',
      phone: '+44 20 7946 0000',
      role: 3,
      location: { country_code: 'US', state_code: 'TX' },
      premium_state: 'freemium',
      is_fremium: true,
      campaign_id: campaignId,
      version: 2,
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.free_renewal_date?.toISOString()).toBe(row!.renewal_date?.toISOString());

    const logs = (await api('GET', `/logs/user-logs/${u.id}`)).json().data;
    expect(logs[0]).toMatchObject({
      action_type: 'user_updated',
      user: { id: admin.user.id },
      entity_type: 'user',
      entity_object: { id: u.id },
      subject_user_id: u.id,
      device_info: 'lightMyRequest',
    });
    expect(logs[0].additional.changes.first_name).toEqual({ before: u.first_name, after: 'Zed' });
    const adminLogs = (await api('GET', `/logs/user-logs/${admin.user.id}`)).json().data;
    expect(adminLogs.map((l: { action_type: string }) => l.action_type)).toContain('user_updated');
  });

  test('every rule has its message on its field', async () => {
    const u = await pilot();
    const other = await pilot();
    const body = infoBody(await load(u.id));
    const errorsOf = async (over: Record<string, unknown>) => {
      const res = await api('PUT', `/users/${u.id}`, { ...body, ...over });
      expect(res.statusCode).toBe(422);
      return res.json().errors;
    };
    expect(await errorsOf({ country_code: '' })).toMatchObject({ country_code: ['Please select country'] });
    expect(await errorsOf({ country_code: 'US', state_code: '' })).toMatchObject({
      state_code: ['Please select state'],
    });
    expect(await errorsOf({ renewal_date: '2025-13-01 10:00' })).toMatchObject({
      renewal_date: ['Use the format YYYY-MM-DD HH:mm'],
    });
    expect(await errorsOf({ premium_state: 'premium', renewal_date: past() })).toMatchObject({
      renewal_date: ['A premium or freemium user needs a renewal date in the future'],
    });
    expect(await errorsOf({ premium_state: 'free', renewal_date: future() })).toMatchObject({
      renewal_date: ['A non-premium user cannot have a renewal date in the future'],
    });
    expect(await errorsOf({ premium_state: 'gold' })).toHaveProperty('premium_state');
    expect(await errorsOf({ email: other.email.toUpperCase(), username: other.username })).toEqual({
      email: ['The email has already been taken.'],
      username: ['The username has already been taken.'],
    });
    expect(await errorsOf({ email: 'nope' })).toMatchObject({ email: ['Please enter a valid email!'] });
    expect(await errorsOf({ first_name: '' })).toMatchObject({ first_name: ['First Name is required'] });
    expect(await errorsOf({ campaign_id: 999999 })).toMatchObject({
      campaign_id: ['The selected campaign is invalid.'],
    });
    expect(await errorsOf({ role: 7 })).toHaveProperty('role');
    expect(await errorsOf({ version: undefined })).toHaveProperty('version');
    expect(await errorsOf({ phone: 'call me' })).toMatchObject({ phone: ['Please enter a valid phone number'] });
    // Digits alone are not a number: +26 is no country's code (the old demo users' numbers), +353123 too short.
    for (const phone of ['+26 633 127009', '+353123'])
      expect(await errorsOf({ phone })).toMatchObject({ phone: ['Please enter a valid phone number'] });
    expect(await errorsOf({ phone: '1'.repeat(51) })).toMatchObject({ phone: ['Phone must be at most 50 characters'] });
  });

  test('a user without a country may stay without one; own values are not "taken"', async () => {
    const u = await pilot({ country_code: null });
    const res = await api('PUT', `/users/${u.id}`, infoBody(await load(u.id), { country_code: '' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.location.country_code).toBeNull();
  });

  test('a stale version is a 409 naming who changed the user and when; nothing is overwritten', async () => {
    const u = await pilot();
    const loaded = await load(u.id);
    expect((await api('PUT', `/users/${u.id}`, infoBody(loaded, { first_name: 'First' }))).statusCode).toBe(200);
    const stale = await api('PUT', `/users/${u.id}`, infoBody(loaded, { first_name: 'Second' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict' });
    expect(stale.json().message).toMatch(/changed by Ada Admin at \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect((await load(u.id)).first_name).toBe('First');
  });

  test('an admin cannot change their own role here; 404 for an unknown user', async () => {
    const me = await load(admin.user.id);
    const res = await api('PUT', `/users/${admin.user.id}`, infoBody(me, { role: ROLE.Pilot, country_code: '' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.role).toEqual(['You cannot change your own role.']);
    expect((await api('PUT', '/users/999999', { tab: 'info' })).statusCode).toBe(404);
  });

  test('without tab the same path still edits a profile', async () => {
    const u = await pilot();
    const res = await api('PUT', `/users/${u.id}`, {
      first_name: 'Pro',
      last_name: 'File',
      username: u.username,
      email: u.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ first_name: 'Pro', last_name: 'File' });
  });
});

describe('POST /api/admin/users/toggle-user-deletion/:id', () => {
  test('archive needs a reason of at least 3 characters', async () => {
    const u = await pilot();
    const none = await api('POST', `/users/toggle-user-deletion/${u.id}`, {});
    expect(none.json().errors).toEqual({ note: ['Please provide reason'] });
    const short = await api('POST', `/users/toggle-user-deletion/${u.id}`, { note: 'ab' });
    expect(short.json().errors).toEqual({ note: ['At least 3 characters'] });
  });

  test('archiving revokes the user’s tokens and blocks sign-in; unarchiving restores sign-in', async () => {
    const member = await userWithToken(ctx.db, { role: ROLE.Admin });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: member.headers })).statusCode).toBe(
      200,
    );
    const archived = await api('POST', `/users/toggle-user-deletion/${member.user.id}`, { note: 'Left the company' });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data).toMatchObject({ is_active: false, archive_reason: 'Left the company' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: member.headers })).statusCode).toBe(
      401,
    );
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.user.email, password: TEST_PASSWORD },
      });
    expect((await login()).statusCode).toBe(422);

    const restored = await api('POST', `/users/toggle-user-deletion/${member.user.id}`, {});
    expect(restored.json().data).toMatchObject({ is_active: true, archive_reason: null, deleted_at: null });
    expect((await login()).statusCode).toBe(200);

    const actions = (await api('GET', `/logs/user-logs/${member.user.id}`))
      .json()
      .data.map((l: { action_type: string }) => l.action_type);
    // The sign-in itself is logged too; the two admin writes come in order.
    const writes = actions.filter((a: string) => a.startsWith('user_'));
    expect(writes.slice(0, 2)).toEqual(['user_unarchived', 'user_archived']);
    // The same two writes on the acting admin's own log, naming the user they touched.
    type Log = { action_type: string; subject_user_id: number | null; user: { id: number } };
    const adminLogs = (await api('GET', `/logs/user-logs/${admin.user.id}`)).json().data as Log[];
    const onMember = adminLogs.filter((l) => l.subject_user_id === member.user.id);
    expect(onMember.map((l) => [l.action_type, l.user.id])).toEqual([
      ['user_unarchived', admin.user.id],
      ['user_archived', admin.user.id],
    ]);
  });

  test('an admin cannot archive themselves; 404 and 422 for bad ids', async () => {
    const self = await api('POST', `/users/toggle-user-deletion/${admin.user.id}`, { note: 'bye bye' });
    expect(self.statusCode).toBe(422);
    expect((await api('POST', '/users/toggle-user-deletion/999999', { note: 'gone now' })).statusCode).toBe(404);
    expect((await api('POST', '/users/toggle-user-deletion/x', { note: 'gone now' })).statusCode).toBe(422);
  });
});

describe('PUT /api/admin/users/toggle-user-role/:id', () => {
  test('changes the role and logs it', async () => {
    const u = await pilot();
    const res = await api('PUT', `/users/toggle-user-role/${u.id}`, { role: ROLE.Owner });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: 3, version: 2 });
    const [log] = (await api('GET', `/logs/user-logs/${u.id}`)).json().data;
    expect(log).toMatchObject({
      action_type: 'user_role_changed',
      additional: { changes: { role: { before: 2, after: 3 } } },
    });
    // Also on the acting admin's own log, naming the user it touched.
    const [adminLog] = (await api('GET', `/logs/user-logs/${admin.user.id}`)).json().data;
    expect(adminLog).toMatchObject({
      action_type: 'user_role_changed',
      user: { id: admin.user.id },
      subject_user_id: u.id,
      additional: { changes: { role: { before: 2, after: 3 } } },
    });
  });

  test('refusals: same role, unknown role, own role, stale version, unknown user', async () => {
    const u = await pilot();
    expect((await api('PUT', `/users/toggle-user-role/${u.id}`, { role: ROLE.Pilot })).json().errors).toEqual({
      role: ['The user already has this role.'],
    });
    expect((await api('PUT', `/users/toggle-user-role/${u.id}`, { role: 9 })).statusCode).toBe(422);
    expect((await api('PUT', `/users/toggle-user-role/${u.id}`, { role: '3' })).statusCode).toBe(422);
    expect((await api('PUT', `/users/toggle-user-role/${admin.user.id}`, { role: 2 })).statusCode).toBe(422);
    expect((await api('PUT', `/users/toggle-user-role/${u.id}`, { role: 3, version: 99 })).statusCode).toBe(409);
    expect((await api('PUT', '/users/toggle-user-role/999999', { role: 3 })).statusCode).toBe(404);
  });
});

describe('GET /api/admin/users/get-pads/:id', () => {
  test('each filter: 0 All, 1 Private, 2 Submitted, 3 Owned, 5 Favourite, with counts', async () => {
    const u = await pilot();
    const pad = async (over: Partial<typeof pads.$inferInsert> = {}) =>
      (
        await ctx.db
          .insert(pads)
          .values({ name: `Pad ${Math.random()}`, category_id: 3, latitude: 51, longitude: -1, ...over })
          .returning()
      )[0]!;
    const priv = await pad({ user_id: u.id });
    const submitted = await pad({ submitter_user_id: u.id });
    const owned = await pad();
    await ctx.db.insert(contacts).values({ pad_id: owned.id, user_id: u.id, contact_type_id: 4, is_claimed: true });
    const fav = await pad();
    await ctx.db.insert(userFavourites).values({ user_id: u.id, pad_id: fav.id });
    await ctx.db.insert(userFavourites).values({ user_id: u.id, pad_id: priv.id });
    await pad(); // someone else's

    const ids = async (type: number) => {
      const res = await api('GET', `/users/get-pads/${u.id}?type=${type}`);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const all = await ids(0);
    expect(all.data.map((p: { id: number }) => p.id)).toEqual([fav.id, owned.id, submitted.id, priv.id]);
    expect(all.counts).toEqual({ 0: 4, 1: 1, 2: 1, 3: 1, 5: 2 });
    expect(all.meta).toMatchObject({ total: 4, per_page: 20, current_page: 1 });
    expect(all.data.find((p: { id: number }) => p.id === priv.id)).toMatchObject({
      is_private: true,
      is_favourite: true,
      category: { name: 'Landing Site' },
    });
    expect((await ids(1)).data.map((p: { id: number }) => p.id)).toEqual([priv.id]);
    expect((await ids(2)).data.map((p: { id: number }) => p.id)).toEqual([submitted.id]);
    expect((await ids(3)).data.map((p: { id: number }) => p.id)).toEqual([owned.id]);
    expect((await ids(5)).data.map((p: { id: number }) => p.id)).toEqual([fav.id, priv.id]);
    expect((await load(u.id)).pads_count).toBe(4);
  });

  test('pages of 20; bad type or page is a 422; unknown user 404', async () => {
    const u = await pilot();
    await ctx.db.insert(pads).values(
      Array.from({ length: 21 }, (_, i) => ({
        name: `P${i}`,
        category_id: 3,
        latitude: 51,
        longitude: 0,
        user_id: u.id,
      })),
    );
    const second = (await api('GET', `/users/get-pads/${u.id}?type=1&page=2`)).json();
    expect(second.data).toHaveLength(1);
    expect(second.meta).toMatchObject({ from: 21, to: 21, total: 21, last_page: 2 });
    expect((await api('GET', `/users/get-pads/${u.id}?type=4`)).json().errors).toHaveProperty('type');
    expect((await api('GET', `/users/get-pads/${u.id}?page=0`)).statusCode).toBe(422);
    expect((await api('GET', '/users/get-pads/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/admin/logs/user-logs/:id', () => {
  test('25 a page, newest first; the user’s own pad actions link the pad', async () => {
    const u = await pilot();
    const [p] = await ctx.db
      .insert(pads)
      .values({ name: 'Logged Pad', category_id: 3, latitude: 51, longitude: 0 })
      .returning();
    const { activityLogs } = await import('../../src/db/schema.js');
    await ctx.db.insert(activityLogs).values(
      Array.from({ length: 26 }, (_, i) => ({
        user_id: u.id,
        pad_id: i === 25 ? p!.id : null,
        action: i === 25 ? 'pad_view' : 'login',
        details: { device: 'iPhone' },
        created_at: new Date(Date.now() - (26 - i) * 60_000),
      })),
    );
    const first = (await api('GET', `/logs/user-logs/${u.id}`)).json();
    expect(first.meta).toMatchObject({ total: 26, per_page: 25, last_page: 2 });
    expect(first.data[0]).toMatchObject({
      action_type: 'pad_view',
      entity_type: 'pad',
      entity_object: { id: p!.id, name: 'Logged Pad' },
      device_info: 'iPhone',
    });
    expect((await api('GET', `/logs/user-logs/${u.id}?page=2`)).json().data).toHaveLength(1);
    expect((await api('GET', `/logs/user-logs/${u.id}?page=x`)).statusCode).toBe(422);
    expect((await api('GET', '/logs/user-logs/999999')).statusCode).toBe(404);
  });
});
