// The merge screen's calls: the moderation tabs, POST /admin/revisions/pad/update/:id (the pad becomes
// the merged values, logged with before/after, race-safe) and the duplicates badge count.
import { and, eq, sql } from 'drizzle-orm';
import { activityLogs, contacts, countries, pads, revisions } from '../../src/db/schema.js';
import { computeAllPairs, keptPairs } from '../../src/domain/duplicatePairs.js';
import type { PadSnapshot } from '../../src/domain/padSnapshot.js';
import { userWithToken } from '../helpers.js';
import {
  call,
  mergePayloadFrom,
  padBody,
  revisionTestWorld,
  submitPad,
  type RevisionTestWorld,
} from '../fixtures/revisions.js';

let w: RevisionTestWorld;
beforeAll(async () => {
  w = await revisionTestWorld();
  await w.ctx.db.insert(countries).values([
    { code: 'IE', name: 'Ireland' },
    { code: 'GB', name: 'United Kingdom' },
  ]);
});
afterAll(() => w.ctx.close());

const admin = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  call(w.ctx, method, url, w.admin.headers, payload);
const pilotCall = (url: string, payload: unknown = {}) => call(w.ctx, 'POST', url, w.pilot.headers, payload);
const padOf = async (id: number) => (await w.ctx.db.select().from(pads).where(eq(pads.id, id)))[0]!;
const padLogs = (padId: number, action: string) =>
  w.ctx.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.pad_id, padId), eq(activityLogs.action, action)));

/** A pad with a pending suggested update: the ids and the revision as the merge screen loads it. */
async function suggested(overrides: Record<string, unknown> = {}) {
  const { padId } = await submitPad(w.ctx, w.pilot.headers);
  const res = await pilotCall(`/api/app/pads/${padId}/suggest-update`, padBody(overrides));
  const revisionId = res.json().data.revision_id as number;
  const shown = (await admin('GET', `/api/admin/revisions/${revisionId}`)).json().data;
  return { padId, revisionId, shown };
}

/** The merged payload the screen sends, here: everything from the current pad, then `overrides`. */
const payloadFrom = (current: PadSnapshot, overrides: Record<string, unknown> = {}) =>
  mergePayloadFrom(current, { 'location#is_address_split': true, ...overrides });

describe('moderation tabs', () => {
  test('each tab lists its types; the pending list is filters[status:includes][]=1', async () => {
    const { padId } = await submitPad(w.ctx, w.pilot.headers, { name: 'Tabbed' });
    await pilotCall(`/api/app/pads/${padId}/suggest-update`, padBody({ name: 'Tabbed 2' }));
    await pilotCall(`/api/app/pads/${padId}/report`, { pad_report_type: 0 });
    await call(w.ctx, 'POST', `/api/app/pads/${padId}/claim`, w.owner.headers, {});
    await call(w.ctx, 'POST', `/api/app/pads/${padId}/request-moderation`, w.owner.headers, {});
    const typesOf = async (tab: string) =>
      (await admin('GET', `/api/admin/revisions?tab=${tab}&filters[pad_id]=${padId}&filters[status:includes][]=1`))
        .json()
        .data.map((r: { type: number }) => r.type)
        .sort();
    expect(await typesOf('all')).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(await typesOf('additions')).toEqual([1]);
    expect(await typesOf('updates')).toEqual([3]);
    expect(await typesOf('claims')).toEqual([2]);
    expect(await typesOf('reported')).toEqual([4]);
    expect(await typesOf('converted')).toEqual([]);
    const requested = await typesOf('moderation_requested');
    expect(requested.every((t: number) => t === 5)).toBe(true);
    // Resolved revisions leave the pending list.
    const [update] = (await admin('GET', `/api/admin/revisions?tab=updates&filters[pad_id]=${padId}`)).json().data;
    await admin('GET', `/api/admin/revisions/cancel/${update.id}`);
    expect(await typesOf('updates')).toEqual([]);
  });
});

