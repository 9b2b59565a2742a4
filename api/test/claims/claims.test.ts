// Claims (issue 35 part 1): a lease in PostgreSQL on a revision or a duplicate pair, renewed by its screen, released
// when it closes, over 60 s after its last renewal. Another admin sees who holds it and since when, cannot decide
// on it (409 naming the holder), can take it over (logged), and "next pending" skips it.
import { sql } from 'drizzle-orm';
import { countries } from '../../src/db/schema.js';
import { auditLogOf, ROLE, userWithToken } from '../helpers.js';
import {
  call,
  mergePayloadFrom,
  padBody,
  revisionTestWorld,
  submitPad,
  type RevisionTestWorld,
} from '../fixtures/revisions.js';

let w: RevisionTestWorld;
let other: Awaited<ReturnType<typeof userWithToken>>;
beforeAll(async () => {
  w = await revisionTestWorld();
  await w.ctx.db.insert(countries).values([{ code: 'IE', name: 'Ireland' }]);
  other = await userWithToken(w.ctx.db, { role: ROLE.Admin, first_name: 'Bea', last_name: 'Second' });
});
afterAll(() => w.ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const asA = (method: Method, url: string, payload?: unknown) => call(w.ctx, method, url, w.admin.headers, payload);
const asB = (method: Method, url: string, payload?: unknown) => call(w.ctx, method, url, other.headers, payload);
const nameOfA = () => `${w.admin.user.first_name} ${w.admin.user.last_name}`;

/** A pending suggested update (what the merge screen opens), on a pad of its own. */
async function pendingUpdate(latitude: number) {
  const { padId } = await submitPad(w.ctx, w.pilot.headers, { location: { ...padBody().location, latitude } });
  const res = await call(
    w.ctx,
    'POST',
    `/api/app/pads/${padId}/suggest-update`,
    w.pilot.headers,
    padBody({ name: 'Renamed' }),
  );
  return { padId, revisionId: res.json().data.revision_id as number };
}

describe('a revision claimed by one admin', () => {
  test('is shown to the others with who and since when, and its decisions are theirs alone', async () => {
    const { padId, revisionId } = await pendingUpdate(50.1);
    const claimed = await asA('PUT', `/api/admin/claims/revision/${revisionId}`);
    expect(claimed.json().data).toEqual({
      mine: true,
      claim: {
        kind: 'revision',
        item_a: revisionId,
        item_b: 0,
        pad_ids: [padId],
        admin: { id: w.admin.user.id, name: nameOfA() },
        claimed_at: expect.any(String),
        expires_at: expect.any(String),
      },
    });
    const { claimed_at, expires_at } = claimed.json().data.claim;
    expect(Date.parse(expires_at) - Date.parse(claimed_at)).toBeCloseTo(60_000, -3);
    expect((await asB('GET', '/api/admin/claims')).json().data).toEqual([claimed.json().data.claim]);

    // The second admin's screen: read-only, naming the holder.
    const seen = await asB('PUT', `/api/admin/claims/revision/${revisionId}`);
    expect(seen.json().data).toMatchObject({ mine: false, claim: { admin: { id: w.admin.user.id }, claimed_at } });
    // Accept, Reject, Merge by the other admin: 409 naming the holder.
    const shown = (await asA('GET', `/api/admin/revisions/${revisionId}`)).json().data;
    const payload = mergePayloadFrom(shown.current, { version: shown.current.version });
    for (const res of [
      await asB('GET', `/api/admin/revisions/accept/${revisionId}`),
      await asB('GET', `/api/admin/revisions/cancel/${revisionId}`),
      await asB('POST', `/api/admin/revisions/pad/update/${revisionId}`, payload),
    ]) {
      expect([res.statusCode, res.json().message]).toEqual([409, `${nameOfA()} is reviewing this.`]);
      expect(res.json().claimed_by).toEqual({ id: w.admin.user.id, name: nameOfA(), claimed_at });
    }
    expect((await asA('GET', `/api/admin/revisions/${revisionId}`)).json().data.status).toBe(1);

    // The holder's heartbeat renews it: same start, later end.
    await w.ctx.db.execute(sql`UPDATE moderation_claims SET expires_at = expires_at - interval '30 seconds'`);
    const renewed = (await asA('PUT', `/api/admin/claims/revision/${revisionId}`)).json().data.claim;
    expect(renewed.claimed_at).toBe(claimed_at);
    expect(Date.parse(renewed.expires_at)).toBeGreaterThan(Date.parse(expires_at) - 30_000);

    // The holder decides.
    const merged = await asA('POST', `/api/admin/revisions/pad/update/${revisionId}`, payload);
    expect(merged.statusCode).toBe(200);
  });

  test('"next pending" skips the updates others are reviewing', async () => {
    const first = await pendingUpdate(50.2);
    const second = await pendingUpdate(50.3);
    const nextFor = async (as: typeof asA, after = 0) =>
      (await as('GET', `/api/admin/revisions/next-pending?after=${after}`)).json().data.id as number | null;
    // Earlier tests' updates are resolved or further back; the oldest pending is `first`.
    expect(await nextFor(asB)).toBe(first.revisionId);
    await asA('PUT', `/api/admin/claims/revision/${first.revisionId}`);
    expect(await nextFor(asB)).toBe(second.revisionId);
    expect(await nextFor(asA)).toBe(first.revisionId);
    expect(await nextFor(asA, first.revisionId)).toBe(second.revisionId);
    expect((await asA('GET', '/api/admin/revisions/next-pending?after=abc')).statusCode).toBe(422);
    // The merge answer's next item skips them too.
    const shown = (await asB('GET', `/api/admin/revisions/${second.revisionId}`)).json().data;
    const merged = await asB(
      'POST',
      `/api/admin/revisions/pad/update/${second.revisionId}`,
      mergePayloadFrom(shown.current, { version: shown.current.version }),
    );
    expect(merged.json().data.next_revision_id).not.toBe(first.revisionId);
    await asA('DELETE', `/api/admin/claims/revision/${first.revisionId}`);
  });

  test('take over: the claim becomes the second admin’s (logged), and the first learns it at its next heartbeat', async () => {
    const { revisionId } = await pendingUpdate(50.4);
    await asA('PUT', `/api/admin/claims/revision/${revisionId}`);
    const taken = await asB('POST', `/api/admin/claims/revision/${revisionId}/take-over`);
    expect(taken.json().data).toMatchObject({
      mine: true,
      claim: { admin: { id: other.user.id, name: 'Bea Second' } },
    });
    expect((await asA('PUT', `/api/admin/claims/revision/${revisionId}`)).json().data).toMatchObject({
      mine: false,
      claim: { admin: { name: 'Bea Second' } },
    });
    const log = (await auditLogOf(w.ctx.db, 'revision', revisionId)).find((l) => l.action === 'claim_taken_over');
    expect(log).toMatchObject({ user_id: other.user.id, subject_user_id: w.admin.user.id });
    expect((await asA('GET', `/api/admin/revisions/cancel/${revisionId}`)).statusCode).toBe(409);
    // Releasing: only the holder's own claim goes.
    expect((await asA('DELETE', `/api/admin/claims/revision/${revisionId}`)).json().data.released).toBe(false);
    expect((await asB('DELETE', `/api/admin/claims/revision/${revisionId}`)).json().data.released).toBe(true);
    expect((await asA('GET', '/api/admin/claims')).json().data).toEqual([]);
    expect((await asA('GET', `/api/admin/revisions/cancel/${revisionId}`)).statusCode).toBe(200);
  });

  test('a claim 60 s without a heartbeat is over: the item is free for anyone', async () => {
    const { revisionId } = await pendingUpdate(50.5);
    await asA('PUT', `/api/admin/claims/revision/${revisionId}`);
    await w.ctx.db.execute(sql`UPDATE moderation_claims SET expires_at = now() - interval '1 second'`);
    expect((await asB('GET', '/api/admin/claims')).json().data).toEqual([]);
    const mine = await asB('PUT', `/api/admin/claims/revision/${revisionId}`);
    expect(mine.json().data).toMatchObject({ mine: true, claim: { admin: { id: other.user.id } } });
    expect((await asB('GET', `/api/admin/revisions/accept/${revisionId}`)).statusCode).toBe(200);
  });

  test('unknown items and bad ids', async () => {
    expect((await asA('PUT', '/api/admin/claims/revision/2000000')).statusCode).toBe(404);
    expect((await asA('PUT', '/api/admin/claims/revision/abc')).statusCode).toBe(422);
    expect((await asA('PUT', '/api/admin/claims/pair/5/5')).statusCode).toBe(422);
    expect((await asA('PUT', '/api/admin/claims/pair/1/2000000')).statusCode).toBe(404);
  });
});

describe('a duplicate pair claimed by one admin', () => {
  test('its merge and "not duplicate" by another admin are refused with the holder named', async () => {
    const a = (await submitPad(w.ctx, w.pilot.headers, { location: { ...padBody().location, latitude: 49.1 } })).padId;
    const b = (await submitPad(w.ctx, w.pilot.headers, { location: { ...padBody().location, latitude: 49.1001 } }))
      .padId;
    // The claim is the pair's whichever side is named first.
    expect((await asA('PUT', `/api/admin/claims/pair/${b}/${a}`)).json().data.claim).toMatchObject({
      kind: 'pair',
      item_a: Math.min(a, b),
      item_b: Math.max(a, b),
      pad_ids: [Math.min(a, b), Math.max(a, b)],
    });
    const shown = (await asB('GET', `/api/admin/dupe-checker/show/${a}/${b}`)).json().data;
    const merge = await asB('POST', `/api/admin/dupe-checker/merge-pads/${a}/${b}`, mergePayloadFrom(shown.original));
    expect([merge.statusCode, merge.json().message]).toEqual([409, `${nameOfA()} is reviewing this.`]);
    const dismiss = await call(w.ctx, 'PUT', `/api/admin/pads/toggle-not-duplicated/${a}/${b}`, other.headers);
    expect(dismiss.statusCode).toBe(409);
    expect(
      (await call(w.ctx, 'PUT', `/api/admin/pads/toggle-not-duplicated/${a}/${b}`, w.admin.headers)).statusCode,
    ).toBe(200);
    await asA('DELETE', `/api/admin/claims/pair/${a}/${b}`);
  });
});
