// The pilot/owner app: its own sign-in and the calls that create revisions, with app tokens.
import { REVISION_TYPE } from '@pads/contracts';
import { and, eq } from 'drizzle-orm';
import { activityLogs, pads, revisions, uploads, users } from '../../src/db/schema.js';
import { TEST_PASSWORD, createUser, ROLE, userWithToken } from '../helpers.js';
import { call, padBody, revisionTestWorld, submitPad, type RevisionTestWorld } from '../fixtures/revisions.js';

let w: RevisionTestWorld;
beforeAll(async () => {
  w = await revisionTestWorld();
});
afterAll(() => w.ctx.close());

const login = (email: string, password = TEST_PASSWORD) =>
  w.ctx.app.inject({ method: 'POST', url: '/api/app/auth/login', payload: { email, password } });

describe('app sign-in', () => {
  test('a pilot and an owner get an app token that works on the app calls', async () => {
    for (const role of [ROLE.Pilot, ROLE.Owner]) {
      const user = await createUser(w.ctx.db, { role });
      const res = await login(user.email);
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: user.id, role });
      expect(res.json().user.password_hash).toBeUndefined();
      const headers = { authorization: `Bearer ${res.json().token}` };
      const pad = await submitPad(w.ctx, w.pilot.headers);
      const report = await call(w.ctx, 'POST', `/api/app/pads/${pad.padId}/report`, headers, { pad_report_type: 0 });
      expect(report.statusCode).toBe(201);
      // ...and is refused on the admin API.
      const admin = await call(w.ctx, 'GET', '/api/admin/revisions', headers);
      expect(admin.statusCode).toBe(403);
    }
  });

  test('admins, archived users and deleted accounts cannot sign in to the app; the panel still refuses pilots', async () => {
    const admin = await createUser(w.ctx.db, { role: ROLE.Admin });
    expect((await login(admin.email)).statusCode).toBe(403);
    expect((await login(admin.email)).json().message).toBe('This account cannot sign in to the app.');
    const archived = await createUser(w.ctx.db, { role: ROLE.Pilot, deleted_at: new Date() });
    expect((await login(archived.email)).statusCode).toBe(422);
    const suspended = await createUser(w.ctx.db, { role: ROLE.Pilot, is_deleted_account: true });
    const res = await login(suspended.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account is suspended.');
    const pilot = await createUser(w.ctx.db, { role: ROLE.Pilot });
    expect((await login(pilot.email, 'wrong password')).statusCode).toBe(422);
    const panel = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: pilot.email, password: TEST_PASSWORD },
    });
    expect(panel.statusCode).toBe(403);
  });

  test('a bad body is a 422 on its fields', async () => {
    const res = await w.ctx.app.inject({ method: 'POST', url: '/api/app/auth/login', payload: { email: 'nope' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password']);
  });
});

describe('who may call', () => {
  /** The seven calls that create revisions, each with a body it would accept. */
  const appCalls = (padId: number): [string, unknown][] => [
    ['/api/app/pads', padBody()],
    [`/api/app/pads/${padId}/suggest-update`, padBody({ name: 'Suggested name' })],
    [`/api/app/pads/${padId}/claim`, {}],
    [`/api/app/pads/${padId}/report`, { pad_report_type: 1 }],
    [`/api/app/pads/${padId}/report-review`, { review_id: 1 }],
    [`/api/app/pads/${padId}/report-upload`, { upload_id: 1 }],
    [`/api/app/pads/${padId}/request-moderation`, { comment: 'Please moderate' }],
  ];

  test("on every app call: no token → 401, an archived user's token → 401, a suspended account → 403, an admin token → 403", async () => {
    const { padId } = await submitPad(w.ctx, w.pilot.headers);
    const archived = await userWithToken(w.ctx.db, { role: ROLE.Pilot });
    await w.ctx.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, archived.user.id));
    const suspended = await userWithToken(w.ctx.db, { role: ROLE.Pilot, is_deleted_account: true });
    const before = { revisions: await w.ctx.db.$count(revisions), pads: await w.ctx.db.$count(pads) };
    const calls = appCalls(padId);
    expect(calls).toHaveLength(7);
    for (const [url, body] of calls) {
      const answer = async (headers: Record<string, string>) => {
        const res = await call(w.ctx, 'POST', url, headers, body);
        return [url, res.statusCode, res.json().message] as const;
      };
      expect((await answer({}))[1]).toBe(401);
      expect((await answer(archived.headers)).slice(0, 2)).toEqual([url, 401]);
      expect(await answer(suspended.headers)).toEqual([url, 403, 'This account is suspended.']);
      expect((await answer(w.admin.headers)).slice(0, 2)).toEqual([url, 403]);
    }
    // Nothing was made: the pad keeps its Addition only.
    expect(await w.ctx.db.$count(revisions)).toBe(before.revisions);
    expect(await w.ctx.db.$count(pads)).toBe(before.pads);
    expect(await w.ctx.db.$count(revisions, eq(revisions.pad_id, padId))).toBe(1);
  });
});