test("the moderation screen's default query: pending, dated, a tab", async () => {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const res = await admin(
    'GET',
    `/api/admin/revisions?page=1&sort_direction=descend&filters[status:in]=[1]&filters[created_at:between]=2021-01-01,${tomorrow}&tab=updates`,
  );
  expect(res.json()).toMatchObject({ entity: 'revisions' });
  expect(res.statusCode).toBe(200);
});

test("GET /revisions/:id: `current` carries the pad's survey and submitter (the merge screen's badges and rows)", async () => {
  const { padId, revisionId, shown } = await suggested({ name: 'Surveyed suggestion' });
  const submitter = { id: w.pilot.user.id, username: w.pilot.user.username };
  expect(shown.current).toMatchObject({ id: padId, survey_id: null, survey_progress_percentage: null, submitter });
  const survey = await call(w.ctx, 'POST', `/api/surveys/${padId}`, w.pilot.headers, {});
  const again = (await admin('GET', `/api/admin/revisions/${revisionId}`)).json().data;
  expect(again.current).toMatchObject({ survey_id: survey.json().data.id, survey_progress_percentage: 0, submitter });
});

describe('POST /api/admin/revisions/pad/update/:id', () => {
  test('the pad becomes exactly the merged values, logged with before/after, in one go', async () => {
    const { padId, revisionId, shown } = await suggested({ name: 'Suggested name', website: 'https://new.example' });
    const current = shown.current;
    const before = await padOf(padId);
    const body = payloadFrom(current, {
      name: shown.next.name,
      'location#latitude': 53.25,
      'location#longitude': -6.5,
      'location#country': 'GB',
      'location#region': 'Leinster',
      tags: [2, 3],
      warnings: [6],
      landing_fees: 2,
      hisc: 'IEABCDef',
      'pad_social#website': 'https://merged.example',
      'pad_social#twitter_handle': 'hilltop',
      contacts: [
        { ...current.contacts[0], name: 'Ann Merged', phone: '+35311' },
        { name: 'New Person', email: 'new@pads.test', phone: '', contact_type_id: 1 },
      ],
    });
    const res = await admin('POST', `/api/admin/revisions/pad/update/${revisionId}`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Success!', data: { id: revisionId, status: 2 } });
    const after = await padOf(padId);
    expect(after).toMatchObject({
      name: 'Suggested name',
      latitude: 53.25,
      longitude: -6.5,
      country_code: 'GB',
      country: 'United Kingdom',
      region: 'Leinster',
      landing_fee_id: 2,
      hisc: 'IEABCDef',
      website: 'https://merged.example',
      twitter_handle: '@hilltop',
      version: before.version + 1,
    });
    const padContacts = await w.ctx.db.select().from(contacts).where(eq(contacts.pad_id, padId));
    expect(padContacts.map((c) => c.name).sort()).toEqual(['Ann Merged', 'New Person']);
    expect(padContacts.find((c) => c.name === 'Ann Merged')!.id).toBe(current.contacts[0].id);
    const shownAfter = (await admin('GET', `/api/admin/revisions/${revisionId}`)).json().data.current;
    expect(shownAfter).toMatchObject({ tags: [2, 3], warnings: [6] });

    const [merged] = await padLogs(padId, 'revision_merged');
    expect(merged).toMatchObject({ user_id: w.admin.user.id, entity_type: 'pad', entity_id: padId });
    expect(merged!.changes).toMatchObject({
      name: { before: 'Hilltop Farm', after: 'Suggested name' },
      tags: { before: [1], after: [2, 3] },
      location: { before: { latitude: 52.1 }, after: { latitude: 53.25, country_code: 'GB' } },
    });
    expect(merged!.details).toMatchObject({ revision_id: revisionId, is_address_split: true });
    expect(merged!.changes!.location).toMatchObject({
      before: { is_address_split: false },
      after: { is_address_split: true },
    });
    const detail = (await admin('GET', `/api/admin/pads/${padId}`)).json().data;
    expect(detail.location.is_address_split).toBe(true);
    const [accepted] = await padLogs(padId, 'revision_accepted');
    expect(accepted).toMatchObject({ entity_type: 'revision', entity_id: revisionId });
    expect((await w.ctx.db.select().from(revisions).where(eq(revisions.id, revisionId)))[0]!.status).toBe(2);
  });

  test('the answer names the next pending update; a second merge is a 409', async () => {
    const first = await suggested({ name: 'First' });
    const second = await suggested({ name: 'Second' });
    const res = await admin(
      'POST',
      `/api/admin/revisions/pad/update/${first.revisionId}`,
      payloadFrom(first.shown.current),
    );
    expect(res.statusCode).toBe(200);
    const next = res.json().data.next_revision_id;
    expect(next).not.toBe(first.revisionId);
    expect(typeof next).toBe('number');
    const again = await admin(
      'POST',
      `/api/admin/revisions/pad/update/${first.revisionId}`,
      payloadFrom(first.shown.current),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This revision is already resolved.');
    await admin('GET', `/api/admin/revisions/cancel/${second.revisionId}`);
  });

  test('two admins merging at once: one wins, the other gets 409; one merge logged', async () => {
    const { padId, revisionId, shown } = await suggested();
    const other = await userWithToken(w.ctx.db);
    const url = `/api/admin/revisions/pad/update/${revisionId}`;
    const [a, b] = await Promise.all([
      admin('POST', url, payloadFrom(shown.current, { name: 'By A' })),
      call(w.ctx, 'POST', url, other.headers, payloadFrom(shown.current, { name: 'By B' })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await padLogs(padId, 'revision_merged')).toHaveLength(1);
    expect((await padOf(padId)).name).toBe(a.statusCode === 200 ? 'By A' : 'By B');
  });

  test('rejecting the revision leaves the pad as it was', async () => {
    const { padId, revisionId } = await suggested({ name: 'Never' });
    const before = await padOf(padId);
    expect((await admin('GET', `/api/admin/revisions/cancel/${revisionId}`)).statusCode).toBe(200);
    expect(await padOf(padId)).toMatchObject({ name: before.name, version: before.version });
    const merge = await admin('POST', `/api/admin/revisions/pad/update/${revisionId}`, {});
    expect(merge.statusCode).toBe(422);
  });

  test('403 for a revision that is not an update; 404 unknown; 422 bad id', async () => {
    const { revisionId } = await submitPad(w.ctx, w.pilot.headers);
    const res = await admin('POST', `/api/admin/revisions/pad/update/${revisionId}`, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You are not authorized for this action.');
    expect((await admin('POST', '/api/admin/revisions/pad/update/999999', {})).statusCode).toBe(404);
    expect((await admin('POST', '/api/admin/revisions/pad/update/abc', {})).statusCode).toBe(422);
  });

  test('refusals: 422 per merge row, unknown references, a stale pad version; nothing resolved', async () => {
    const { padId, revisionId, shown } = await suggested();
    const url = `/api/admin/revisions/pad/update/${revisionId}`;
    const invalid = await admin(
      'POST',
      url,
      payloadFrom(shown.current, {
        'location#latitude': 95,
        hisc: 'nope',
        'pad_social#twitter_handle': '@x',
        contacts: [],
      }),
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      'location#latitude': ['Max: 90'],
      hisc: ['ex: RCNNNNnn'],
      'pad_social#twitter_handle': ['"@" symbol already is'],
      contacts: ['The pad must have at least one contact'],
    });
    const wrongType = await admin('POST', url, payloadFrom(shown.current, { name: { a: 1 } }));
    expect(wrongType.statusCode).toBe(422);
    const references = await admin(
      'POST',
      url,
      payloadFrom(shown.current, { tags: [99], category_id: 99, 'location#country': 'ZZ', owners: [] }),
    );
    expect(references.statusCode).toBe(422);
    expect(Object.keys(references.json().errors).sort()).toEqual(['category_id', 'location#country', 'tags']);
    const owners = await admin('POST', url, payloadFrom(shown.current, { owners: [123456] }));
    expect(owners.statusCode).toBe(422);
    expect(owners.json().errors.owners).toBeDefined();
    const { version } = await padOf(padId);
    const stale = await admin('POST', url, payloadFrom(shown.current, { version: version - 1 }));
    expect(stale.statusCode).toBe(409);
    expect((await w.ctx.db.select().from(revisions).where(eq(revisions.id, revisionId)))[0]!.status).toBe(1);
    expect(await padLogs(padId, 'revision_merged')).toHaveLength(0);
    const ok = await admin('POST', url, payloadFrom(shown.current, { version }));
    expect(ok.statusCode).toBe(200);
  });

  test('owners left out of `owners` are removed from the pad', async () => {
    const { padId, revisionId, shown } = await suggested();
    const [owner] = await w.ctx.db
      .insert(contacts)
      .values({ pad_id: padId, contact_type_id: 4, name: 'Owner', email: 'o@pads.test', is_claimed: true })
      .returning();
    const current = (await admin('GET', `/api/admin/revisions/${revisionId}`)).json().data.current;
    expect(payloadFrom(current).owners).toEqual([owner!.id]);
    const res = await admin('POST', `/api/admin/revisions/pad/update/${revisionId}`, {
      ...payloadFrom(shown.current),
      owners: [],
    });
    expect(res.statusCode).toBe(200);
    const left = await w.ctx.db.select().from(contacts).where(eq(contacts.pad_id, padId));
    expect(left.map((c) => c.contact_type_id)).toEqual([1]);
    const [merged] = await padLogs(padId, 'revision_merged');
    expect(merged!.changes).toMatchObject({ owners: { before: [owner!.id], after: [] } });
  });
});

describe('GET /api/admin/dupe-checker/dupe-report-count', () => {
  test('counts the pairs the duplicates list shows by default', async () => {
    const res = await admin('GET', '/api/admin/dupe-checker/dupe-report-count');
    expect(res.statusCode).toBe(200);
    const list = (await admin('GET', '/api/admin/dupe-checker/index')).json();
    expect(res.json()).toEqual({ data: { dupe_count: list.meta.total } });
  });
});

describe('duplicate pairs kept by revision writes', () => {
  /** Metres to degrees of latitude. */
  const north = (m: number) => m / 111_195;
  const at = (latitude: number, longitude: number) => ({ location: { ...padBody().location, latitude, longitude } });
  const paired = async (a: number, b: number) =>
    (
      await w.ctx.db.execute(
        sql`SELECT distance_m FROM duplicate_pairs WHERE pad_a = ${Math.min(a, b)} AND pad_b = ${Math.max(a, b)}`,
      )
    ).rows[0] as { distance_m: number } | undefined;
  const expectKeptEqualsFull = async () => expect(await keptPairs(w.ctx.db)).toEqual(await computeAllPairs(w.ctx.db));

  test('an accepted suggestion that moves a pad 50 m from another pairs them', async () => {
    const { padId: other } = await submitPad(w.ctx, w.pilot.headers, { name: 'Bog Field', ...at(54.1, -8.2) });
    const { padId } = await submitPad(w.ctx, w.pilot.headers, { name: 'Far Field', ...at(54.3, -8.2) });
    expect(await paired(other, padId)).toBeUndefined();
    const sug = await pilotCall(`/api/app/pads/${padId}/suggest-update`, padBody(at(54.1 + north(50), -8.2)));
    expect(sug.statusCode).toBe(201);
    expect((await admin('GET', `/api/admin/revisions/accept/${sug.json().data.revision_id}?type=3`)).statusCode).toBe(
      200,
    );
    expect((await paired(other, padId))?.distance_m).toBeCloseTo(50, 0);
    await expectKeptEqualsFull();
  });

  test('a merge that puts the pad 50 m from another pairs them', async () => {
    const { padId: other } = await submitPad(w.ctx, w.pilot.headers, { name: 'Moss Field', ...at(54.6, -8.4) });
    const { padId, revisionId, shown } = await suggested({ name: 'Merged Far', ...at(54.8, -8.4) });
    expect(await paired(other, padId)).toBeUndefined();
    const res = await admin(
      'POST',
      `/api/admin/revisions/pad/update/${revisionId}`,
      payloadFrom(shown.current, { 'location#latitude': 54.6 + north(50), 'location#longitude': -8.4 }),
    );
    expect(res.statusCode).toBe(200);
    expect((await paired(other, padId))?.distance_m).toBeCloseTo(50, 0);
    await expectKeptEqualsFull();
  });
});
