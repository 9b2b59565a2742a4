// Walks Fastify's whole route table: every /api/admin route must refuse anonymous callers, revoked
// tokens and non-admins, whoever wrote it. Public /api routes (bar the allow-list) need a sign-in.
import type { HTTPMethods } from 'fastify';
import { eq } from 'drizzle-orm';
import { accessTokens } from '../../src/db/schema.js';
import { createTestContext, routeTable, type TestContext } from '../context.js';
import { ROLE, userWithToken } from '../helpers.js';

let ctx: TestContext;
const { routes, onRoute } = routeTable();
const auth = {} as Record<'revoked' | 'deactivated' | 'pilot' | 'owner' | 'admin', Record<string, string>>;

/** Routes anyone may call. */
const PUBLIC = [
  /^\/api\/auth\/login(\/two-factor)?$/,
  /^\/api\/app\/auth\/login$/,
  /^\/api\/health(\/live|\/ready)?$/,
  /^\/api\/docs(\/|$)/,
];

beforeAll(async () => {
  ctx = await createTestContext({}, { onRoute });
  const revoked = await userWithToken(ctx.db);
  await ctx.db.update(accessTokens).set({ revoked_at: new Date() }).where(eq(accessTokens.user_id, revoked.user.id));
  auth.revoked = revoked.headers;
  const deactivated = await userWithToken(ctx.db, { deleted_at: new Date() });
  auth.deactivated = deactivated.headers;
  auth.pilot = (await userWithToken(ctx.db, { role: ROLE.Pilot })).headers;
  auth.owner = (await userWithToken(ctx.db, { role: ROLE.Owner })).headers;
  auth.admin = (await userWithToken(ctx.db)).headers;
});
afterAll(() => ctx.close());

