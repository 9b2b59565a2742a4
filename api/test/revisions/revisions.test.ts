// Admin revision calls: the moderation list on the list engine, one revision, accept / cancel (race-safe,
// logged), revert, the moderation link e-mail, and the reported-upload calls.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { activityLogs, contacts, pads, revisions, uploads } from '../../src/db/schema.js';
import { padAdminFlags } from '../../src/domain/revisions.js';
import { sweepUndos } from '../../src/domain/undo.js';
import {
  call,
  mailFiles,
  newMails,
  padBody,
  revisionTestWorld,
  submitPad,
  type RevisionTestWorld,
} from '../fixtures/revisions.js';

let w: RevisionTestWorld;
beforeAll(async () => {
  w = await revisionTestWorld();
});
afterAll(() => w.ctx.close());

const admin = (method: Parameters<typeof call>[1], url: string, payload?: unknown) =>
  call(w.ctx, method, url, w.admin.headers, payload);
const pilotCall = (url: string, payload: unknown = {}) => call(w.ctx, 'POST', url, w.pilot.headers, payload);

const revisionOf = async (id: number) => (await w.ctx.db.select().from(revisions).where(eq(revisions.id, id)))[0]!;
const padOf = async (id: number) => (await w.ctx.db.select().from(pads).where(eq(pads.id, id)))[0]!;
const logsOf = (revisionId: number, action: string) =>
  w.ctx.db
    .select()
    .from(activityLogs)
    .where(
      and(
        eq(activityLogs.entity_type, 'revision'),
        eq(activityLogs.entity_id, revisionId),
        eq(activityLogs.action, action),
      ),
    );

