// The panel under its Content-Security-Policy (issue 26): every screen draws with no violation reported
// (antd's styles carry the page's nonce; scripts and styles come only from the app, the remotes and the
// API), the panel refuses to be framed, and the static server and the API send the security headers.
// The suite makes its own pad, revision, user and announcement through the API.
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { E2E } from '../support/env';
import { expect, test } from '../support/fixtures';
import { createPadViaApi } from '../support/pads';
import { unique } from '../support/unique';

interface Made {
  padId: number;
  otherPadId: number;
  revisionId: number;
  userId: number;
  announcementId: number;
}

async function makeData(request: APIRequestContext, token: string, pilotToken: string): Promise<Made> {
  const admin = { authorization: `Bearer ${token}` };
  const tag = unique();
  const padId = await createPadViaApi(request, token, `CSP Pad ${tag}`);
  const otherPadId = await createPadViaApi(request, token, `CSP Pad ${tag} twin`);
  const submitted = await request.post(`${E2E.apiUrl}/api/app/pads`, {
    headers: { authorization: `Bearer ${pilotToken}` },
    data: {
      name: `CSP Submitted ${tag}`,
      category_id: 3,
      is_landing_permitted: true,
      tags: [],
      warnings: [],
      facilities: [],
      location: { address: '1 Farm Lane', country_code: 'IE', latitude: 52.1, longitude: -9.5 },
      contacts: [{ name: 'Ann', phone: '+353123', email: `ann-${tag}@pads.test`, contact_type_id: 1 }],
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const revisionId = (await submitted.json()).data.revision_id as number;
  const password = `secret-${tag}`;
  const user = await request.post(`${E2E.apiUrl}/api/admin/users`, {
    headers: admin,
    data: {
      ...{ first_name: 'Csp', last_name: tag, username: `csp.${tag}`, email: `csp.${tag}@pads.test` },
      ...{ password, password_confirmation: password, role: 1, is_tac_accepted: true },
    },
  });
  expect(user.status(), await user.text()).toBe(201);
  const announcement = await request.post(`${E2E.apiUrl}/api/admin/announcement`, {
    headers: admin,
    data: { name: `CSP Announcement ${tag}` },
  });
  expect(announcement.ok(), await announcement.text()).toBeTruthy();
  return {
    padId,
    otherPadId,
    revisionId,
    userId: (await user.json()).data.id as number,
    announcementId: (await announcement.json()).data.id as number,
  };
}

/** Every screen of the spec's route table (docs/spec part 1 §2), with ids of the data made above. */
const screens = (m: Made) => [
  '/dashboard/pad-list',
  '/dashboard/pad-create',
  '/dashboard/pad-import',
  `/dashboard/pad-view/${m.padId}`,
  `/dashboard/pad-view1/${m.padId}`,
  '/dashboard/user-list',
  `/dashboard/user-view/${m.userId}`,
  '/dashboard/comments-list',
  '/dashboard/moderation-list',
  `/dashboard/moderation-revision/${m.revisionId}`,
  '/dashboard/admin-profile',
  '/dashboard/reports',
  ...[
    'pad-submissions',
    'log-report',
    'duplicate-report',
    `duplicate-report/${m.padId}/${m.otherPadId}`,
    'pad-stats-fav',
    'pad-stats-views',
    'drop-off',
    'pilots-country',
    'subs-report',
    'moderation-engagement',
    'campaigns',
    'concurrent-logins',
    'pad-country',
    'survey-report',
    'pilot-aircrafts',
  ].map((sub) => `/dashboard/reports/${sub}`),
  '/dashboard/announcements',
  `/dashboard/announcements/${m.announcementId}`,
];

/** Collects what the browser reports against the policy: the DOM event and the console's refusals. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|apply|execute|frame|connect)/i.test(message.text()))
      console.push(message.text());
  });
  // What was reported since the last call (the page's own list starts again with each page load).
  return async () => [
    ...console.splice(0),
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ];
}

/**
 * Resolves once no request but the live event stream has been open for half a second: 'networkidle' without the
 * stream, which stays open for as long as the page.
 */
function quietNetwork(page: Page): () => Promise<void> {
  const open = new Set<Request>();
  const isStream = (r: Request) => (r.headers()['accept'] ?? '').includes('text/event-stream');
  page.on('request', (r) => {
    if (!isStream(r)) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return async () => {
    let quietSince = Date.now();
    await expect
      .poll(
        () => {
          if (open.size) quietSince = Date.now();
          return Date.now() - quietSince >= 500;
        },
        { intervals: [100], timeout: 30_000 },
      )
      .toBe(true);
  };
}

test('every screen draws under the Content-Security-Policy with no violation', async ({
  adminPage: page,
  adminToken,
  pilot,
  request,
}) => {
  test.setTimeout(300_000);
  const made = await makeData(request, adminToken, pilot.token);
  const violations = await watchViolations(page);
  const calm = quietNetwork(page);
  const found: string[] = [];
  for (const path of screens(made)) {
    await page.goto(path);
    await expect(page.getByTestId('start-loading')).toHaveCount(0);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    // Each screen's first requests have answered and it has drawn (antd injected its styles by now). Not
    // 'networkidle': the page's live event stream is a request that never ends, so the network is never idle.
    await calm();
    await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
    found.push(...(await violations()).map((v) => `${path}: ${v}`));
  }
  // The login screen too, signed out.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  found.push(...(await violations()).map((v) => `/login: ${v}`));
  expect([...new Set(found)]).toEqual([]);
});

test('the panel refuses to be framed', async ({ page }) => {
  // A page of another origin (the API's) frames the panel's sign-in screen: the browser shows an error page
  // in the frame instead of the panel.
  await page.goto(`${E2E.apiUrl}/api/health/live`);
  await page.setContent(`<iframe id="panel" src="${E2E.hostUrl}/login" width="600" height="400"></iframe>`);
  const frame = await (await page.locator('#panel').elementHandle())!.contentFrame();
  await expect.poll(() => frame!.url()).toMatch(/^chrome-error:/);
  expect(await frame!.locator('#login-email').count()).toBe(0);
  // The same page opened directly draws the form: only the framing is refused.
  await page.goto(`${E2E.hostUrl}/login`);
  await expect(page.locator('#login-email')).toBeVisible();
});

test('the static server and the API send the security headers; HEAD answers like GET', async ({ request }) => {
  const page = await request.get(`${E2E.hostUrl}/login`);
  const headers = page.headers();
  const csp = headers['content-security-policy']!;
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/style-src 'self'[^;]* 'nonce-[0-9a-f]{32}'/);
  expect(csp).not.toContain('unsafe-inline');
  for (const remote of Object.values(E2E.remotes)) expect(csp).toContain(`http://localhost:${remote.port}`);
  expect(csp).toContain(`connect-src 'self' ${E2E.apiUrl}`);
  // No Google origins without a Maps key.
  expect(csp).not.toContain('google');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Plain http here: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
  // The nonce in the header is the one in the page, and it changes per answer.
  const nonce = /style-src [^;]*'nonce-([0-9a-f]+)'/.exec(csp)![1];
  expect(await page.text()).toContain(`<meta name="csp-nonce" content="${nonce}"`);
  const again = (await request.get(`${E2E.hostUrl}/login`)).headers()['content-security-policy'];
  expect(again).not.toContain(nonce);

  const head = await request.head(`${E2E.hostUrl}/login`);
  expect(head.status()).toBe(200);
  expect(head.headers()['content-type']).toMatch(/^text\/html/);

  const api = (await request.get(`${E2E.apiUrl}/api/health/live`)).headers();
  expect(api['content-security-policy']).toBe(
    "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
  );
  expect(api['x-content-type-options']).toBe('nosniff');
  expect(api['x-frame-options']).toBe('DENY');
  expect(api['permissions-policy']).toContain('camera=()');
});
