// Owners of a pad through every state, the owner search, the confirmation e-mail file, contact deletion.
import { and, eq } from 'drizzle-orm';
import { activityLogs, contacts, revisions } from '../../../src/db/schema.js';
import { padAdminFlags } from '../../../src/domain/revisions.js';
import { auditLogOf, createUser, ROLE } from '../../helpers.js';
import {
  call,
  mailFiles,
  newMails,
  revisionTestWorld,
  submitPad,
  type RevisionTestWorld,
} from '../../fixtures/revisions.js';

let w: RevisionTestWorld;
beforeAll(async () => {
  w = await revisionTestWorld();
});
afterAll(() => w.ctx.close());

const admin = (method: Parameters<typeof call>[1], url: string, payload?: unknown) =>
  call(w.ctx, method, url, w.admin.headers, payload);
const owners = async (padId: number) => (await admin('GET', `/api/admin/pads/get-owners/${padId}`)).json().data;
const logs = (action: string, padId: number) =>
  w.ctx.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.action, action), eq(activityLogs.pad_id, padId)));

test('get-owners lists owner contacts (type 4) only; 404 and 422', async () => {
  const { padId } = await submitPad(w.ctx, w.pilot.headers);
  expect(await owners(padId)).toEqual([]);
  expect((await admin('GET', '/api/admin/pads/get-owners/999999')).statusCode).toBe(404);
  expect((await admin('GET', '/api/admin/pads/get-owners/x')).statusCode).toBe(422);
});

test('add an existing user as owner, then accept (confirm) them; their pending claim is accepted too', async () => {
  const { padId } = await submitPad(w.ctx, w.pilot.headers);
  const claim = await call(w.ctx, 'POST', `/api/app/pads/${padId}/claim`, w.owner.headers, {});
  const added = await admin('PATCH', `/api/admin/pads/add-owner/${padId}/${w.owner.user.id}`);
  expect(added.statusCode).toBe(200);
  expect(added.json().data).toMatchObject({
    user_id: w.owner.user.id,
    is_claimed: false,
    is_pending: false,
    contact_type_id: 4,
  });
  expect((await admin('PATCH', `/api/admin/pads/add-owner/${padId}/${w.owner.user.id}`)).statusCode).toBe(409);
  expect((await admin('PATCH', `/api/admin/pads/add-owner/${padId}/999999`)).statusCode).toBe(404);
  expect((await admin('PATCH', `/api/admin/pads/add-owner/${padId}/x`)).statusCode).toBe(422);
  expect((await padAdminFlags(w.ctx.db, padId)).resolvable_actions).toBe(true);

  const contactId = added.json().data.id;
  const accept = await admin('PATCH', '/api/admin/pads/accept-owner', {
    pad_id: padId,
    user_id: w.owner.user.id,
    contact_id: contactId,
  });
  expect(accept.statusCode).toBe(200);
  expect(accept.json().data).toMatchObject({ is_claimed: true, is_pending: false });
  const [rev] = await w.ctx.db.select().from(revisions).where(eq(revisions.id, claim.json().data.revision_id));
  expect(rev).toMatchObject({ status: 2, resolved_by: w.admin.user.id });
  expect((await padAdminFlags(w.ctx.db, padId)).resolvable_actions).toBe(false);
  // A claimed owner can only be removed.
  expect(
    (
      await admin('PATCH', '/api/admin/pads/accept-owner', {
        pad_id: padId,
        user_id: w.owner.user.id,
        contact_id: contactId,
      })
    ).statusCode,
  ).toBe(409);
  expect(
    (await admin('PUT', `/api/admin/contacts/update-pending-status/${padId}/${contactId}`, { comment: 'x' }))
      .statusCode,
  ).toBe(409);
  expect(await logs('owner_added', padId)).toHaveLength(1);
  expect(await logs('owner_accepted', padId)).toHaveLength(1);
  const bad = await admin('PATCH', '/api/admin/pads/accept-owner', { pad_id: padId });
  expect(bad.statusCode).toBe(422);
  expect(Object.keys(bad.json().errors).sort()).toEqual(['contact_id', 'user_id']);
});

