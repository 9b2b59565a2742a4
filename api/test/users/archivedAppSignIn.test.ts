// An archived pilot is out of the pilot app too (issue 14): archiving through the admin route refuses
// the app sign-in and revokes the app token already issued; unarchiving lets them sign in again.
import { TEST_PASSWORD, createUser, ROLE } from '../helpers.js';
import { call, revisionTestWorld, submitPad, type RevisionTestWorld } from '../fixtures/revisions.js';

let w: RevisionTestWorld;
beforeAll(async () => {
  w = await revisionTestWorld();
});
afterAll(() => w.ctx.close());

const appLogin = (email: string) =>
  w.ctx.app.inject({ method: 'POST', url: '/api/app/auth/login', payload: { email, password: TEST_PASSWORD } });
const toggleArchive = (userId: number, payload: object) =>
  call(w.ctx, 'POST', `/api/admin/users/toggle-user-deletion/${userId}`, w.admin.headers, payload);
/** An app call as the pilot app makes it: a pad report. */
const reportPad = (token: string, padId: number) =>
  call(w.ctx, 'POST', `/api/app/pads/${padId}/report`, { authorization: `Bearer ${token}` }, { pad_report_type: 1 });

test('archived: the app sign-in refuses them and their app token stops working; unarchived: they sign in again', async () => {
  const { padId } = await submitPad(w.ctx, w.pilot.headers);
  const pilot = await createUser(w.ctx.db, { role: ROLE.Pilot });
  const signedIn = await appLogin(pilot.email);
  expect(signedIn.statusCode).toBe(200);
  const oldToken = signedIn.json().token as string;
  expect((await reportPad(oldToken, padId)).statusCode).toBe(201);

  const archived = await toggleArchive(pilot.id, { note: 'Chargeback fraud' });
  expect(archived.statusCode).toBe(200);
  expect(archived.json().data).toMatchObject({ is_active: false, archive_reason: 'Chargeback fraud' });

  // Refused like an unknown account, and the token issued before is revoked.
  const refused = await appLogin(pilot.email);
  expect(refused.statusCode).toBe(422);
  expect(refused.json().errors).toEqual({ email: ['These credentials do not match our records.'] });
  expect((await reportPad(oldToken, padId)).statusCode).toBe(401);

  const restored = await toggleArchive(pilot.id, {});
  expect(restored.statusCode).toBe(200);
  expect(restored.json().data).toMatchObject({ is_active: true, deleted_at: null });
  const again = await appLogin(pilot.email);
  expect(again.statusCode).toBe(200);
  expect(again.json().user).toMatchObject({ id: pilot.id, role: ROLE.Pilot });
  expect((await reportPad(again.json().token, padId)).statusCode).toBe(201);
  // Unarchiving does not bring the revoked token back.
  expect((await reportPad(oldToken, padId)).statusCode).toBe(401);
});