describe('GET /api/admin/revisions', () => {
  let padId: number;
  beforeAll(async () => {
    ({ padId } = await submitPad(w.ctx, w.pilot.headers, { name: 'Listed Pad' }));
    await pilotCall(`/api/app/pads/${padId}/report`, { pad_report_type: 2 });
    await pilotCall(`/api/app/pads/${padId}/suggest-update`, padBody({ name: 'Listed Pad 2' }));
    await call(w.ctx, 'POST', `/api/app/pads/${padId}/claim`, w.owner.headers, {});
  });

  test('25 per page, columns with the pad name and the submitting user, filterable by pad', async () => {
    const res = await admin('GET', `/api/admin/revisions?filters[pad_id]=${padId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.entity).toBe('revisions');
    expect(body.meta.per_page).toBe(25);
    expect(body.meta.total).toBe(4);
    expect(body.data.map((r: { type: number }) => r.type)).toEqual([2, 3, 4, 1]);
    expect(body.data[0]).toMatchObject({
      pad_id: padId,
      status: 1,
      type_name: 'Claim',
      pad: { name: 'Listed Pad' },
      user: { username: w.owner.user.username },
    });
    expect(body.data[2]).toMatchObject({ pad_report_type: 2, pad_report_type_name: 'Wrong landing location' });
    expect(body.columns.map((c: { column: string }) => c.column)).toEqual(
      expect.arrayContaining(['id', 'type_name', 'name', 'username', 'status_name', 'created_at']),
    );
  });

  test('type and status filters, including the array form filters[status:includes][]=1', async () => {
    const pending = await admin('GET', `/api/admin/revisions?filters[pad_id]=${padId}&filters[status:includes][]=1`);
    expect(pending.json().meta.total).toBe(4);
    const two = await admin(
      'GET',
      `/api/admin/revisions?filters[pad_id]=${padId}&filters[type:includes][]=3&filters[type:includes][]=4`,
    );
    expect(two.statusCode).toBe(200);
    expect(
      two
        .json()
        .data.map((r: { type: number }) => r.type)
        .sort(),
    ).toEqual([3, 4]);
    const updates = await admin(
      'GET',
      `/api/admin/revisions?filters[pad_id]=${padId}&filters[type]=3&filters[status:includes][]=1`,
    );
    expect(updates.json().meta.total).toBe(1);
    const tab = await admin('GET', `/api/admin/revisions?filters[pad_id]=${padId}&tab=reported`);
    expect(tab.json().data.map((r: { type: number }) => r.type)).toEqual([4]);
    const bad = await admin('GET', '/api/admin/revisions?filters[status:includes][]=x');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['filters[status:includes][]']).toBeDefined();
    const badTab = await admin('GET', '/api/admin/revisions?tab=nope');
    expect(badTab.statusCode).toBe(422);
  });

  test('created_at date range and purgatory (addition on or before 2021-01-01)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const range = await admin(
      'GET',
      `/api/admin/revisions?filters[pad_id]=${padId}&filters[created_at:between]=2021-01-01,${today}`,
    );
    expect(range.json().meta.total).toBe(4);
    const old = await admin(
      'GET',
      `/api/admin/revisions?filters[pad_id]=${padId}&filters[created_at:less_than]=2021-01-01`,
    );
    expect(old.json().meta.total).toBe(0);
    const old1 = await submitPad(w.ctx, w.pilot.headers, { name: 'Old Pad' });
    const old2 = await submitPad(w.ctx, w.pilot.headers, { name: 'Newer Pad' });
    await w.ctx.db
      .update(revisions)
      .set({ created_at: new Date('2021-01-01T23:00:00Z') })
      .where(eq(revisions.id, old1.revisionId));
    await w.ctx.db
      .update(revisions)
      .set({ created_at: new Date('2021-01-02T00:00:00Z') })
      .where(eq(revisions.id, old2.revisionId));
    const purgatory = await admin('GET', '/api/admin/revisions?tab=purgatory');
    expect(purgatory.json().data.map((r: { pad_id: number }) => r.pad_id)).toEqual([old1.padId]);
    const flag = await admin('GET', `/api/admin/revisions?filters[is_purgatory]=1&filters[pad_id]=${old1.padId}`);
    expect(flag.json().meta.total).toBe(1);
  });
});

describe('GET /api/admin/revisions/:id', () => {
  test('prev, next (with locations), the pad now, the user; 404 and 422', async () => {
    const { padId } = await submitPad(w.ctx, w.pilot.headers);
    const sug = await pilotCall(
      `/api/app/pads/${padId}/suggest-update`,
      padBody({ location: { address: 'Moved', latitude: 52.2, longitude: -9.4 } }),
    );
    const res = await admin('GET', `/api/admin/revisions/${sug.json().data.revision_id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ type: 3, status: 1, pad_id: padId, user: { id: w.pilot.user.id } });
    expect(d.prev.location).toMatchObject({ name: '1 Farm Lane', latitude: 52.1, longitude: -9.5 });
    expect(d.next.location).toMatchObject({ name: 'Moved', latitude: 52.2, longitude: -9.4 });
    expect(d.current.location.latitude).toBe(52.1);
    expect((await admin('GET', '/api/admin/revisions/999999')).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/revisions/abc')).statusCode).toBe(422);
  });
});

describe('accepting', () => {
  test('an addition moderates its pad, once: the second accept is a 409', async () => {
    const { padId, revisionId } = await submitPad(w.ctx, w.pilot.headers);
    const res = await admin('GET', `/api/admin/revisions/accept/${revisionId}?type=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 2, resolved_by: w.admin.user.id });
    expect(await padOf(padId)).toMatchObject({ status_id: 3, is_moderated: true });
    const again = await admin('GET', `/api/admin/revisions/accept/${revisionId}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This revision is already resolved.');
    expect(await logsOf(revisionId, 'revision_accepted')).toHaveLength(1);
  });

  test('two admins accepting at once: one wins, the other gets 409, one log entry', async () => {
    const { padId } = await submitPad(w.ctx, w.pilot.headers);
    const sug = await pilotCall(`/api/app/pads/${padId}/suggest-update`, padBody({ name: 'Raced' }));
    const id = sug.json().data.revision_id;
    const other = await (await import('../helpers.js')).userWithToken(w.ctx.db);
    const [a, b] = await Promise.all([
      admin('GET', `/api/admin/revisions/accept/${id}`),
      call(w.ctx, 'GET', `/api/admin/revisions/accept/${id}`, other.headers),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await logsOf(id, 'revision_accepted')).toHaveLength(1);
    expect((await padOf(padId)).name).toBe('Raced');
    // Accept racing cancel: still exactly one resolution.
    const sug2 = await pilotCall(`/api/app/pads/${padId}/report`, { pad_report_type: 1 });
    const id2 = sug2.json().data.revision_id;
    const [c, d] = await Promise.all([
      admin('GET', `/api/admin/revisions/accept/${id2}`),
      call(w.ctx, 'GET', `/api/admin/revisions/cancel/${id2}`, other.headers),
    ]);
    expect([c.statusCode, d.statusCode].sort()).toEqual([200, 409]);
  });

  test('an update applies only the fields it changed; revert puts them back; both logged', async () => {
    const { padId } = await submitPad(w.ctx, w.pilot.headers);
    const sug = await pilotCall(
      `/api/app/pads/${padId}/suggest-update`,
      padBody({
        name: 'Suggested',
        tags: [1, 2],
        contacts: [{ name: 'Ann B', phone: '+353999', email: 'ann@pads.test', contact_type_id: 1 }],
      }),
    );
    const id = sug.json().data.revision_id;
    // An admin edits another field meanwhile: the update must not overwrite it.
    await w.ctx.db.update(pads).set({ site_information: 'Admin text' }).where(eq(pads.id, padId));
    const before = await padOf(padId);
    expect((await admin('GET', `/api/admin/revisions/accept/${id}?type=3`)).statusCode).toBe(200);
    const after = await padOf(padId);
    expect(after).toMatchObject({ name: 'Suggested', site_information: 'Admin text' });
    expect(after.version).toBe(before.version + 1);
    const padContacts = await w.ctx.db.select().from(contacts).where(eq(contacts.pad_id, padId));
    expect(padContacts).toHaveLength(1);
    expect(padContacts[0]).toMatchObject({ name: 'Ann B', phone: '+353999' });
    const [log] = await logsOf(id, 'revision_accepted');
    expect(log!.details).toMatchObject({ pad: { name: { before: 'Hilltop Farm', after: 'Suggested' } } });

    const revert = await admin('GET', `/api/admin/revisions/revert-moderation/${id}`);
    expect(revert.statusCode).toBe(200);
    expect(await padOf(padId)).toMatchObject({ name: 'Hilltop Farm', site_information: 'Admin text' });
    const restored = await w.ctx.db.select().from(contacts).where(eq(contacts.pad_id, padId));
    expect(restored[0]).toMatchObject({ name: 'Ann', phone: '+353123' });
    expect((await admin('GET', `/api/admin/revisions/revert-moderation/${id}`)).statusCode).toBe(409);
    const reverted = await w.ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'revision_reverted'), eq(activityLogs.pad_id, padId)));
    expect(reverted).toHaveLength(1);
  });

  test("a claim makes the claimant a claimed owner; then their updates are the own owner's", async () => {
    const { padId } = await submitPad(w.ctx, w.pilot.headers);
    expect((await padAdminFlags(w.ctx.db, padId)).resolvable_actions).toBe(false);
    const claim = await call(w.ctx, 'POST', `/api/app/pads/${padId}/claim`, w.owner.headers, {});
    expect((await padAdminFlags(w.ctx.db, padId)).resolvable_actions).toBe(true);
    expect((await admin('GET', `/api/admin/revisions/accept/${claim.json().data.revision_id}?type=2`)).statusCode).toBe(
      200,
    );
    const [owner] = await w.ctx.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.pad_id, padId), eq(contacts.contact_type_id, 4)));
    expect(owner).toMatchObject({ user_id: w.owner.user.id, is_claimed: true, email: w.owner.user.email });
    expect((await padAdminFlags(w.ctx.db, padId)).resolvable_actions).toBe(false);
    const sug = await call(
      w.ctx,
      'POST',
      `/api/app/pads/${padId}/suggest-update`,
      w.owner.headers,
      padBody({ name: 'Mine' }),
    );
    expect((await revisionOf(sug.json().data.revision_id)).is_updated_by_own_owner).toBe(true);
    expect((await call(w.ctx, 'POST', `/api/app/pads/${padId}/claim`, w.owner.headers, {})).statusCode).toBe(409);
  });

  test('reported pad and review are recorded as upheld; conversion makes the pad public', async () => {
    const { padId } = await submitPad(w.ctx, w.pilot.headers);
    const rep = await pilotCall(`/api/app/pads/${padId}/report`, { pad_report_type: 1 });
    const written = await call(w.ctx, 'POST', `/api/app/pads/${padId}/reviews`, w.owner.headers, { rating: 2 });
    const rev = await pilotCall(`/api/app/pads/${padId}/report-review`, { review_id: written.json().data.id });
    expect((await padAdminFlags(w.ctx.db, padId)).resolvable_actions).toBe(true);
    expect((await admin('GET', `/api/admin/revisions/accept/${rep.json().data.revision_id}?type=4`)).statusCode).toBe(
      200,
    );
    expect((await admin('GET', `/api/admin/revisions/cancel/${rev.json().data.revision_id}`)).statusCode).toBe(200);
    expect((await revisionOf(rev.json().data.revision_id)).status).toBe(3);
    expect((await padAdminFlags(w.ctx.db, padId)).resolvable_actions).toBe(false);

    await w.ctx.db.update(pads).set({ user_id: w.pilot.user.id }).where(eq(pads.id, padId));
    const conv = await pilotCall(`/api/app/pads/${padId}/convert`);
    expect((await admin('GET', `/api/admin/revisions/accept/${conv.json().data.revision_id}?type=8`)).statusCode).toBe(
      200,
    );
    expect((await padOf(padId)).user_id).toBeNull();
  });

  test('?type= must match the revision; bad ids are 422, unknown 404', async () => {
    const { revisionId } = await submitPad(w.ctx, w.pilot.headers);
    const wrong = await admin('GET', `/api/admin/revisions/accept/${revisionId}?type=4`);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.type[0]).toMatch(/Addition/);
    expect((await admin('GET', `/api/admin/revisions/accept/${revisionId}?type=x`)).statusCode).toBe(422);
    expect((await admin('GET', '/api/admin/revisions/accept/0')).statusCode).toBe(422);
    expect((await admin('GET', '/api/admin/revisions/accept/999999')).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/revisions/cancel/999999')).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/revisions/revert-moderation/999999')).statusCode).toBe(404);
    expect((await revisionOf(revisionId)).status).toBe(1);
  });
});

