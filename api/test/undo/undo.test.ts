// Undo (issue 35 part 3): Accept, Reject, a revision merge, a duplicate merge and Archive answer a ticket; POST
// /api/admin/undo/:id takes the change back in one transaction. After it the pads' details, every row of theirs the
// change touched (contacts, photos, reviews, revisions, pairs…) and the kept counters equal what they were before.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { countries, undoActions, uploads } from '../../src/db/schema.js';
import { sweepUndos } from '../../src/domain/undo.js';
import { auditLogOf, ROLE, userWithToken } from '../helpers.js';
import { image, multipartBody } from '../fixtures/pads.js';
import {
  call,
  mergePayloadFrom,
  padBody,
  revisionTestWorld,
  submitPad,
  type RevisionTestWorld,
} from '../fixtures/revisions.js';
import { NONE_STALE, staleCounters, undoState } from '../fixtures/undoState.js';

let w: RevisionTestWorld;
beforeAll(async () => {
  w = await revisionTestWorld();
  await w.ctx.db.insert(countries).values([{ code: 'IE', name: 'Ireland' }]);
});
afterAll(() => w.ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const admin = (method: Method, url: string, payload?: unknown) => call(w.ctx, method, url, w.admin.headers, payload);
const pilotCall = (url: string, payload: unknown = {}) => call(w.ctx, 'POST', url, w.pilot.headers, payload);
const state = (padIds: number[]) => undoState(w.ctx, w.admin.headers, padIds);
const undo = (id: number, headers = w.admin.headers) => call(w.ctx, 'POST', `/api/admin/undo/${id}`, headers);

/** Runs an undoable write: 200 with a ticket. */
async function undoable(method: Method, url: string, payload?: unknown) {
  const res = await admin(method, url, payload);
  expect([res.statusCode, res.body.slice(0, 300)]).toEqual([200, expect.any(String)]);
  const ticket = res.json().undo as { id: number; expires_at: string };
  expect(ticket).toEqual({ id: expect.any(Number), expires_at: expect.any(String) });
  return { ticket, body: res.json() };
}

/**
 * The write changes the pads' state; its undo (200, logged on each pad) brings every bit of it back, with no kept
 * counter left stale; the ticket cannot be used twice.
 */
async function expectUndone(padIds: number[], write: () => Promise<{ ticket: { id: number } }>) {
  const before = await state(padIds);
  const { ticket } = await write();
  expect(await state(padIds)).not.toEqual(before);
  const res = await undo(ticket.id);
  expect([res.statusCode, res.json()]).toEqual([
    200,
    { data: { id: ticket.id, action: expect.any(String), pad_ids: padIds } },
  ]);
  expect(await state(padIds)).toEqual(before);
  expect(await staleCounters(w.ctx)).toEqual(NONE_STALE);
  for (const padId of padIds) {
    const logged = (await auditLogOf(w.ctx.db, 'pad', padId)).filter((l) => l.action === 'change_undone');
    expect(logged.at(-1)).toMatchObject({ user_id: w.admin.user.id, details: { undo_id: ticket.id } });
  }
  expect((await undo(ticket.id)).statusCode).toBe(409);
  return ticket;
}

/** A moderated pad made by the pilot app, at a position. */
async function moderatedPad(name: string, latitude: number) {
  const { padId, revisionId } = await submitPad(w.ctx, w.pilot.headers, {
    name,
    location: { ...padBody().location, latitude, longitude: -9.5 },
  });
  expect((await admin('GET', `/api/admin/revisions/accept/${revisionId}`)).statusCode).toBe(200);
  return padId;
}

async function photo(padId: number, direction: string) {
  const body = multipartBody([
    { name: 'direction', value: direction },
    { name: 'upload', value: await image('png', 40, 30), filename: 'p.png', contentType: 'image/png' },
  ]);
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: `/api/uploads/pads/${padId}`,
    headers: { ...w.admin.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

const fileExists = (key: string) =>
  readFile(path.join(w.ctx.config.uploadsDir, key)).then(
    () => true,
    () => false,
  );
/** The undo records' time made over: the next sweep ends them. */
const expireUndos = () => w.ctx.db.execute(sql`UPDATE undo_actions SET expires_at = now() - interval '1 second'`);

describe('each undoable action, undone, leaves everything as it was', () => {
  test('Accept of an addition', async () => {
    const { padId, revisionId } = await submitPad(w.ctx, w.pilot.headers, {
      name: 'Undo Accept',
      location: { ...padBody().location, latitude: 51.1 },
    });
    await expectUndone([padId], () => undoable('GET', `/api/admin/revisions/accept/${revisionId}`));
    expect((await admin('GET', `/api/admin/revisions/${revisionId}`)).json().data.status).toBe(1);
  });

  test('Reject of an addition', async () => {
    const { padId, revisionId } = await submitPad(w.ctx, w.pilot.headers, {
      name: 'Undo Reject',
      location: { ...padBody().location, latitude: 51.2 },
    });
    await expectUndone([padId], () => undoable('GET', `/api/admin/revisions/cancel/${revisionId}`));
  });

  test("Accept of an owner's claim (a claimed owner contact added)", async () => {
    const padId = await moderatedPad('Undo Claim', 51.3);
    const claim = await call(w.ctx, 'POST', `/api/app/pads/${padId}/claim`, w.owner.headers, {});
    const revisionId = claim.json().data.revision_id as number;
    await expectUndone([padId], () => undoable('GET', `/api/admin/revisions/accept/${revisionId}`));
  });

  test('Accept of a review report: the review, its other report and the counts come back', async () => {
    const padId = await moderatedPad('Undo Review', 51.4);
    const review = await pilotCall(`/api/app/pads/${padId}/reviews`, { rating: 2, comment: 'Rude staff' });
    const reviewId = review.json().data.id as number;
    const report = async (headers: Record<string, string>) =>
      (
        await call(w.ctx, 'POST', `/api/app/pads/${padId}/report-review`, headers, {
          review_id: reviewId,
          comment: 'x',
        })
      ).json().data.revision_id as number;
    const first = await report(w.owner.headers);
    await report((await userWithToken(w.ctx.db, { role: ROLE.Pilot })).headers);
    await expectUndone([padId], () => undoable('GET', `/api/admin/revisions/accept/${first}?type=6`));
  });

  test('Accept of a photo report: the photo row comes back and its file is kept until the undo expires', async () => {
    const padId = await moderatedPad('Undo Photo', 51.5);
    const uploadId = await photo(padId, 'north');
    const { file_key: key } = (await w.ctx.db.select().from(uploads).where(eq(uploads.id, uploadId)))[0]!;
    const rep = await pilotCall(`/api/app/pads/${padId}/report-upload`, { upload_id: uploadId, comment: 'not here' });
    const reportId = rep.json().data.revision_id as number;
    await expectUndone([padId], () => undoable('GET', `/api/admin/revisions/accept/${reportId}?type=7`));
    expect(await fileExists(key)).toBe(true);
    // Accepted again and left: the file goes once the undo has expired.
    await undoable('GET', `/api/admin/revisions/accept/${reportId}?type=7`);
    expect(await fileExists(key)).toBe(true);
    await expireUndos();
    expect(await sweepUndos(w.ctx.db, w.ctx.app.storage)).toBeGreaterThan(0);
    expect(await fileExists(key)).toBe(false);
    expect(await w.ctx.db.$count(undoActions)).toBe(0);
  });

  test('Accept & Moderate of an update (name, tags, contacts, a move that changes its duplicate pairs)', async () => {
    const padId = await moderatedPad('Undo Merge', 51.6);
    await moderatedPad('Undo Merge Neighbour', 51.6 + 30 / 111_195);
    const suggestion = await pilotCall(
      `/api/app/pads/${padId}/suggest-update`,
      padBody({ name: 'Undo Merge Moved', tags: [1, 2], location: { ...padBody().location, latitude: 52.9 } }),
    );
    const revisionId = suggestion.json().data.revision_id as number;
    const shown = (await admin('GET', `/api/admin/revisions/${revisionId}`)).json().data;
    const payload = mergePayloadFrom(shown.next, { version: shown.current.version, 'location#is_address_split': true });
    await expectUndone([padId], () => undoable('POST', `/api/admin/revisions/pad/update/${revisionId}`, payload));
  });

  test('a duplicate merge (photos, owners, favourites, views, notes move; the duplicate is archived)', async () => {
    const o = await moderatedPad('Undo Original', 53.1);
    const d = await moderatedPad('Undo Duplicate', 53.1 + 20 / 111_195);
    const [oKept, oDropped, dKept] = [await photo(o, 'north'), await photo(o, 'east'), await photo(d, 'south')];
    expect((await admin('PATCH', `/api/admin/pads/add-owner/${d}/${w.owner.user.id}`)).statusCode).toBe(200);
    await w.ctx.db.execute(sql`INSERT INTO user_favourites (user_id, pad_id) VALUES (${w.pilot.user.id}, ${d})`);
    expect((await pilotCall(`/api/app/pads/${d}/view`)).statusCode).toBe(201);
    expect((await admin('POST', `/api/admin/pads/add-note/${d}`, { note: 'Gate 4' })).statusCode).toBe(201);
    const { file_key: droppedKey } = (await w.ctx.db.select().from(uploads).where(eq(uploads.id, oDropped)))[0]!;
    const shown = (await admin('GET', `/api/admin/dupe-checker/show/${o}/${d}`)).json().data;
    const payload = mergePayloadFrom(shown.original, { name: 'Undo Merged', upload_ids: [oKept, dKept] });
    await expectUndone([o, d], () => undoable('POST', `/api/admin/dupe-checker/merge-pads/${o}/${d}`, payload));
    expect(await fileExists(droppedKey)).toBe(true);
  });

  test('Archive', async () => {
    const padId = await moderatedPad('Undo Archive', 51.8);
    await expectUndone([padId], () =>
      undoable('POST', `/api/admin/pads/toggle-pad-deletion/${padId}`, { note: 'Closed for good' }),
    );
  });
});

describe('refusals', () => {
  test('409 once the items changed since; 403 for another admin; 404 unknown; 409 once expired', async () => {
    const { padId, revisionId } = await submitPad(w.ctx, w.pilot.headers, {
      name: 'Undo Refused',
      location: { ...padBody().location, latitude: 54.1 },
    });
    const { ticket } = await undoable('GET', `/api/admin/revisions/accept/${revisionId}`);
    const other = await userWithToken(w.ctx.db, { role: ROLE.Admin });
    expect((await undo(ticket.id, other.headers)).statusCode).toBe(403);
    // Another admin recommends the pad meanwhile: the undo would overwrite it.
    const pad = (await admin('GET', `/api/admin/pads/${padId}`)).json().data;
    expect(
      (
        await call(
          w.ctx,
          'PUT',
          `/api/admin/pads/toggle-pads-recommended/${padId}?version=${pad.version}`,
          other.headers,
        )
      ).statusCode,
    ).toBe(200);
    const changed = await undo(ticket.id);
    expect([changed.statusCode, changed.json().message]).toEqual([
      409,
      'The items changed since, so this can no longer be undone.',
    ]);
    expect((await admin('GET', `/api/admin/revisions/${revisionId}`)).json().data.status).toBe(2);

    expect((await undo(2_000_000)).statusCode).toBe(404);
    expect((await undo(0)).statusCode).toBe(422);
    const late = await submitPad(w.ctx, w.pilot.headers, {
      name: 'Undo Late',
      location: { ...padBody().location, latitude: 54.2 },
    });
    const { ticket: lateTicket } = await undoable('GET', `/api/admin/revisions/cancel/${late.revisionId}`);
    await expireUndos();
    expect((await undo(lateTicket.id)).json()).toMatchObject({
      code: 'conflict',
      message: 'This change can no longer be undone.',
    });
  });
});
