// Every admin write under /admin/users (and the map switches) leaves one audit log row: who, what, and
// the changed fields before and after; a stale profile edit is a 409 naming the last editor.
import { createTestContext, type TestContext } from '../context.js';
import { auditLogOf, createUser, userWithToken } from '../helpers.js';

let ctx: TestContext;
let me: Awaited<ReturnType<typeof userWithToken>>;
beforeAll(async () => {
  ctx = await createTestContext();
  me = await userWithToken(ctx.db, { first_name: 'Ada', last_name: 'Byrne' });
});
afterAll(() => ctx.close());

const req = (method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject({ method, url, payload, headers: me.headers });

test('admin create is logged with the new values', async () => {
  const res = await req('POST', '/api/admin/users', {
    first_name: 'Nora',
    last_name: 'Kelly',
    username: 'nora.audit',
    email: 'nora.audit@example.com',
    password: 'secret-pass',
    password_confirmation: 'secret-pass',
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as number;
  const [log, ...more] = await auditLogOf(ctx.db, 'user', id);
  expect(more).toEqual([]);
  expect(log).toMatchObject({ user_id: me.user.id, action: 'admin_created', subject_user_id: id });
  expect(log!.changes).toMatchObject({
    username: { before: null, after: 'nora.audit' },
    email: { before: null, after: 'nora.audit@example.com' },
    role: { before: null, after: 1 },
  });
  expect(JSON.stringify(log!.changes)).not.toMatch(/password|argon/);
});

test('a profile update logs only the changed fields, bumps the version, and a stale version is a 409', async () => {
  const other = await createUser(ctx.db, { first_name: 'Old', username: 'old.name', email: 'old@example.com' });
  const values = { first_name: 'New', last_name: other.last_name, username: 'old.name', email: 'old@example.com' };
  const res = await req('PUT', `/api/admin/users/${other.id}`, { ...values, version: other.version });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.version).toBe(other.version + 1);
  const logs = await auditLogOf(ctx.db, 'user', other.id);
  expect(logs).toHaveLength(1);
  expect(logs[0]).toMatchObject({ user_id: me.user.id, action: 'profile_updated', subject_user_id: other.id });
  expect(logs[0]!.changes).toEqual({ first_name: { before: 'Old', after: 'New' } });

  const stale = await req('PUT', `/api/admin/users/${other.id}`, {
    ...values,
    first_name: 'Lost',
    version: other.version,
  });
  expect(stale.statusCode).toBe(409);
  expect(stale.json().message).toMatch(/changed by Ada Byrne at \d{4}-/);
  expect(await auditLogOf(ctx.db, 'user', other.id)).toHaveLength(1);
  const bad = await req('PUT', `/api/admin/users/${other.id}`, { ...values, version: 'x' });
  expect(bad.statusCode).toBe(422);
  expect(bad.json().errors).toHaveProperty('version');
});

test('a password change is logged without the password', async () => {
  const other = await createUser(ctx.db);
  const res = await req('PUT', `/api/admin/users/${other.id}`, {
    password: 'another-secret',
    password_confirmation: 'another-secret',
  });
  expect(res.statusCode).toBe(200);
  const [log] = await auditLogOf(ctx.db, 'user', other.id);
  expect(log).toMatchObject({ user_id: me.user.id, action: 'password_changed', subject_user_id: other.id });
  expect(JSON.stringify(log!.changes)).not.toContain('another-secret');
});

test('both map switches are logged as a change of the admin setting', async () => {
  expect((await req('PUT', '/api/admin/pads/toggle-map', { is_map_on: false })).statusCode).toBe(200);
  expect((await req('PUT', '/api/admin/users/toggle-map', { is_user_map_on: false })).statusCode).toBe(200);
  const logs = await auditLogOf(ctx.db, 'user', me.user.id);
  expect(logs.map((l) => [l.user_id, l.action, l.changes])).toEqual([
    [me.user.id, 'admin_setting_changed', { is_map_on: { before: true, after: false } }],
    [me.user.id, 'admin_setting_changed', { is_user_map_on: { before: true, after: false } }],
  ]);
});