/** A concrete URL for a route pattern: every path parameter becomes 1. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '1').replace(/\*$/, 'x');

const call = (method: HTTPMethods, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method,
    url: concrete(url),
    headers: { ...headers, 'content-type': 'application/json' },
    payload: method === 'GET' || method === 'HEAD' ? undefined : '{}',
  });

const adminRoutes = () => routes.filter((r) => r.url.startsWith('/api/admin/') || r.url === '/api/admin');

test('the route table holds the admin routes of this area', () => {
  const urls = adminRoutes().map((r) => `${r.method} ${r.url}`);
  expect(urls).toEqual(
    expect.arrayContaining([
      'GET /api/admin/stats',
      // the signed-in admin's sessions and two-factor sign-in
      'GET /api/admin/sessions',
      'DELETE /api/admin/sessions/:id',
      'POST /api/admin/sessions/end-others',
      'GET /api/admin/two-factor',
      'POST /api/admin/two-factor/setup',
      'POST /api/admin/two-factor/enable',
      'POST /api/admin/two-factor/recovery-codes',
      'POST /api/admin/two-factor/disable',
      'POST /api/admin/users',
      'PUT /api/admin/users/:id',
      'PUT /api/admin/users/toggle-map',
      'PUT /api/admin/pads/toggle-map',
      'GET /api/admin/regions/get-hisc-country-codes',
      'GET /api/admin/pads/search-region',
      // the search box's calls, one per area
      'GET /api/admin/pads/search',
      'GET /api/admin/users/search',
      'GET /api/admin/revisions/search',
      // revisions, owners, notes, reported uploads
      'GET /api/admin/revisions',
      'GET /api/admin/revisions/download-csv',
      'GET /api/admin/revisions/:id',
      'GET /api/admin/revisions/accept/:id',
      'GET /api/admin/revisions/cancel/:id',
      'GET /api/admin/revisions/revert-moderation/:id',
      'GET /api/admin/revisions/send-moderation-link/:id',
      'POST /api/admin/revisions/pad/update/:id',
      'GET /api/admin/dupe-checker/dupe-report-count',
      'GET /api/admin/pads/get-owners/:id',
      'PATCH /api/admin/pads/add-owner/:id/:userId',
      'PATCH /api/admin/pads/accept-owner',
      'POST /api/admin/pads/add-owner-contact-by-email',
      'GET /api/admin/users/search-owner-by-email',
      'PUT /api/admin/contacts/update-pending-status/:padId/:contactId',
      'DELETE /api/admin/contacts/:padId/:contactId',
      'DELETE /api/admin/contacts/:padId/:contactId/:typeId',
      'GET /api/admin/pads/get-notes/:id',
      'POST /api/admin/pads/add-note/:id',
      'PUT /api/admin/pads/update-note/:id',
      'DELETE /api/admin/pads/delete-note/:id',
      'DELETE /api/admin/upload-report/accept/:id',
      'PATCH /api/admin/upload-report/ignore/:id',
      'GET /api/admin/pads/:id',
      'PUT /api/admin/pads/:id',
      'PATCH /api/admin/pads/toggle-moderation/:id',
      'PUT /api/admin/pads/toggle-pad-private-status/:id',
      'GET /api/admin/pads/add-to-purgatory/:id',
      'PUT /api/admin/pads/toggle-pads-recommended/:id',
      'POST /api/admin/pads/toggle-pad-deletion/:id',
      'GET /api/admin/pads/generate-link/:id',
      'GET /api/admin/logs/pad-logs/:id',
      'GET /api/admin/announcement',
      'POST /api/admin/announcement',
      'GET /api/admin/announcement/show/:id',
      'PUT /api/admin/announcement/toggle-published-device/:id',
      'PUT /api/admin/announcement/toggle-announcement-deletion/:id',
      'PUT /api/admin/announcement/order-announcements',
      'GET /api/admin/users',
      'GET /api/admin/users/download-csv',
      'GET /api/admin/users/:id',
      'GET /api/admin/users/campaign-options',
      'GET /api/admin/users/index-users-for-map',
      'POST /api/admin/users/toggle-user-deletion/:id',
      'PUT /api/admin/users/toggle-user-role/:id',
      'GET /api/admin/users/get-pads/:id',
      'GET /api/admin/logs/user-logs/:id',
      // reports
      'GET /api/admin/logs',
      'GET /api/admin/logs/download-csv',
      'GET /api/admin/pads/pad-stats',
      'GET /api/admin/pads/pad-stats/download-csv',
      'GET /api/admin/pad-contacts/pads-report',
      'GET /api/admin/pads/pad-stats-with-calendar',
      'GET /api/admin/users/undefined-users-report',
      'GET /api/admin/get-country-report',
      'GET /api/admin/pads/get-country-report',
      'GET /api/admin/get-moderation-report',
      'GET /api/admin/get-premium-subs-report',
      'GET /api/admin/users/concurrent-logins-report',
      'GET /api/admin/surveys/pad-surveys-report',
      'GET /api/admin/users/pilot-aircrafts-report',
      // campaigns
      'GET /api/admin/campaigns',
      'POST /api/admin/campaigns',
      'PUT /api/admin/campaigns/:id',
      'DELETE /api/admin/campaigns/:id',
      // CSV pad import
      'POST /api/admin/pads/import/validate',
      'POST /api/admin/pads/import',
      // surveys
      'GET /api/admin/surveys/:padId',
      'GET /api/admin/surveys/get-uploads/:padId',
      'PUT /api/admin/surveys/:id',
      'POST /api/admin/surveys/:id/uploads',
      // duplicates
      'GET /api/admin/dupe-checker/index',
      'GET /api/admin/dupe-checker/show/:a/:b',
      'POST /api/admin/dupe-checker/merge-pads/:a/:b',
      'PUT /api/admin/pads/toggle-not-duplicated/:prev/:next',
      // reviews and review reports
      'GET /api/admin/reviews',
      'GET /api/admin/reviews/download-csv',
      'GET /api/admin/reviews/:id',
      'PUT /api/admin/reviews/toggle-review-mode/:id',
      'GET /api/admin/pads/reviews/:padId',
      'GET /api/admin/review-reports/show-review-report/:id',
      'GET /api/admin/review-reports/show/:id',
      'DELETE /api/admin/review-reports/approve-review-report/:id',
      'DELETE /api/admin/review-reports/ignore-review-report/:id',
      // the moderators' teamwork (issue 35): claims, the queue's health, the event stream, undo
      'GET /api/admin/claims',
      'PUT /api/admin/claims/revision/:id',
      'POST /api/admin/claims/revision/:id/take-over',
      'DELETE /api/admin/claims/revision/:id',
      'PUT /api/admin/claims/pair/:a/:b',
      'POST /api/admin/claims/pair/:a/:b/take-over',
      'DELETE /api/admin/claims/pair/:a/:b',
      'GET /api/admin/revisions/queue-health',
      'GET /api/admin/revisions/next-pending',
      'GET /api/admin/live',
      'POST /api/admin/undo/:id',
    ]),
  );
});

test('every /api/admin route answers 401 without a token, with a revoked token and for a deactivated admin', async () => {
  const failures: string[] = [];
  for (const { method, url } of adminRoutes()) {
    for (const [label, headers] of [
      ['none', {}],
      ['revoked', auth.revoked],
      ['deactivated', auth.deactivated],
    ] as const) {
      const res = await call(method, url, headers);
      if (res.statusCode !== 401) failures.push(`${method} ${url} (${label}) → ${res.statusCode}`);
      else if (method !== 'HEAD' && res.json().code !== 'unauthenticated')
        failures.push(`${method} ${url} (${label}) wrong shape`);
    }
  }
  expect(failures).toEqual([]);
});

test('every /api/admin route answers 403 to a pilot and to an owner', async () => {
  const failures: string[] = [];
  for (const { method, url } of adminRoutes()) {
    for (const role of ['pilot', 'owner'] as const) {
      const res = await call(method, url, auth[role]);
      if (res.statusCode !== 403) failures.push(`${method} ${url} (${role}) → ${res.statusCode}`);
      else if (method !== 'HEAD' && res.json().code !== 'forbidden')
        failures.push(`${method} ${url} (${role}) wrong shape`);
    }
  }
  expect(failures).toEqual([]);
});

/** Admin-only routes the spec puts outside /api/admin: each demands an admin in its own scope. */
const ADMIN_ONLY_ELSEWHERE = [
  'PUT /api/pads/set-primary-contact/:padId/:contactId/:contactTypeId',
  'POST /api/uploads/:entity/:id',
  'DELETE /api/uploads/:id',
  'POST /api/uploads/add-upload-order',
  'POST /api/uploads/multiple-upload/announcement/:id',
];