test('an unclaimed owner marked pending with a reason, then accepted: Confirmed, logged; what is refused', async () => {
  const { padId } = await submitPad(w.ctx, w.pilot.headers, { name: 'Pending Field' });
  const { padId: otherPadId } = await submitPad(w.ctx, w.pilot.headers);
  const user = await createUser(w.ctx.db, { role: ROLE.Owner, first_name: 'Pam', last_name: 'Pending' });
  const contactId = (await admin('PATCH', `/api/admin/pads/add-owner/${padId}/${user.id}`)).json().data.id as number;
  const pendingUrl = `/api/admin/contacts/update-pending-status/${padId}/${contactId}`;
  const acceptBody = { pad_id: padId, user_id: user.id, contact_id: contactId };
  const accept = (body: Record<string, number> = acceptBody) => admin('PATCH', '/api/admin/pads/accept-owner', body);

  const pending = await admin('PUT', pendingUrl, { comment: 'Deeds not received yet' });
  expect(pending.statusCode).toBe(200);
  expect(pending.json()).toMatchObject({
    message: 'Update Saved!',
    data: { id: contactId, is_pending: true, is_claimed: false, pending_comment: 'Deeds not received yet' },
  });
  expect(await owners(padId)).toEqual([
    expect.objectContaining({ id: contactId, user_id: user.id, is_pending: true, is_claimed: false }),
  ]);
  expect((await padAdminFlags(w.ctx.db, padId)).resolvable_actions).toBe(true);

  // Refused while pending: an unknown or archived user, another pad's id, a contact that is not an owner.
  expect((await accept({ ...acceptBody, user_id: 999999 })).statusCode).toBe(404);
  const archived = await createUser(w.ctx.db, { role: ROLE.Owner, deleted_at: new Date() });
  expect((await accept({ ...acceptBody, user_id: archived.id })).statusCode).toBe(404);
  expect((await accept({ ...acceptBody, pad_id: otherPadId })).statusCode).toBe(404);
  const [padContact] = await w.ctx.db
    .select()
    .from(contacts)
    .where(and(eq(contacts.pad_id, padId), eq(contacts.contact_type_id, 1)));
  expect((await accept({ ...acceptBody, contact_id: padContact!.id })).statusCode).toBe(404);
  // A live user who is not the owner on the contact.
  const someoneElse = await createUser(w.ctx.db, { role: ROLE.Owner });
  const wrongUser = await accept({ ...acceptBody, user_id: someoneElse.id });
  expect(wrongUser.statusCode).toBe(422);
  expect(wrongUser.json().errors).toEqual({
    user_id: ['This owner is not that user: accept the owner shown on the pad.'],
  });
  // Nothing of that moved the owner.
  expect((await owners(padId))[0]).toMatchObject({ is_pending: true, is_claimed: false });

  const accepted = await accept();
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json().data).toMatchObject({
    id: contactId,
    user_id: user.id,
    is_claimed: true,
    is_pending: false,
    pending_comment: null,
    user: { id: user.id, username: user.username, role: ROLE.Owner },
  });
  expect(await owners(padId)).toEqual([
    expect.objectContaining({ id: contactId, is_claimed: true, is_pending: false, pending_comment: null }),
  ]);
  expect((await padAdminFlags(w.ctx.db, padId)).resolvable_actions).toBe(false);

  // Confirmed: neither pending again nor accepted twice (409); it can only be removed.
  const again = await admin('PUT', pendingUrl, { comment: 'Second thoughts' });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('This owner is already confirmed.');
  expect((await admin('PUT', pendingUrl, { is_confirmation: true })).statusCode).toBe(409);
  expect((await accept()).statusCode).toBe(409);

  const log = await auditLogOf(w.ctx.db, 'contact', contactId);
  expect(log.map((l) => l.action)).toEqual(['owner_added', 'owner_marked_pending', 'owner_accepted']);
  for (const entry of log)
    expect(entry).toMatchObject({ user_id: w.admin.user.id, pad_id: padId, subject_user_id: user.id });
  expect(log[1]!.changes).toEqual({
    is_pending: { before: false, after: true },
    pending_comment: { before: null, after: 'Deeds not received yet' },
  });
  expect(log[2]!.changes).toEqual({
    is_claimed: { before: false, after: true },
    is_pending: { before: true, after: false },
    pending_comment: { before: 'Deeds not received yet', after: null },
  });

  // Removed through the route without a type: gone from the pad, logged as contact_deleted.
  const removed = await admin('DELETE', `/api/admin/contacts/${padId}/${contactId}`);
  expect(removed.statusCode).toBe(200);
  expect(await owners(padId)).toEqual([]);
  expect(await w.ctx.db.$count(contacts, eq(contacts.id, contactId))).toBe(0);
  const deleted = await logs('contact_deleted', padId);
  expect(deleted).toHaveLength(1);
  expect(deleted[0]).toMatchObject({ user_id: w.admin.user.id, entity_type: 'contact', entity_id: contactId });
  expect((await admin('DELETE', `/api/admin/contacts/${padId}/${contactId}`)).statusCode).toBe(404);
});

