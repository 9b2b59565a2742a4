// The pad detail area: GET/PUT /api/admin/pads/{id} with its version check, the actions of spec part 2 §4,
// photos, the primary contact and the change log. Pads are made through POST /api/admin/pads.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { activityLogs, contacts, pads, users } from '../../src/db/schema.js';
import { createTestContext, type TestContext } from '../context.js';
import { createUser, ROLE, userWithToken } from '../helpers.js';
import { image, multipartBody, seedReference } from '../fixtures/pads.js';
import { contactBody } from '../fixtures/padDetail.js';

/** A signed-in user of the given role: its id and bearer headers. */
async function signIn(db: TestContext['db'], role: number = ROLE.Admin) {
  const { user, headers } = await userWithToken(db, { role });
  return { userId: user.id, headers };
}

let ctx: TestContext;
let auth: { userId: number; headers: Record<string, string> };
let other: { userId: number; headers: Record<string, string> };
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pads-detail-'));
  ctx = await createTestContext({ uploadsDir, publicUrl: 'http://api.test', geocoderUrl: undefined });
  await seedReference(ctx.db);
  auth = await signIn(ctx.db);
  other = await signIn(ctx.db);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const newPad = (over: Record<string, unknown> = {}) => ({
  name: `Pad ${Math.random().toString(16).slice(2, 8)}`,
  category_id: 3,
  is_landing_permitted: true,
  tags: [1],
  warnings: [],
  facilities: [],
  location: { address: 'Main St, Dublin', latitude: 53.35, longitude: -6.26 },
  contacts: [{ name: 'Ann', phone: '+353111', email: 'ann@pads.test', contact_type_id: 1 }],
  ...over,
});

async function createPad(over: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/pads',
    headers: auth.headers,
    payload: newPad(over),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

const get = (id: number | string, headers = auth.headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/pads/${id}`, headers });
const detail = async (id: number) => (await get(id)).json().data;

const put = (id: number | string, payload: unknown, headers = auth.headers) =>
  ctx.app.inject({ method: 'PUT', url: `/api/admin/pads/${id}`, headers, payload: payload as object });
const logs = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/admin/logs/pad-logs/${id}`, headers: auth.headers })).json();