describe('cancelling', () => {
  test('a cancelled addition rejects its pad; cancelling twice is a 409; logged once', async () => {
    const { padId, revisionId } = await submitPad(w.ctx, w.pilot.headers);
    const res = await admin('GET', `/api/admin/revisions/cancel/${revisionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 3, resolved_by: w.admin.user.id });
    expect((await padOf(padId)).status_id).toBe(4);
    expect((await admin('GET', `/api/admin/revisions/cancel/${revisionId}`)).statusCode).toBe(409);
    expect((await admin('GET', `/api/admin/revisions/accept/${revisionId}`)).statusCode).toBe(409);
    expect(await logsOf(revisionId, 'revision_cancelled')).toHaveLength(1);
    // Only accepted revisions can be reverted.
    expect((await admin('GET', `/api/admin/revisions/revert-moderation/${revisionId}`)).statusCode).toBe(409);
  });
});

describe('moderation link', () => {
  test('allowed only with a pending moderation request; e-mails the requester and records it', async () => {
    const { padId } = await submitPad(w.ctx, w.pilot.headers, { name: 'Link Pad' });
    const other = await pilotCall(`/api/app/pads/${padId}/report`, { pad_report_type: 0 });
    expect(
      (await admin('GET', `/api/admin/revisions/send-moderation-link/${other.json().data.revision_id}`)).statusCode,
    ).toBe(422);
    expect((await padAdminFlags(w.ctx.db, padId)).can_send_moderation).toBe(false);
    const req = await call(w.ctx, 'POST', `/api/app/pads/${padId}/request-moderation`, w.owner.headers, {});
    const id = req.json().data.revision_id;
    expect((await padAdminFlags(w.ctx.db, padId)).can_send_moderation).toBe(true);

    // Archived pad: not allowed (403 with the spec's tooltip text).
    await w.ctx.db.update(pads).set({ deleted_at: new Date() }).where(eq(pads.id, padId));
    const refused = await admin('GET', `/api/admin/revisions/send-moderation-link/${id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You are not allowed to send moderation request');
    await w.ctx.db.update(pads).set({ deleted_at: null }).where(eq(pads.id, padId));

    const before = await mailFiles(w.mailDir);
    const res = await admin('GET', `/api/admin/revisions/send-moderation-link/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Request moderation link is send');
    expect(res.json().data.link_sent_at).toBeTruthy();
    const mails = await newMails(w.mailDir, before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: w.owner.user.email, subject: 'Moderate Link Pad' });
    expect(mails[0]!.body).toContain(`https://app.example.test/pads/${padId}/moderate?request=${id}`);
    const logs = await w.ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'moderation_link_sent'), eq(activityLogs.entity_id, id)));
    expect(logs).toHaveLength(1);

    // Once cancelled, no more links.
    expect((await admin('GET', `/api/admin/revisions/cancel/${id}`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/admin/revisions/send-moderation-link/${id}`)).statusCode).toBe(409);
    expect((await padAdminFlags(w.ctx.db, padId)).can_send_moderation).toBe(false);
  });
});

describe('reported uploads', () => {
  async function reportedPhoto() {
    const { padId } = await submitPad(w.ctx, w.pilot.headers);
    const key = `pads/${padId.toString(16).padStart(32, '0')}.png`;
    await mkdir(path.join(w.ctx.config.uploadsDir, 'pads'), { recursive: true });
    await writeFile(path.join(w.ctx.config.uploadsDir, key), 'png');
    const [photo] = await w.ctx.db
      .insert(uploads)
      .values({ pad_id: padId, user_id: w.pilot.user.id, file_key: key, mime: 'image/png', size: 3 })
      .returning();
    const rep = await pilotCall(`/api/app/pads/${padId}/report-upload`, {
      upload_id: photo!.id,
      comment: 'not this pad',
    });
    return { padId, photo: photo!, key, reportId: rep.json().data.revision_id as number };
  }
  const exists = (key: string) =>
    readFile(path.join(w.ctx.config.uploadsDir, key)).then(
      () => true,
      () => false,
    );

  test('accept deletes the photo file and row and resolves the report', async () => {
    const { photo, key, reportId, padId } = await reportedPhoto();
    const show = await admin('GET', `/api/admin/revisions/${reportId}`);
    expect(show.json().data.upload_report.file_url).toContain(key);
    expect((await padAdminFlags(w.ctx.db, padId)).resolvable_actions).toBe(true);
    const res = await admin('DELETE', `/api/admin/upload-report/accept/${reportId}`);
    expect(res.statusCode).toBe(200);
    expect(await w.ctx.db.$count(uploads, eq(uploads.id, photo.id))).toBe(0);
    expect(await exists(key)).toBe(false);
    expect((await revisionOf(reportId)).status).toBe(2);
    expect((await admin('DELETE', `/api/admin/upload-report/accept/${reportId}`)).statusCode).toBe(409);
    expect((await padAdminFlags(w.ctx.db, padId)).resolvable_actions).toBe(false);
  });

  test('ignore keeps the photo; other revisions are not upload reports (404)', async () => {
    const { photo, key, reportId, padId } = await reportedPhoto();
    expect((await admin('PATCH', `/api/admin/upload-report/ignore/${reportId}`)).statusCode).toBe(200);
    expect(await w.ctx.db.$count(uploads, eq(uploads.id, photo.id))).toBe(1);
    expect(await exists(key)).toBe(true);
    expect((await revisionOf(reportId)).status).toBe(3);
    const rep = await pilotCall(`/api/app/pads/${padId}/report`, { pad_report_type: 0 });
    expect((await admin('PATCH', `/api/admin/upload-report/ignore/${rep.json().data.revision_id}`)).statusCode).toBe(
      404,
    );
    expect((await admin('DELETE', '/api/admin/upload-report/accept/abc')).statusCode).toBe(422);
    // Accepting it as a revision does the same as the upload-report route, except that it can be undone (issue 35):
    // the file stays until the undo has expired, and the sweep deletes it then.
    const again = await reportedPhoto();
    expect((await admin('GET', `/api/admin/revisions/accept/${again.reportId}?type=7`)).statusCode).toBe(200);
    expect(await w.ctx.db.$count(uploads, eq(uploads.id, again.photo.id))).toBe(0);
    expect(await exists(again.key)).toBe(true);
    await w.ctx.db.execute(sql`UPDATE undo_actions SET expires_at = now() - interval '1 second'`);
    await sweepUndos(w.ctx.db, w.ctx.app.storage);
    expect(await exists(again.key)).toBe(false);
  });
});