test('create an owner by e-mail, mark pending with a reason, send the confirmation e-mail (the .eml), reject', async () => {
  const { padId } = await submitPad(w.ctx, w.pilot.headers, { name: 'Owned Field' });
  const create = await admin('POST', '/api/admin/pads/add-owner-contact-by-email', {
    name: 'New Owner',
    email: 'new.owner@example.org',
    phone: '',
    contact_type_id: 4,
    pad_id: padId,
  });
  expect(create.statusCode).toBe(201);
  const contactId = create.json().id;
  expect(create.json().data).toMatchObject({
    id: contactId,
    user_id: null,
    email: 'new.owner@example.org',
    is_claimed: false,
  });
  const dup = await admin('POST', '/api/admin/pads/add-owner-contact-by-email', {
    email: 'NEW.owner@example.org',
    pad_id: padId,
    contact_type_id: 4,
  });
  expect(dup.statusCode).toBe(422);
  expect(dup.json().errors.email).toEqual(['This e-mail is already an owner of the pad.']);
  const bad = await admin('POST', '/api/admin/pads/add-owner-contact-by-email', {
    email: 'nope',
    pad_id: padId,
    contact_type_id: 1,
  });
  expect(bad.statusCode).toBe(422);
  expect(bad.json().errors).toMatchObject({
    email: ['Please enter a valid email!'],
    contact_type_id: ['The contact type of an owner is 4'],
  });

  const url = `/api/admin/contacts/update-pending-status/${padId}/${contactId}`;
  const empty = await admin('PUT', url, { comment: '  ' });
  expect(empty.statusCode).toBe(422);
  expect(empty.json().errors.comment).toEqual(['Please provide reason']);
  const pending = await admin('PUT', url, { comment: 'Waiting for the deeds' });
  expect(pending.statusCode).toBe(200);
  expect(pending.json().data).toMatchObject({ is_pending: true, pending_comment: 'Waiting for the deeds' });

  const before = await mailFiles(w.mailDir);
  const confirm = await admin('PUT', url, { is_confirmation: true });
  expect(confirm.statusCode).toBe(200);
  expect(confirm.json().data.confirmation_sent_at).toBeTruthy();
  const mails = await newMails(w.mailDir, before);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ to: 'new.owner@example.org', subject: 'Confirm you own Owned Field' });
  const link = /https:\/\/app\.example\.test\/owners\/confirm\?contact=(\d+)&token=([A-Za-z0-9_-]{43})/.exec(
    mails[0]!.body,
  );
  expect(link?.[1]).toBe(String(contactId));
  const [row] = await w.ctx.db.select().from(contacts).where(eq(contacts.id, contactId));
  expect(row!.confirmation_token_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(row!.confirmation_token_hash).not.toContain(link![2]);
  expect(await logs('owner_confirmation_sent', padId)).toHaveLength(1);

  // Reject = delete; the type in the path must match.
  expect((await admin('DELETE', `/api/admin/contacts/${padId}/${contactId}/1`)).statusCode).toBe(404);
  expect((await admin('DELETE', `/api/admin/contacts/${padId}/${contactId}/4`)).statusCode).toBe(200);
  expect(await owners(padId)).toEqual([]);
  expect((await admin('DELETE', `/api/admin/contacts/${padId}/${contactId}`)).statusCode).toBe(404);
  expect(await logs('contact_deleted', padId)).toHaveLength(1);
});