describe('GET /api/admin/pads/:id', () => {
  test('returns every field of the detail', async () => {
    const id = await createPad({ twitter_handle: 'hill', trip_advisor_rating: 4 });
    const res = await get(id);
    expect(res.statusCode).toBe(200);
    const pad = res.json().data;
    expect(pad).toMatchObject({
      id,
      category_id: 3,
      status_id: 1,
      deleted_at: null,
      is_private: false,
      is_added_to_purgatory: false,
      is_contactable: true,
      is_pads_recommended_admin: false,
      can_send_moderation: false, // nobody asked for moderation (test/revisions/padDetailFlags.test.ts)
      comments_count: 0,
      resolvable_actions: false,
      version: 1,
      pad_notes: [],
      // Pad creation is logged, so the creator is the last writer.
      updated_by: { id: auth.userId },
      uploads: { admin: [], owner: [], pilot: [] },
      pad_social: { twitter_handle: '@hill', trip_advisor_rating: 4 },
      tags: [{ id: 1, name: 'Tag 1' }],
      location: { latitude: 53.35, longitude: -6.26, name: 'Main St, Dublin', country_code: 'IE' },
    });
    expect(pad.submitters).toEqual([expect.objectContaining({ user_id: auth.userId, is_submitter_pilot: false })]);
    expect(pad.editable_contacts).toHaveLength(1);
    for (const key of [
      'is_phonable',
      'is_landing_permitted',
      'has_uncontactable_revision',
      'duplicated_pad_id',
      'is_landing_advice_displayed',
      'landing_advice',
      'site_information',
      'landing_fees',
      'icao',
      'hisc',
      'is_api_accessible',
      'is_owned',
      'survey_id',
      'survey_progress_percentage',
      'created_at',
      'updated_at',
      'warnings',
      'facilities',
      'contacts',
    ])
      expect(pad).toHaveProperty(key);
  });

  test('unclaimed owner contacts make resolvable actions; type 2 contacts are hidden', async () => {
    const id = await createPad({
      contacts: [
        { name: 'A', email: 'a@pads.test', contact_type_id: 1 },
        { name: 'O', email: 'o@pads.test', contact_type_id: 4 },
        { name: 'X', email: 'x@pads.test', contact_type_id: 2 },
      ],
    });
    const pad = await detail(id);
    expect(pad.resolvable_actions).toBe(true);
    expect(pad.contacts.map((c: { name: string }) => c.name)).toEqual(['A', 'O']);
    expect(pad.editable_contacts).toHaveLength(2);
  });

  test('pad_notes carry their author as user { id, name }, newest first (spec part 2 §3)', async () => {
    const id = await createPad();
    const [author] = await ctx.db
      .update(users)
      .set({ first_name: 'Nora', last_name: 'Notes' })
      .where(eq(users.id, other.userId))
      .returning();
    for (const [note, headers] of [
      ['First note', auth.headers],
      ['Second note', other.headers],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/pads/add-note/${id}`,
        headers,
        payload: { note },
      });
      expect(res.statusCode).toBe(201);
    }
    const notes = (await detail(id)).pad_notes;
    expect(notes).toEqual([
      {
        id: expect.any(Number),
        body: 'Second note',
        user: { id: author!.id, name: 'Nora Notes' },
        created_at: expect.any(String),
      },
      {
        id: expect.any(Number),
        body: 'First note',
        user: { id: auth.userId, name: expect.any(String) },
        created_at: expect.any(String),
      },
    ]);
    // The same author as the notes' own list gives.
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/pads/get-notes/${id}`,
      headers: auth.headers,
    });
    expect(listed.json().data.map((n: { user: unknown }) => n.user)).toEqual(
      notes.map((n: { user: unknown }) => n.user),
    );
  });

  test('422 for a non-numeric id, 404 for an unknown one', async () => {
    expect((await get('abc')).statusCode).toBe(422);
    expect((await get(99999999)).statusCode).toBe(404);
    expect((await get(99999999)).json().message).toBe('Pad not found.');
  });
});