test('the admin-only routes outside /api/admin answer 401 to anonymous callers and 403 to a pilot and to an owner', async () => {
  const registered = routes.map((r) => `${r.method} ${r.url}`);
  expect(registered).toEqual(expect.arrayContaining(ADMIN_ONLY_ELSEWHERE));
  const failures: string[] = [];
  for (const route of ADMIN_ONLY_ELSEWHERE) {
    const [method, url] = route.split(' ') as [HTTPMethods, string];
    if ((await call(method, url)).statusCode !== 401) failures.push(`${route} (none)`);
    for (const role of ['pilot', 'owner'] as const) {
      const res = await call(method, url, auth[role]);
      if (res.statusCode !== 403 || res.json().code !== 'forbidden')
        failures.push(`${route} (${role}) → ${res.statusCode}`);
    }
  }
  expect(failures).toEqual([]);
});

test('every other /api route needs a signed-in user, except login, health and the docs', async () => {
  const failures: string[] = [];
  const publicApi = routes.filter(
    (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/admin') && !PUBLIC.some((p) => p.test(r.url)),
  );
  expect(publicApi.length).toBeGreaterThan(10);
  for (const { method, url } of publicApi) {
    for (const headers of [{}, auth.revoked]) {
      const res = await call(method, url, headers);
      if (res.statusCode !== 401) failures.push(`${method} ${url} → ${res.statusCode}`);
    }
  }
  expect(failures).toEqual([]);
});

test('no admin route answers 500 to an admin sending an empty JSON object', async () => {
  const failures: string[] = [];
  for (const { method, url } of adminRoutes()) {
    const res = await call(method, url, auth.admin);
    if (res.statusCode >= 500) failures.push(`${method} ${url} → ${res.statusCode} ${res.body}`);
  }
  expect(failures).toEqual([]);
});

test('the health check is public and pings the database', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
});