describe('submissions', () => {
  test('a new pad: created unmoderated with the pilot as submitter and an Addition with its snapshot', async () => {
    const { padId, revisionId } = await submitPad(w.ctx, w.pilot.headers, { name: 'New Field' });
    const [pad] = await w.ctx.db.select().from(pads).where(eq(pads.id, padId));
    expect(pad).toMatchObject({ name: 'New Field', status_id: 1, submitter_user_id: w.pilot.user.id });
    const [rev] = await w.ctx.db.select().from(revisions).where(eq(revisions.id, revisionId));
    expect(rev).toMatchObject({ type: REVISION_TYPE.Addition, status: 1, user_id: w.pilot.user.id, prev: null });
    expect(rev!.next).toMatchObject({ id: padId, name: 'New Field', location: { latitude: 52.1, longitude: -9.5 } });
    const logs = await w.ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.entity_type, 'revision'), eq(activityLogs.entity_id, revisionId)));
    expect(logs).toHaveLength(1);
  });

  test('a new pad is validated with the shared pad schema (dotted paths) and its references', async () => {
    const res = await call(
      w.ctx,
      'POST',
      '/api/app/pads',
      w.pilot.headers,
      padBody({ name: '', contacts: [{ email: 'x' }] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: ['Required'],
      'contacts.0.email': ['Please enter a valid email!'],
    });
    const refs = await call(w.ctx, 'POST', '/api/app/pads', w.pilot.headers, padBody({ category_id: 99 }));
    expect(refs.statusCode).toBe(422);
    expect(refs.json().errors.category_id).toEqual(['The selected category is invalid.']);
  });

  test('a suggested update stores prev and next; is_updated_by_own_owner only for a claimed owner', async () => {
    const { padId } = await submitPad(w.ctx, w.pilot.headers);
    const res = await call(w.ctx, 'POST', `/api/app/pads/${padId}/suggest-update`, w.pilot.headers, {
      ...padBody({ name: 'Hilltop Farm Renamed' }),
      comment: 'New name on the gate',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ pad_id: padId, type: REVISION_TYPE.Update, status: 1 });
    const [rev] = await w.ctx.db.select().from(revisions).where(eq(revisions.id, res.json().data.revision_id));
    expect(rev!.prev!.name).toBe('Hilltop Farm');
    expect(rev!.next!.name).toBe('Hilltop Farm Renamed');
    expect(rev!.next!.location).toEqual(rev!.prev!.location);
    expect(rev).toMatchObject({ comment: 'New name on the gate', is_updated_by_own_owner: false });
    const bad = await call(
      w.ctx,
      'POST',
      `/api/app/pads/${padId}/suggest-update`,
      w.pilot.headers,
      padBody({ location: { address: 'x', latitude: 91, longitude: 0 } }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['location.latitude']).toEqual(['Max: 90']);
  });

  test('claims: one pending claim per user and pad (409 for a second)', async () => {
    const { padId } = await submitPad(w.ctx, w.pilot.headers);
    const first = await call(w.ctx, 'POST', `/api/app/pads/${padId}/claim`, w.owner.headers, { comment: 'I own it' });
    expect(first.statusCode).toBe(201);
    expect(first.json().data.type).toBe(REVISION_TYPE.Claim);
    const second = await call(w.ctx, 'POST', `/api/app/pads/${padId}/claim`, w.owner.headers, {});
    expect(second.statusCode).toBe(409);
  });

  test('a pad report carries its report type (0–2); anything else is a 422', async () => {
    const { padId } = await submitPad(w.ctx, w.pilot.headers);
    for (const type of [0, 1, 2]) {
      const res = await call(w.ctx, 'POST', `/api/app/pads/${padId}/report`, w.pilot.headers, {
        pad_report_type: type,
        comment: 'c',
      });
      expect(res.statusCode).toBe(201);
      const [rev] = await w.ctx.db.select().from(revisions).where(eq(revisions.id, res.json().data.revision_id));
      expect(rev).toMatchObject({ type: REVISION_TYPE.ReportedPad, pad_report_type: type, comment: 'c' });
    }
    for (const payload of [{}, { pad_report_type: 3 }, { pad_report_type: 'x' }]) {
      const res = await call(w.ctx, 'POST', `/api/app/pads/${padId}/report`, w.pilot.headers, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.pad_report_type).toEqual(['Choose what is wrong with the pad']);
    }
  });

  test('an upload report must name a photo of that pad; a review report stores the review id', async () => {
    const { padId } = await submitPad(w.ctx, w.pilot.headers);
    const other = await submitPad(w.ctx, w.pilot.headers);
    const [photo] = await w.ctx.db
      .insert(uploads)
      .values({ pad_id: padId, user_id: w.pilot.user.id, file_key: 'pads/x.png', mime: 'image/png', size: 1 })
      .returning();
    const ok = await call(w.ctx, 'POST', `/api/app/pads/${padId}/report-upload`, w.pilot.headers, {
      upload_id: photo!.id,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.type).toBe(REVISION_TYPE.ReportedUpload);
    const wrongPad = await call(w.ctx, 'POST', `/api/app/pads/${other.padId}/report-upload`, w.pilot.headers, {
      upload_id: photo!.id,
    });
    expect(wrongPad.statusCode).toBe(422);
    expect(wrongPad.json().errors.upload_id).toEqual(['The selected upload is invalid.']);
    const written = await call(w.ctx, 'POST', `/api/app/pads/${padId}/reviews`, w.owner.headers, { rating: 2 });
    const reviewId = written.json().data.id as number;
    expect(
      (await call(w.ctx, 'POST', `/api/app/pads/${padId}/report-review`, w.pilot.headers, { review_id: 77 }))
        .statusCode,
    ).toBe(422);
    const review = await call(w.ctx, 'POST', `/api/app/pads/${padId}/report-review`, w.pilot.headers, {
      review_id: reviewId,
      comment: 'rude',
    });
    expect(review.statusCode).toBe(201);
    const [rev] = await w.ctx.db.select().from(revisions).where(eq(revisions.id, review.json().data.revision_id));
    expect(rev).toMatchObject({ type: REVISION_TYPE.ReportedReview, review_id: reviewId });
    expect(
      (await call(w.ctx, 'POST', `/api/app/pads/${padId}/report-review`, w.pilot.headers, { review_id: 'x' }))
        .statusCode,
    ).toBe(422);
  });

  test("moderation request (one pending per user) and conversion of one's own private pad", async () => {
    const { padId } = await submitPad(w.ctx, w.pilot.headers);
    expect(
      (await call(w.ctx, 'POST', `/api/app/pads/${padId}/request-moderation`, w.owner.headers, {})).statusCode,
    ).toBe(201);
    expect(
      (await call(w.ctx, 'POST', `/api/app/pads/${padId}/request-moderation`, w.owner.headers, {})).statusCode,
    ).toBe(409);
    // Not the pilot's private pad: refused.
    expect((await call(w.ctx, 'POST', `/api/app/pads/${padId}/convert`, w.pilot.headers, {})).statusCode).toBe(403);
    await w.ctx.db.update(pads).set({ user_id: w.pilot.user.id }).where(eq(pads.id, padId));
    const res = await call(w.ctx, 'POST', `/api/app/pads/${padId}/convert`, w.pilot.headers, {});
    expect(res.statusCode).toBe(201);
    expect(res.json().data.type).toBe(REVISION_TYPE.Converted);
    // Another user's private pad does not exist for them.
    expect(
      (await call(w.ctx, 'POST', `/api/app/pads/${padId}/report`, w.owner.headers, { pad_report_type: 0 })).statusCode,
    ).toBe(404);
  });

  test('unknown, archived and non-numeric pads', async () => {
    const { padId } = await submitPad(w.ctx, w.pilot.headers);
    await w.ctx.db.update(pads).set({ deleted_at: new Date() }).where(eq(pads.id, padId));
    expect(
      (await call(w.ctx, 'POST', `/api/app/pads/${padId}/report`, w.pilot.headers, { pad_report_type: 0 })).statusCode,
    ).toBe(404);
    expect((await call(w.ctx, 'POST', '/api/app/pads/999999/claim', w.pilot.headers, {})).statusCode).toBe(404);
    expect((await call(w.ctx, 'POST', '/api/app/pads/abc/claim', w.pilot.headers, {})).statusCode).toBe(422);
  });
});

test('submissions are limited per user, counted in PostgreSQL', async () => {
  const limited = await revisionTestWorld({ appRateLimit: { max: 2, timeWindow: '1 minute' } });
  try {
    const { padId } = await submitPad(limited.ctx, limited.pilot.headers); // 1
    const url = `/api/app/pads/${padId}/report`;
    expect((await call(limited.ctx, 'POST', url, limited.pilot.headers, { pad_report_type: 0 })).statusCode).toBe(201); // 2
    const third = await call(limited.ctx, 'POST', url, limited.pilot.headers, { pad_report_type: 0 });
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('rate_limited');
    // Another user has their own budget.
    expect((await call(limited.ctx, 'POST', url, limited.owner.headers, { pad_report_type: 0 })).statusCode).toBe(201);
    const { rows } = await limited.ctx.db.execute('SELECT count(*)::int AS n FROM rate_limit_hits');
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
  } finally {
    await limited.ctx.close();
  }
});