test('an owner without e-mail cannot be sent a confirmation; unknown contacts are 404', async () => {
  const { padId } = await submitPad(w.ctx, w.pilot.headers);
  const user = await createUser(w.ctx.db, { role: ROLE.Owner });
  const added = await admin('PATCH', `/api/admin/pads/add-owner/${padId}/${user.id}`);
  await w.ctx.db.update(contacts).set({ email: null }).where(eq(contacts.id, added.json().data.id));
  const res = await admin('PUT', `/api/admin/contacts/update-pending-status/${padId}/${added.json().data.id}`, {
    is_confirmation: true,
  });
  expect(res.statusCode).toBe(422);
  expect(
    (await admin('PUT', `/api/admin/contacts/update-pending-status/${padId}/999999`, { comment: 'x' })).statusCode,
  ).toBe(404);
  // A pad contact (type 1) is not an owner.
  const [padContact] = await w.ctx.db
    .select()
    .from(contacts)
    .where(and(eq(contacts.pad_id, padId), eq(contacts.contact_type_id, 1)));
  expect(
    (await admin('PUT', `/api/admin/contacts/update-pending-status/${padId}/${padContact!.id}`, { comment: 'x' }))
      .statusCode,
  ).toBe(404);
});

test('search-owner-by-email: from 3 characters, pilots and owners only, at most 10', async () => {
  const short = await admin('GET', '/api/admin/users/search-owner-by-email?email=ab');
  expect(short.statusCode).toBe(422);
  expect(short.json().errors.email).toEqual(['At least 3 characters']);
  expect((await admin('GET', '/api/admin/users/search-owner-by-email')).statusCode).toBe(422);
  const owner = await createUser(w.ctx.db, { role: ROLE.Owner, email: 'findme.owner@example.net' });
  await createUser(w.ctx.db, { role: ROLE.Admin, email: 'findme.admin@example.net' });
  await createUser(w.ctx.db, { role: ROLE.Pilot, email: 'findme.gone@example.net', deleted_at: new Date() });
  const res = await admin('GET', '/api/admin/users/search-owner-by-email?email=findme');
  expect(res.statusCode).toBe(200);
  expect(res.json().data.map((u: { id: number }) => u.id)).toEqual([owner.id]);
  expect(res.json().data[0]).toMatchObject({ email: 'findme.owner@example.net', role: ROLE.Owner });
  expect(res.json().data[0].password_hash).toBeUndefined();
  // % and _ are literal.
  expect((await admin('GET', '/api/admin/users/search-owner-by-email?email=%25%25%25')).json().data).toEqual([]);
});

test('an owner added by e-mail is accepted for the account with that e-mail only', async () => {
  const { padId } = await submitPad(w.ctx, w.pilot.headers);
  const made = await admin('POST', '/api/admin/pads/add-owner-contact-by-email', {
    email: 'Later.Owner@example.com',
    pad_id: padId,
  });
  expect(made.statusCode).toBe(201);
  const contactId = (await owners(padId))[0].id as number;
  const stranger = await createUser(w.ctx.db, { role: ROLE.Owner });
  const refused = await admin('PATCH', '/api/admin/pads/accept-owner', {
    pad_id: padId,
    user_id: stranger.id,
    contact_id: contactId,
  });
  expect(refused.statusCode).toBe(422);
  expect((await owners(padId))[0]).toMatchObject({ is_claimed: false, user_id: null });

  const later = await createUser(w.ctx.db, { role: ROLE.Owner, email: 'later.owner@example.com' });
  const accepted = await admin('PATCH', '/api/admin/pads/accept-owner', {
    pad_id: padId,
    user_id: later.id,
    contact_id: contactId,
  });
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json().data).toMatchObject({ id: contactId, user_id: later.id, is_claimed: true });
});
