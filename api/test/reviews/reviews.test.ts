// Reviews: pilots write and report them through the app calls; admins list, hide, show and resolve
// reports. Aggregates are checked after every change (hidden reviews do not count).
import { parse } from 'csv-parse/sync';
import { auditLogOf } from '../helpers.js';
import { image, multipartBody } from '../fixtures/pads.js';
import { call, revisionTestWorld, submitPad, type Headers, type RevisionTestWorld } from '../fixtures/revisions.js';
import { ROLE, staleReportCounters, userWithToken } from '../helpers.js';

let w: RevisionTestWorld;
let padId: number;
let otherPadId: number;
let pilot2: Headers;
let adminAuthor: Headers;

const admin = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call(w.ctx, method, url, w.admin.headers, payload);

async function review(headers: Headers, pad: number, body: Record<string, unknown>) {
  const res = await call(w.ctx, 'POST', `/api/app/pads/${pad}/reviews`, headers, body);
  if (res.statusCode !== 201) throw new Error(`review: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number };
}
const stars = async (pad = padId) => (await admin('GET', `/api/admin/pads/reviews/${pad}`)).json().data.stars;
const commentsCount = async (pad = padId) => (await admin('GET', `/api/admin/pads/${pad}`)).json().data.comments_count;

let r1: number; // pilot, 5 stars, visits again
let r2: number; // pilot2, 3 stars, helifriendliness 4, anonymous
let r3: number; // by an admin (Admin badge), 4 stars, helifriendliness 2

beforeAll(async () => {
  w = await revisionTestWorld();
  ({ padId } = await submitPad(w.ctx, w.pilot.headers, { name: 'Reviewed Field' }));
  ({ padId: otherPadId } = await submitPad(w.ctx, w.pilot.headers, { name: 'Quiet Strip' }));
  pilot2 = (await userWithToken(w.ctx.db, { role: ROLE.Pilot, username: 'second-pilot' })).headers;
  adminAuthor = w.admin.headers;
  r1 = (
    await review(w.pilot.headers, padId, {
      rating: 5,
      landing: 4,
      food: 5,
      comment: 'Great field',
      is_visited_again: true,
    })
  ).id;
  r2 = (
    await review(pilot2, padId, { rating: 3, landing: 2, helifriendliness: 4, comment: 'Bumpy', is_anonymous: true })
  ).id;
  r3 = (await review(adminAuthor, padId, { rating: 4, service: 5, helifriendliness: 2, comment: 'Friendly owner' })).id;
  await review(w.pilot.headers, otherPadId, { rating: 1, comment: 'Closed' });
});
afterAll(() => w.ctx.close());

describe('pilot calls', () => {
  test('a review is validated with the shared schema', async () => {
    const res = await call(w.ctx, 'POST', `/api/app/pads/${padId}/reviews`, w.pilot.headers, {
      rating: 6,
      food: 0,
      comment: 'x'.repeat(2001),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      rating: ['Give 1 to 5 stars'],
      food: ['Give 1 to 5 stars'],
      comment: ['At most 2000 characters'],
    });
    const wrongType = await call(w.ctx, 'POST', `/api/app/pads/${padId}/reviews`, w.pilot.headers, { rating: {} });
    expect(wrongType.statusCode).toBe(422);
    expect((await call(w.ctx, 'POST', `/api/app/pads/${padId}/reviews`, w.pilot.headers, {})).json().errors).toEqual({
      rating: ['This field is required'],
    });
  });

  test('the call needs a sign-in; unknown pads are 404', async () => {
    expect((await call(w.ctx, 'POST', `/api/app/pads/${padId}/reviews`, {}, { rating: 3 })).statusCode).toBe(401);
    expect((await call(w.ctx, 'POST', `/api/app/pads/999999/reviews`, w.pilot.headers, { rating: 3 })).statusCode).toBe(
      404,
    );
  });

  test('photos are checked by content and limited to four; only the author adds them', async () => {
    const photo = async (headers: Headers, file: Buffer, id = r1) => {
      const body = multipartBody([{ name: 'upload', value: file, filename: 'p.png', contentType: 'image/png' }]);
      return w.ctx.app.inject({
        method: 'POST',
        url: `/api/app/reviews/${id}/photos`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };
    const png = await image('png', 64, 48);
    expect((await photo(w.pilot.headers, Buffer.from('not an image'))).statusCode).toBe(422);
    expect((await photo(pilot2, png)).statusCode).toBe(404);
    for (let i = 0; i < 4; i++) expect((await photo(w.pilot.headers, png)).statusCode).toBe(201);
    const fifth = await photo(w.pilot.headers, png);
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json().errors.upload).toEqual(['A review may have at most 4 photos.']);
    const shown = (await admin('GET', `/api/admin/reviews/${r1}`)).json().data;
    expect(shown.uploads_count).toBe(4);
    expect(shown.uploads[0].file_url).toMatch(/\/uploads\/reviews\/[a-f0-9]{32}\.png$/);
  });
});

describe('aggregates', () => {
  test('averages over shown reviews; comments_count matches', async () => {
    expect(await stars()).toEqual({
      rating: 4,
      landing: 3,
      helifriendliness: 3,
      food: 5,
      service: 5,
      visits: 3,
      total_ratings: 3,
      total_is_visited_again: 1,
    });
    expect(await commentsCount()).toBe(3);
  });

  test('hiding and showing a review changes them; each change is logged', async () => {
    const hidden = await admin('PUT', `/api/admin/reviews/toggle-review-mode/${r2}`, { is_review_approved: false });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ is_review_approved: false });
    expect(await stars()).toMatchObject({ rating: 4.5, landing: 4, helifriendliness: 2, visits: 2, total_ratings: 2 });
    expect(await commentsCount()).toBe(2);
    // Repeating the wanted state changes nothing (two admins clicking at once do not undo each other).
    await admin('PUT', `/api/admin/reviews/toggle-review-mode/${r2}`, { is_review_approved: false });
    const logs = await auditLogOf(w.ctx.db, 'review', r2);
    expect(logs.filter((l) => l.action === 'review_hidden')).toHaveLength(1);
    expect(logs.at(-1)).toMatchObject({
      user_id: w.admin.user.id,
      pad_id: padId,
      changes: { is_review_approved: { before: true, after: false } },
    });
    // Without a body the call flips.
    const shown = await admin('PUT', `/api/admin/reviews/toggle-review-mode/${r2}`);
    expect(shown.json().data).toMatchObject({ is_review_approved: true });
    expect(await stars()).toMatchObject({ rating: 4, helifriendliness: 3, visits: 3 });
  });

  test('a pilot sees only shown reviews, and an anonymous author stays anonymous', async () => {
    await admin('PUT', `/api/admin/reviews/toggle-review-mode/${r3}`, { is_review_approved: false });
    const res = await call(w.ctx, 'GET', `/api/reviews/${padId}`, pilot2);
    expect(res.statusCode).toBe(200);
    const { reviews, stars: shownStars } = res.json().data;
    expect(reviews.map((r: { id: number }) => r.id).sort()).toEqual([r1, r2].sort());
    const anonymous = reviews.find((r: { id: number }) => r.id === r2);
    expect(anonymous.user).toEqual({
      id: null,
      first_name: null,
      last_name: null,
      username: null,
      role: null,
      is_anonymous: true,
    });
    expect(shownStars).toMatchObject({ rating: 4, visits: 2 });
    // Admins see every review, the hidden one included.
    const all = (await admin('GET', `/api/admin/pads/reviews/${padId}`)).json().data.reviews;
    expect(all).toHaveLength(3);
    await admin('PUT', `/api/admin/reviews/toggle-review-mode/${r3}`, { is_review_approved: true });
  });
});

describe("the pad's Reviews tab pages through every review", () => {
  test('page and per_page, newest first, with meta.total over hidden and shown reviews', async () => {
    const page = async (query: string) => {
      const res = await admin('GET', `/api/admin/pads/reviews/${padId}?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    await admin('PUT', `/api/admin/reviews/toggle-review-mode/${r1}`, { is_review_approved: false });
    const first = await page('per_page=2');
    expect(first.data.reviews.map((r: { id: number }) => r.id)).toEqual([r3, r2]);
    expect(first.meta).toEqual({ from: 1, to: 2, total: 3, per_page: 2, current_page: 1, last_page: 2 });
    // The stars are over every shown review whatever the page (r1 hidden here).
    expect(first.data.stars).toMatchObject({ rating: 3.5, total_ratings: 2 });
    const second = await page('per_page=2&page=2');
    expect(second.data.reviews.map((r: { id: number }) => r.id)).toEqual([r1]);
    expect(second.meta).toMatchObject({ from: 3, to: 3, total: 3, current_page: 2 });
    expect(second.data.stars).toEqual(first.data.stars);
    const beyond = await page('per_page=2&page=3');
    expect(beyond.data.reviews).toEqual([]);
    expect(beyond.meta).toMatchObject({ from: null, to: null, total: 3 });
    expect((await page('')).meta).toMatchObject({ per_page: 20, current_page: 1, total: 3 });
    await admin('PUT', `/api/admin/reviews/toggle-review-mode/${r1}`, { is_review_approved: true });

    for (const [query, errors] of [
      ['per_page=0', { per_page: ['Must be a whole number from 1 to 100.'] }],
      ['per_page=101', { per_page: ['Must be a whole number from 1 to 100.'] }],
      [
        'page=0&per_page=x',
        { page: ['Must be a whole number from 1 to 1000000.'], per_page: ['Must be a whole number from 1 to 100.'] },
      ],
    ] as const) {
      const res = await admin('GET', `/api/admin/pads/reviews/${padId}?${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
  });
});

describe('reports', () => {
  const report = (headers: Headers, reviewId: number, pad = padId) =>
    call(w.ctx, 'POST', `/api/app/pads/${pad}/report-review`, headers, { review_id: reviewId, comment: 'Rude' });

  test('a report must name a shown review of that pad', async () => {
    expect((await report(pilot2, r1, otherPadId)).statusCode).toBe(422);
    expect((await report(pilot2, 999999)).json().errors).toEqual({ review_id: ['The selected review is invalid.'] });
  });

  test('a reported review is locked; ignoring the report unlocks it', async () => {
    const before = await stars();
    const res = await report(pilot2, r3);
    expect(res.statusCode).toBe(201);
    const reportId = res.json().data.revision_id;
    // A pending report changes nothing in the aggregates; neither does ignoring it.
    expect(await stars()).toEqual(before);
    expect((await admin('GET', `/api/admin/reviews/${r3}`)).json().data.is_reported).toBe(true);
    const locked = await admin('PUT', `/api/admin/reviews/toggle-review-mode/${r3}`);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('This review is reported: resolve its report first.');

    const shown = (await admin('GET', `/api/admin/review-reports/show-review-report/${reportId}`)).json().data;
    expect(shown).toMatchObject({ id: reportId, review_id: r3, comment: 'Rude', review: { id: r3, rating: 4 } });
    const byReview = (await admin('GET', `/api/admin/review-reports/show/${r3}`)).json().data;
    expect(byReview.reports.map((r: { id: number }) => r.id)).toEqual([reportId]);

    const ignored = await admin('DELETE', `/api/admin/review-reports/ignore-review-report/${reportId}`);
    expect(ignored.statusCode).toBe(200);
    expect((await admin('GET', `/api/admin/reviews/${r3}`)).json().data.is_reported).toBe(false);
    expect(await stars()).toEqual(before);
    expect(before).toMatchObject({ rating: 4, helifriendliness: 3, total_ratings: 3 });
    expect(await commentsCount()).toBe(3);
    expect((await admin('DELETE', `/api/admin/review-reports/ignore-review-report/${reportId}`)).statusCode).toBe(409);
    expect(
      (await admin('PUT', `/api/admin/reviews/toggle-review-mode/${r3}`, { is_review_approved: true })).statusCode,
    ).toBe(200);
  });

  test('upholding a report removes the review, its other reports and its count', async () => {
    const first = (await report(pilot2, r1)).json().data.revision_id;
    const second = (await report(w.owner.headers, r1)).json().data.revision_id;
    expect(await commentsCount()).toBe(3);
    const res = await admin('DELETE', `/api/admin/review-reports/approve-review-report/${first}`);
    expect(res.statusCode).toBe(200);
    expect((await admin('GET', `/api/admin/reviews/${r1}`)).statusCode).toBe(404);
    expect(await commentsCount()).toBe(2);
    expect(await stars()).toMatchObject({ rating: 3.5, food: null, visits: 2, total_is_visited_again: 0 });
    const [accepted] = (await auditLogOf(w.ctx.db, 'revision', first)).filter((l) => l.action === 'revision_accepted');
    expect(accepted!.details).toMatchObject({ review: { id: r1, deleted: true, cancelled_reports: [second] } });
    const other = (await admin('GET', `/api/admin/review-reports/show-review-report/${second}`)).json().data;
    expect(other).toMatchObject({ status: 3, review: null });
    // A report of another kind is not a review report.
    expect((await admin('DELETE', `/api/admin/review-reports/approve-review-report/${999999}`)).statusCode).toBe(404);
  });

  test('ids are checked', async () => {
    expect((await admin('GET', '/api/admin/reviews/abc')).statusCode).toBe(422);
    expect((await admin('GET', '/api/admin/reviews/999999')).statusCode).toBe(404);
    expect((await admin('PUT', '/api/admin/reviews/toggle-review-mode/999999')).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/pads/reviews/999999')).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/review-reports/show/999999')).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/review-reports/show-review-report/999999')).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/admin/review-reports/ignore-review-report/999999')).statusCode).toBe(404);
    expect((await call(w.ctx, 'GET', '/api/reviews/999999', pilot2)).statusCode).toBe(404);
    expect((await call(w.ctx, 'GET', '/api/reviews/abc', pilot2)).statusCode).toBe(422);
  });
});

describe('the reviews list', () => {
  const list = async (query: string) => (await admin('GET', `/api/admin/reviews?${query}`)).json();

  test('filters, keyword and sort', async () => {
    const all = await list('');
    expect(all.meta.total).toBe(3);
    expect(all.data.map((r: { id: number }) => r.id)).toEqual(
      [...all.data.map((r: { id: number }) => r.id)].sort((a, b) => b - a),
    );
    expect((await list(`filters[pad_id]=${otherPadId}`)).data).toHaveLength(1);
    expect((await list('filters[rating:in][]=3&filters[rating:in][]=4')).meta.total).toBe(2);
    expect((await list('keyword=friendly')).data.map((r: { id: number }) => r.id)).toEqual([r3]);
    expect((await list('keyword=quiet')).meta.total).toBe(1);
    const sorted = await list('sort_column=rating&sort_direction=ascend');
    expect(sorted.data.map((r: { rating: number }) => r.rating)).toEqual([1, 3, 4]);
    expect((await list('filters[is_review_approved]=false')).meta.total).toBe(0);
    expect((await list('filters[is_admin]=true')).data.map((r: { id: number }) => r.id)).toEqual([r3]);
    const anonymous = (await list('')).data.find((r: { id: number }) => r.id === r2);
    expect(anonymous.user).toMatchObject({ username: null, is_anonymous: true });
    expect(anonymous.user_id).toBeNull();
  });

  test('refuses unknown filter and sort columns', async () => {
    expect((await admin('GET', '/api/admin/reviews?sort_column=password_hash')).statusCode).toBe(422);
    expect((await admin('GET', '/api/admin/reviews?filters[password_hash]=x')).statusCode).toBe(422);
  });

  test('exports CSV', async () => {
    const res = await admin('GET', '/api/admin/reviews/download-csv');
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split('\n')).toHaveLength(4);
  });

  test('the keyword is a case-insensitive substring of the comment or the pad name, each row once', async () => {
    const search = (keyword: string, filters = '') => list(`keyword=${encodeURIComponent(keyword)}${filters}`);
    const ids = async (keyword: string, filters = '') =>
      (await search(keyword, filters)).data.map((r: { id: number }) => r.id);
    const r4 = (await review(pilot2, otherPadId, { rating: 2, comment: 'Quieter than Reviewed Field' })).id;
    expect(await ids('FRIENDLY OWN')).toEqual([r3]);
    // The name of r2's and r3's pad, and r4's comment.
    const reviewed = await search('eviewed fie');
    expect(reviewed.data.map((r: { id: number }) => r.id)).toEqual([r4, r3, r2]);
    expect(reviewed.meta.total).toBe(3);
    // r4 matches by its pad's name ('Quiet Strip') and by its comment: listed and counted once.
    const quiet = await search('quiet');
    expect(quiet.meta.total).toBe(2);
    const [first, closed] = quiet.data.map((r: { id: number; comment: string }) => [r.id, r.comment]);
    expect(first).toEqual([r4, 'Quieter than Reviewed Field']);
    expect(closed![1]).toBe('Closed');
    expect(await ids('QUIET', '&filters[rating]=1')).toEqual([closed![0]]);
    expect(await ids('eviewed fie', '&filters[rating:in][]=2&filters[rating:in][]=3')).toEqual([r4, r2]);
    expect((await search('Bumpy Strip')).meta.total).toBe(0);
    // LIKE wildcards in the keyword are plain characters.
    expect((await search('%%%')).meta.total).toBe(0);
    expect((await search('___')).meta.total).toBe(0);
    const csv = await admin('GET', '/api/admin/reviews/download-csv?keyword=quiet');
    expect(csv.body.trim().split('\n')).toHaveLength(3);
  });

  // Below, the reviews are r2 and r3 on the first pad, 'Closed' and r4 on the other (r1 was removed above).
  const ids = async (query: string) => {
    const body = await list(query);
    // The total (from review_counts for shown/reported/rating, else counted) agrees with the rows.
    expect(body.meta.total).toBe(body.data.length);
    return body.data.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b);
  };

  test('the reported filter: a pending report marks its review until it is resolved', async () => {
    const everyId = await ids('');
    expect(everyId).toHaveLength(4);
    expect(await ids('filters[is_reported]=true')).toEqual([]);
    const reported = await call(w.ctx, 'POST', `/api/app/pads/${padId}/report-review`, pilot2, {
      review_id: r3,
      comment: 'Spam',
    });
    expect(reported.statusCode).toBe(201);
    expect(await ids('filters[is_reported]=true')).toEqual([r3]);
    expect(await ids('filters[is_reported]=false')).toEqual(everyId.filter((id: number) => id !== r3));
    // With another filter (counted rows rather than the counters) and on the CSV.
    expect(await ids(`filters[is_reported]=true&filters[pad_id]=${otherPadId}`)).toEqual([]);
    expect(await ids('filters[is_reported]=true&filters[rating]=4')).toEqual([r3]);
    const csv = await admin('GET', '/api/admin/reviews/download-csv?filters[is_reported]=true');
    const [, ...rows] = parse(csv.body) as string[][];
    expect(rows.map((row) => Number(row[0]))).toEqual([r3]);

    const reportId = reported.json().data.revision_id;
    expect((await admin('DELETE', `/api/admin/review-reports/ignore-review-report/${reportId}`)).statusCode).toBe(200);
    expect(await ids('filters[is_reported]=true')).toEqual([]);
    expect(await ids('filters[is_reported]=false')).toEqual(everyId);
  });

  test('the created date filter works on whole UTC days', async () => {
    const rows = (await list('')).data as { id: number; created_at: string }[];
    const days = new Set(rows.map((r) => new Date(r.created_at).toISOString().slice(0, 10)));
    // Made by this file a moment ago: one day, unless the run crossed midnight (UTC).
    const day = [...days].sort().at(-1)!;
    const onDay = rows.filter((r) => new Date(r.created_at).toISOString().startsWith(day)).map((r) => r.id);
    const before = rows.filter((r) => !onDay.includes(r.id)).map((r) => r.id);
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const dayAfter = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(onDay.length).toBeGreaterThan(0);
    expect(await ids(`filters[created_at:equals]=${day}`)).toEqual(sorted(onDay));
    expect(await ids(`filters[created_at:between]=${day},${day}`)).toEqual(sorted(onDay));
    expect(await ids(`filters[created_at:less_than]=${day}`)).toEqual(sorted(before));
    expect(await ids(`filters[created_at:greater_than]=${dayBefore}`)).toEqual(sorted(onDay));
    expect(await ids(`filters[created_at:greater_than]=${day}`)).toEqual([]);
    expect(await ids(`filters[created_at:between]=2021-01-01,${dayBefore}`)).toEqual(sorted(before));
    expect(await ids(`filters[created_at:equals]=${dayAfter}`)).toEqual([]);
    // With the rating (a counter column): still the rows of that day only.
    expect(await ids(`filters[created_at:equals]=${day}&filters[rating]=3`)).toEqual(
      sorted(onDay.filter((id) => id === r2)),
    );
    expect(await ids(`filters[created_at:equals]=${dayAfter}&filters[rating]=3`)).toEqual([]);
    expect((await admin('GET', '/api/admin/reviews?filters[created_at:equals]=2024-02-31')).statusCode).toBe(422);
  });

  test('anonymous reviews name no author: no user, no role, not found as by an admin, sorted as no author', async () => {
    const anonymousByAdmin = (
      await review(adminAuthor, otherPadId, { rating: 2, comment: 'Staff, incognito', is_anonymous: true })
    ).id;
    type Row = { id: number; user_id: number | null; user: { username: string | null; role: number | null } };
    const rows = (await list('')).data as Row[];
    const byId = (id: number) => rows.find((r) => r.id === id)!;
    for (const id of [anonymousByAdmin, r2])
      expect(byId(id)).toMatchObject({ user_id: null, user: { username: null, role: null, is_anonymous: true } });
    // A named admin keeps the badge's role.
    expect(byId(r3)).toMatchObject({ user_id: w.admin.user.id, user: { role: ROLE.Admin, is_anonymous: false } });

    expect(await ids('filters[is_admin]=true')).toEqual([r3]);
    // Filtering by an author finds their named reviews, never their anonymous ones (anonymousByAdmin).
    expect(await ids(`filters[user_id]=${w.admin.user.id}`)).toEqual([r3]);
    expect(await ids('filters[is_admin]=false')).toEqual(
      rows
        .map((r) => r.id)
        .filter((id) => id !== r3)
        .sort((a, b) => a - b),
    );
    // Sorted by author, anonymous rows sit with the rows that have none (NULLs last going up).
    const byAuthor = (await list('sort_column=user.username&sort_direction=ascend')).data as Row[];
    expect(byAuthor.slice(-2).map((r) => r.id)).toEqual([r2, anonymousByAdmin].sort((a, b) => a - b));
    expect(byAuthor.slice(0, -2).every((r) => r.user.username !== null)).toBe(true);

    const csv = await admin('GET', '/api/admin/reviews/download-csv');
    const [header, ...csvRows] = parse(csv.body) as string[][];
    const author = header!.indexOf('Author');
    const csvRow = (id: number) => csvRows.find((row) => Number(row[0]) === id)!;
    expect(csvRow(anonymousByAdmin)[author]).toBe('');
    expect(csvRow(r2)[author]).toBe('');
    expect(csvRow(r3)[author]).toBe(w.admin.user.username);
    expect(header).not.toContain('role');
  });
});

// The Admin tab resolves a review report as any revision: GET /admin/revisions/accept/{id}?type=6 and
// GET /admin/revisions/cancel/{id} (remote-pads' pad-view/admin/api/reports.ts).
describe("review reports resolved from the pad's Admin tab", () => {
  // Here the first pad shows r2 and r3 (r1 was removed above).
  const shownBefore = {
    rating: 3.5,
    landing: 2,
    helifriendliness: 3,
    food: null,
    service: 5,
    visits: 2,
    total_ratings: 2,
    total_is_visited_again: 0,
  };
  const report = async (headers: Headers, reviewId: number) => {
    const res = await call(w.ctx, 'POST', `/api/app/pads/${padId}/report-review`, headers, {
      review_id: reviewId,
      comment: 'Offensive',
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.revision_id as number;
  };

  test('a new review counts at once; accepting its report (type 6) removes it and cancels its other reports', async () => {
    expect(await stars()).toEqual(shownBefore);
    expect(await commentsCount()).toBe(2);
    const third = (await userWithToken(w.ctx.db, { role: ROLE.Pilot, username: 'third-pilot' })).headers;
    const r5 = (
      await review(third, padId, { rating: 1, landing: 5, helifriendliness: 5, food: 3, is_visited_again: true })
    ).id;
    expect(await stars()).toEqual({
      rating: 2.7,
      landing: 3.5,
      helifriendliness: 3.7,
      food: 3,
      service: 5,
      visits: 3,
      total_ratings: 3,
      total_is_visited_again: 1,
    });
    expect(await commentsCount()).toBe(3);

    const first = await report(pilot2, r5);
    const sibling = await report(w.pilot.headers, r5);
    const accepted = await admin('GET', `/api/admin/revisions/accept/${first}?type=6`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ id: first, type: 6, status: 2 });
    expect((await admin('GET', `/api/admin/reviews/${r5}`)).statusCode).toBe(404);
    expect(await stars()).toEqual(shownBefore);
    expect(await commentsCount()).toBe(2);
    const other = (await admin('GET', `/api/admin/review-reports/show-review-report/${sibling}`)).json().data;
    expect(other).toMatchObject({ status: 3, review: null });
    expect((await admin('GET', `/api/admin/revisions/accept/${sibling}?type=6`)).statusCode).toBe(409);
    // The type given must be the revision's own.
    const r6 = (await review(third, padId, { rating: 2, comment: 'Meh' })).id;
    const mismatched = await report(pilot2, r6);
    const wrongType = await admin('GET', `/api/admin/revisions/accept/${mismatched}?type=5`);
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors).toHaveProperty('type');
    expect((await admin('GET', `/api/admin/reviews/${r6}`)).json().data.is_reported).toBe(true);
    expect((await admin('GET', `/api/admin/revisions/cancel/${mismatched}`)).statusCode).toBe(200);
    expect((await admin('GET', `/api/admin/reviews/${r6}`)).json().data.is_reported).toBe(false);
  });

  test('cancelling the report unlocks the review and keeps it counted', async () => {
    const before = await stars();
    const reportId = await report(pilot2, r2);
    expect((await admin('PUT', `/api/admin/reviews/toggle-review-mode/${r2}`)).statusCode).toBe(409);
    const cancelled = await admin('GET', `/api/admin/revisions/cancel/${reportId}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ id: reportId, type: 6, status: 3 });
    const shown = (await admin('GET', `/api/admin/reviews/${r2}`)).json().data;
    expect(shown).toMatchObject({ is_reported: false, is_review_approved: true });
    expect(await stars()).toEqual(before);
    const hidden = await admin('PUT', `/api/admin/reviews/toggle-review-mode/${r2}`, { is_review_approved: false });
    expect(hidden.statusCode).toBe(200);
    expect(
      await admin('PUT', `/api/admin/reviews/toggle-review-mode/${r2}`, { is_review_approved: true }),
    ).toMatchObject({ statusCode: 200 });
  });
});

test('the report counters match a recount of their sources after every write above', async () => {
  expect(await staleReportCounters(w.ctx.db)).toEqual([]);
});