describe('PUT /api/admin/pads/:id', () => {
  test('saves the contact tab, bumps the version and logs the changed fields', async () => {
    const id = await createPad();
    const pad = await detail(id);
    const res = await put(
      id,
      contactBody(pad, {
        name: 'Renamed',
        twitter_handle: 'newhandle',
        trip_advisor_rating: '3.5',
        location: { ...pad.location, address: 'New Road, Cork', latitude: 51.9, longitude: -8.47 },
        contacts: [
          { id: pad.editable_contacts[0].id, name: 'Ann B', email: 'ann@pads.test', phone: '', contact_type_id: 1 },
          { name: 'Owner', email: 'own@pads.test', phone: '', contact_type_id: 4 },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(res.json().notice).toBe('saved');
    expect(saved).toMatchObject({
      name: 'Renamed',
      version: 2,
      hisc: expect.stringMatching(/^GBH\d{3}ab$/),
      updated_by: { id: auth.userId },
    });
    expect(saved.pad_social).toMatchObject({ twitter_handle: '@newhandle', trip_advisor_rating: 3.5 });
    expect(saved.location).toMatchObject({ name: 'New Road, Cork', latitude: 51.9 });
    expect(saved.editable_contacts.map((c: { name: string }) => c.name)).toEqual(['Ann B', 'Owner']);
    const log = await logs(id);
    expect(log.meta).toMatchObject({ per_page: 25, total: 2 });
    // The log entry's one shape (domain/logEntries.ts), as the user's Activity tab answers it too.
    expect(log.data[0]).toMatchObject({
      action_type: 'pad_updated',
      user: { id: auth.userId, role: 1, role_label: 'Admin' },
      entity_type: 'pad',
      entity_id: id,
      entity_object: { id, name: 'Renamed' },
    });
    expect(log.data[0].additional.changes.name).toEqual({ before: pad.name, after: 'Renamed' });
    expect(log.data[0].additional.changes.contacts).toBeDefined();
  });

  test('a stale version is a 409 naming who changed the pad and when; nothing is overwritten', async () => {
    const id = await createPad();
    const loaded = await detail(id);
    expect((await put(id, contactBody(loaded, { name: 'First' }), other.headers)).statusCode).toBe(200);
    const res = await put(id, contactBody(loaded, { name: 'Second' }));
    expect(res.statusCode).toBe(409);
    const [who] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, other.userId));
    expect(res.json()).toMatchObject({
      code: 'conflict',
      updated_by: { id: other.userId, email: who!.email },
      version: 2,
    });
    expect(res.json().message).toContain(who!.email);
    expect((await detail(id)).name).toBe('First');
  });

  test('the shared schema refuses bad fields with their messages (HISC, coordinates, contacts)', async () => {
    const id = await createPad();
    const pad = await detail(id);
    const res = await put(
      id,
      contactBody(pad, {
        hisc: '',
        location: { ...pad.location, latitude: 91, longitude: -181 },
        contacts: [{ name: 'x', email: 'not-an-email', phone: '', contact_type_id: 2 }],
        twitter_handle: 'a@b',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      hisc: ['Please enter HISC'],
      'location.latitude': ['Max: 90'],
      'location.longitude': ['Min: -180'],
      'contacts.0.email': ['Please enter a valid email!'],
      'contacts.0.contact_type_id': ['Contact type must be Pad Contact or Owner'],
      twitter_handle: ['"@" symbol already is'],
    });
    expect((await put(id, contactBody(pad, { hisc: 'abc' }))).json().errors.hisc).toEqual(['ex: NNNNnn']);
    expect((await put(id, contactBody(pad, { contacts: [] }))).json().errors.contacts).toEqual([
      'The pad must have at least one contact',
    ]);
    expect((await put(id, { ...contactBody(pad), tab: 'other' })).json().errors.tab).toBeDefined();
    expect((await put(id, contactBody(pad, { version: undefined }))).statusCode).toBe(422);
  });

  test('HISC is not required for an aerodrome, and a taken HISC is refused on its field', async () => {
    const first = await createPad();
    await put(first, contactBody(await detail(first), { hisc: 'ZZZZzz' }));
    const aero = await createPad({ category_id: 7 });
    const pad = await detail(aero);
    expect((await put(aero, contactBody(pad, { hisc: '' }))).statusCode).toBe(200);
    const taken = await put(aero, contactBody(await detail(aero), { hisc: 'ZZZZzz' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.hisc).toEqual(['The hisc has already been taken.']);
  });

  test('saving without a usable contact warns; adding one makes the pad visible', async () => {
    const id = await createPad();
    const pad = await detail(id);
    const c = pad.editable_contacts[0];
    const hidden = await put(
      id,
      contactBody(pad, { contacts: [{ id: c.id, name: 'Ann', email: '', phone: '', contact_type_id: 1 }] }),
    );
    expect(hidden.json().notice).toBe('missing_contact');
    expect(hidden.json().data.is_contactable).toBe(false);
    const visible = await put(
      id,
      contactBody(hidden.json().data, {
        contacts: [{ id: c.id, name: 'Ann', email: 'a@pads.test', phone: '', contact_type_id: 1 }],
      }),
    );
    expect(visible.json().notice).toBe('now_visible');
  });

  test('saves the landing tab with the landing-fee rule', async () => {
    const id = await createPad();
    const pad = await detail(id);
    const body = {
      tab: 'landing',
      version: pad.version,
      is_landing_permitted: false,
      is_landing_advice_displayed: false,
      landing_advice: 'Approach from the west',
      site_information: 'A quiet farm',
      warnings: [6],
      facilities: [2],
      landing_fee_id: null,
    };
    const refused = await put(id, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.landing_fee_id).toEqual(['Required']);
    const res = await put(id, { ...body, landing_fee_id: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      is_landing_permitted: false,
      is_landing_advice_displayed: false,
      landing_advice: 'Approach from the west',
      landing_fees: { id: 2 },
      warnings: [{ id: 6, display_name: 'Warning 6' }],
      facilities: [{ id: 2, display_name: 'Facility 2' }],
    });
    const log = await logs(id);
    expect(Object.keys(log.data[0].additional.changes)).toEqual(
      expect.arrayContaining(['is_landing_permitted', 'landing_advice', 'warnings', 'facilities', 'landing_fee_id']),
    );
  });

  test('a forced failure inside the write leaves neither the change nor its log entry', async () => {
    const id = await createPad();
    const pad = await detail(id);
    await ctx.db.execute(
      sql.raw(`CREATE FUNCTION fail_log() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'forced'; END $$`),
    );
    await ctx.db.execute(
      sql.raw(`CREATE TRIGGER fail_log BEFORE INSERT ON activity_logs FOR EACH ROW
      WHEN (NEW.pad_id = ${id}) EXECUTE FUNCTION fail_log()`),
    );
    try {
      const res = await put(id, contactBody(pad, { name: 'Never saved' }));
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql.raw('DROP TRIGGER fail_log ON activity_logs'));
    }
    const after = await detail(id);
    expect(after).toMatchObject({ name: pad.name, version: pad.version });
    const rows = await ctx.db.select().from(activityLogs).where(eq(activityLogs.pad_id, id));
    expect(rows.map((row) => row.action)).toEqual(['pad_created']);
  });

  test('an archived pad refuses edits with a clear message', async () => {
    const id = await createPad();
    const pad = await detail(id);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/pads/toggle-pad-deletion/${id}`,
      headers: auth.headers,
      payload: { note: 'Closed down' },
    });
    const res = await put(id, contactBody(await detail(id), { name: 'x' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This pad is archived: unarchive it before changing it.');
    expect(pad.name).toBe((await detail(id)).name);
  });

  test('non-numeric and unknown ids', async () => {
    expect((await put('x1', { tab: 'contact' })).statusCode).toBe(422);
    expect((await put(99999999, { tab: 'contact', version: 1 })).statusCode).toBe(404);
  });
});

describe('actions', () => {
  const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/admin/pads/${url}`, headers: auth.headers, payload });

  test('moderation toggles status 1 ↔ 3 and is logged', async () => {
    const id = await createPad();
    const res = await call('PATCH', `toggle-moderation/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status_id: 3, version: 2 });
    expect((await call('PATCH', `toggle-moderation/${id}`)).json().data.status_id).toBe(1);
    expect((await logs(id)).data.map((l: { action_type: string }) => l.action_type)).toEqual([
      'pad_unmoderated',
      'pad_moderated',
      'pad_created',
    ]);
    expect((await call('PATCH', `toggle-moderation/${id}?version=1`)).statusCode).toBe(409);
  });

  test('save as private: only an unmoderated non-APOI pad with a pilot submitter, once', async () => {
    const id = await createPad();
    const refused = await call('PUT', `toggle-pad-private-status/${id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Only a pad submitted by a pilot can be saved as private.');
    const pilot = await createUser(ctx.db, { role: ROLE.Pilot });
    await ctx.db.update(pads).set({ submitter_user_id: pilot.id }).where(eq(pads.id, id));
    const res = await call('PUT', `toggle-pad-private-status/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ is_private: true, private_user_id: pilot.id });
    expect(res.json().data.submitters[0]).toMatchObject({ user_id: pilot.id, is_submitter_pilot: true });
    // The page's rule (submitterIsPilot in @pads/contracts) reads the submitter the server checked.
    expect(res.json().data.submitter_user_id).toBe(pilot.id);
    expect((await call('PUT', `toggle-pad-private-status/${id}`)).json().message).toBe('The pad is already private.');
    // A private pad limits the others.
    expect((await call('PATCH', `toggle-moderation/${id}`)).json().message).toBe('A private pad cannot be moderated.');
    expect((await call('PUT', `toggle-pads-recommended/${id}`)).json().message).toBe(
      'A private pad cannot be recommended.',
    );
    expect((await call('GET', `add-to-purgatory/${id}`)).json().message).toBe(
      'A private pad cannot be added to purgatory.',
    );

    const apoi = await createPad({ category_id: 1 });
    await ctx.db.update(pads).set({ submitter_user_id: pilot.id }).where(eq(pads.id, apoi));
    expect((await call('PUT', `toggle-pad-private-status/${apoi}`)).json().message).toBe(
      'An Aerial Point of Interest cannot be private.',
    );
    const moderated = await createPad();
    await ctx.db.update(pads).set({ submitter_user_id: pilot.id, status_id: 3 }).where(eq(pads.id, moderated));
    expect((await call('PUT', `toggle-pad-private-status/${moderated}`)).json().message).toBe(
      'Only an unmoderated pad can be saved as private.',
    );
  });

  test('purgatory: once, for unmoderated pads', async () => {
    const id = await createPad();
    const res = await call('GET', `add-to-purgatory/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Pad added to purgatory', data: { is_added_to_purgatory: true } });
    expect((await call('GET', `add-to-purgatory/${id}`)).statusCode).toBe(422);
    const moderated = await createPad();
    await call('PATCH', `toggle-moderation/${moderated}`);
    expect((await call('GET', `add-to-purgatory/${moderated}`)).json().message).toBe(
      'Only an unmoderated pad can be added to purgatory.',
    );
  });

  test('recommended toggles, blocked by a premium owner contact', async () => {
    const id = await createPad();
    expect((await call('PUT', `toggle-pads-recommended/${id}`)).json().data.is_pads_recommended_admin).toBe(true);
    expect((await call('PUT', `toggle-pads-recommended/${id}`)).json().data.is_pads_recommended_admin).toBe(false);
    const premium = await createUser(ctx.db, { role: ROLE.Owner, renewal_date: new Date(Date.now() + 86400000 * 30) });
    await ctx.db
      .insert(contacts)
      .values({ pad_id: id, user_id: premium.id, contact_type_id: 4, email: premium.email, is_claimed: true });
    const res = await call('PUT', `toggle-pads-recommended/${id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The pad has a premium owner: it is recommended already.');
    expect((await detail(id)).is_recommended).toBe(true);
  });

  test('archive needs a reason; unarchive clears it; archived pads refuse other actions', async () => {
    const id = await createPad();
    const none = await call('POST', `toggle-pad-deletion/${id}`, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.note).toEqual(['Please provide reason']);
    expect((await call('POST', `toggle-pad-deletion/${id}`, { note: 'ab' })).json().errors.note).toEqual([
      'At least 3 characters',
    ]);
    const archived = await call('POST', `toggle-pad-deletion/${id}`, { note: 'Closed down' });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().data.deleted_at).toEqual(expect.any(String));
    for (const [method, url] of [
      ['PATCH', `toggle-moderation/${id}`],
      ['PUT', `toggle-pads-recommended/${id}`],
      ['GET', `add-to-purgatory/${id}`],
      ['PUT', `toggle-pad-private-status/${id}`],
    ] as const) {
      const res = await call(method, url);
      expect([res.statusCode, res.json().message]).toEqual([
        409,
        'This pad is archived: unarchive it before changing it.',
      ]);
    }
    const restored = await call('POST', `toggle-pad-deletion/${id}`);
    expect(restored.json().data.deleted_at).toBeNull();
    const actions = (await logs(id)).data.map((l: { action_type: string }) => l.action_type);
    expect(actions).toEqual(['pad_unarchived', 'pad_archived', 'pad_created']);
  });

  test('generate link for web and mobile', async () => {
    const id = await createPad();
    expect((await call('GET', `generate-link/${id}`)).json().data).toBe(`https://pads.example.com/pads/${id}`);
    expect((await call('GET', `generate-link/${id}?device=mobile`)).json().data).toBe(`pads://pads/${id}`);
    expect((await call('GET', `generate-link/${id}?device=tv`)).statusCode).toBe(422);
    expect((await call('GET', 'generate-link/99999999')).statusCode).toBe(404);
  });

  test('non-numeric and unknown ids on every action', async () => {
    for (const [method, url] of [
      ['PATCH', 'toggle-moderation'],
      ['PUT', 'toggle-pads-recommended'],
      ['GET', 'add-to-purgatory'],
      ['PUT', 'toggle-pad-private-status'],
      ['POST', 'toggle-pad-deletion'],
    ] as const) {
      expect((await call(method, `${url}/abc`, method === 'GET' ? undefined : {})).statusCode).toBe(422);
      expect((await call(method, `${url}/99999999`, method === 'GET' ? undefined : { note: 'abc' })).statusCode).toBe(
        404,
      );
    }
  });
});

describe('primary contact', () => {
  const setPrimary = (a: number | string, b: number | string, c: number | string, headers = auth.headers) =>
    ctx.app.inject({ method: 'PUT', url: `/api/pads/set-primary-contact/${a}/${b}/${c}`, headers });

  test('moves the primary mark among contacts of type 1/4 with an e-mail or phone', async () => {
    const id = await createPad({
      contacts: [
        { name: 'A', email: 'a@pads.test', contact_type_id: 1 },
        { name: 'B', phone: '+35312', contact_type_id: 4 },
        { name: 'C', contact_type_id: 1 },
      ],
    });
    const [a, b, c] = (await detail(id)).editable_contacts;
    const res = await setPrimary(id, b.id, 4);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.filter((x: { is_primary: boolean }) => x.is_primary)
        .map((x: { id: number }) => x.id),
    ).toEqual([b.id]);
    expect((await logs(id)).data[0]).toMatchObject({
      action_type: 'primary_contact_changed',
      additional: { changes: { primary_contact_id: { before: a.id, after: b.id } } },
    });
    const none = await setPrimary(id, c.id, 1);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(
      'None of the contacts match the requirement. The contact must have a valid email address or phone number.',
    );
    expect((await setPrimary(id, b.id, 1)).statusCode).toBe(422);
    expect((await setPrimary(id, 99999999, 1)).statusCode).toBe(404);
    expect((await setPrimary(99999999, b.id, 4)).statusCode).toBe(404);
    expect((await setPrimary('x', b.id, 4)).statusCode).toBe(422);
    expect((await setPrimary(id, b.id, 4, {})).statusCode).toBe(401);
    expect((await setPrimary(id, b.id, 4, (await signIn(ctx.db, ROLE.Pilot)).headers)).statusCode).toBe(403);
  });
});

describe('uploads', () => {
  const upload = async (
    padId: number | string,
    file: Buffer,
    direction = 'east',
    headers = auth.headers,
    filename = 'p.png',
  ) => {
    const body = multipartBody([
      { name: 'direction', value: direction },
      { name: 'upload', value: file, filename, contentType: 'image/png' },
    ]);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/uploads/pads/${padId}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  test('upload, reorder and delete, each logged; grouped by uploader role', async () => {
    const id = await createPad();
    const png = await image('png', 40, 30);
    const ids: number[] = [];
    for (const direction of ['north', 'east', 'south']) {
      const res = await upload(id, png, direction, auth.headers, `C:\\Photos\\${direction} gate.png`);
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        title: `${direction} gate.png`,
        direction,
        file_url: expect.stringMatching(/^http:\/\/api\.test\/uploads\//),
      });
      ids.push(res.json().data.id);
    }
    const pad = await detail(id);
    expect(pad.uploads.admin.map((u: { id: number }) => u.id)).toEqual(ids);
    // The title is the name of the file the uploader chose, without the folder a browser may send.
    expect(pad.uploads.admin.map((u: { title: string }) => u.title)).toEqual([
      'north gate.png',
      'east gate.png',
      'south gate.png',
    ]);
    expect(pad.version).toBe(1);

    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads/add-upload-order',
      headers: auth.headers,
      payload: [
        { id: ids[2], order: 0 },
        { id: ids[0], order: 1 },
        { id: ids[1], order: 2 },
      ],
    });
    expect(order.statusCode).toBe(204);
    expect((await detail(id)).uploads.admin.map((u: { id: number }) => u.id)).toEqual([ids[2], ids[0], ids[1]]);

    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/uploads/${ids[0]}`, headers: auth.headers });
    expect(del.statusCode).toBe(204);
    expect((await detail(id)).uploads.admin).toHaveLength(2);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/uploads/${ids[0]}`, headers: auth.headers })).statusCode,
    ).toBe(404);
    expect((await logs(id)).data.map((l: { action_type: string }) => l.action_type).slice(0, 2)).toEqual([
      'upload_deleted',
      'uploads_reordered',
    ]);
  });

  test('refuses non-images, a fifth photo, bad directions, oversize files and unknown pads', async () => {
    const id = await createPad();
    const notImage = await upload(id, Buffer.from('\x89PNG but not really'));
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors.upload).toEqual(['The photo must be a PNG or JPEG image.']);
    expect((await upload(id, await image('jpeg', 20, 20), 'up')).statusCode).toBe(422);
    for (let i = 0; i < 4; i++) expect((await upload(id, await image('jpeg', 20, 20))).statusCode).toBe(201);
    const fifth = await upload(id, await image('png', 20, 20));
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json().errors.upload).toEqual(['A pad can show at most 4 photos.']);
    const big = Buffer.concat([await image('png', 10, 10), Buffer.alloc(11 * 1024 * 1024)]);
    expect((await upload(id, big)).statusCode).toBe(413);
    expect((await upload(99999999, await image('png', 10, 10))).statusCode).toBe(404);
    expect((await upload('abc', await image('png', 10, 10))).statusCode).toBe(422);
    expect((await upload(id, await image('png', 10, 10), 'north', {})).statusCode).toBe(401);
    expect(
      (await upload(id, await image('png', 10, 10), 'north', (await signIn(ctx.db, ROLE.Owner)).headers)).statusCode,
    ).toBe(403);
  });

  test('order refusals: unknown uploads, mixed pads, bad bodies', async () => {
    const a = await createPad();
    const b = await createPad();
    const ua = (await upload(a, await image('png', 10, 10))).json().data.id;
    const ub = (await upload(b, await image('png', 10, 10))).json().data.id;
    const order = (payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/uploads/add-upload-order',
        headers: auth.headers,
        payload: payload as object,
      });
    expect(
      (
        await order([
          { id: ua, order: 0 },
          { id: ub, order: 1 },
        ])
      ).json().errors.uploads,
    ).toEqual(['The uploads must all belong to one pad.']);
    expect((await order([{ id: 99999999, order: 0 }])).statusCode).toBe(422);
    expect((await order({})).statusCode).toBe(422);
    expect((await order([{ id: 'x', order: 0 }])).statusCode).toBe(422);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/uploads/abc', headers: auth.headers })).statusCode,
    ).toBe(422);
  });
});

describe('pad logs', () => {
  test('pages of 25, newest first, with the user and role label', async () => {
    const id = await createPad();
    for (let i = 0; i < 26; i++)
      await ctx.app.inject({ method: 'PATCH', url: `/api/admin/pads/toggle-moderation/${id}`, headers: auth.headers });
    const first = await logs(id);
    expect(first.data).toHaveLength(25);
    expect(first.meta).toMatchObject({ per_page: 25, total: 27, current_page: 1, last_page: 2 });
    const second = (
      await ctx.app.inject({ method: 'GET', url: `/api/admin/logs/pad-logs/${id}?page=2`, headers: auth.headers })
    ).json();
    expect(second.data).toHaveLength(2);
    expect(second.data[0]).toMatchObject({
      action_type: 'pad_moderated',
      additional: { changes: { status_id: { before: 1, after: 3 } } },
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/logs/pad-logs/abc', headers: auth.headers })).statusCode,
    ).toBe(422);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/logs/pad-logs/99999999', headers: auth.headers }))
        .statusCode,
    ).toBe(404);
  });
});
