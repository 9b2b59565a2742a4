// The host shell across remotes: sign-in, session, header menu, stats bar, logout, revoked tokens,
// a remote that cannot load, and the shared singletons.
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { apiCall } from '../support/api';
import { watchAnswers } from '../support/answers';
import { E2E } from '../support/env';
import { expect, openDashboard, signIn, test } from '../support/fixtures';
import { remoteGlob } from '../support/runtimeConfig';

/** The bearer token the page's next API call presents. */
async function presentedToken(page: Page, act: () => Promise<unknown>): Promise<string> {
  const call = page.waitForRequest((r) => r.url().startsWith(`${E2E.apiUrl}/api/`) && !!r.headers().authorization);
  await act();
  return (await (await call).headerValue('authorization'))!.replace(/^Bearer /, '');
}

test.describe('shell', { tag: '@shell' }, () => {
  test.describe('sign-in', { tag: '@smoke' }, () => {
    test('validates the form before calling the server', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByText('Admin panel')).toBeVisible();
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(2);
      await page.getByLabel('Email').fill('not-an-email');
      await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
    });

    test('shows the server refusal in an Error alert', async ({ page, admin }) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(admin.email);
      await page.getByLabel('Password').fill('wrong-password');
      await page.getByRole('button', { name: 'Log in' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Error' });
      await expect(alert).toContainText('These credentials do not match our records.');
      await expect(page).toHaveURL(/\/login$/);
    });

    test('signs in, keeps the session on reload, and keeps signed-in users off /login', async ({ page, admin }) => {
      await signIn(page, admin.email, admin.password);
      await expect(page).toHaveURL(/\/dashboard\/pad-list/);
      await page.reload();
      await expect(page.getByTestId('stats-bar')).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/pad-list/);
      await page.goto('/login');
      await expect(page).not.toHaveURL(/\/login$/);
    });

    test('an unknown path leads to the pad list; a signed-out visitor goes to /login', async ({ page, admin }) => {
      await page.goto('/dashboard/pad-list');
      await expect(page).toHaveURL(/\/login$/);
      await signIn(page, admin.email, admin.password);
      await page.goto('/somewhere/else');
      await expect(page).toHaveURL(/\/dashboard\/pad-list/);
    });
  });

  test('every header menu entry reaches its remote', { tag: '@smoke' }, async ({ adminPage: page }) => {
    await openDashboard(page);
    const entries: [string, RegExp, RegExp][] = [
      ['Users', /\/dashboard\/user-list$/, /Users/],
      ['Moderations', /\/dashboard\/moderation-list$/, /Moderation/],
      ['Reviews', /\/dashboard\/comments-list$/, /Reviews|Comments/],
      ['Reports', /\/dashboard\/reports$/, /Reports/],
      ['Announcements', /\/dashboard\/announcements$/, /Announcements/],
      ['Pads', /\/dashboard\/pad-list$/, /Pads/],
    ];
    const header = page.locator('header');
    for (const [entry, url, title] of entries) {
      await header.getByText(entry, { exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.locator('main h1, main h2, main h3').filter({ hasText: title }).first()).toBeVisible();
    }
  });

  test('the stats bar shows the counts the API answers', { tag: '@smoke' }, async ({ browser, adminSession }) => {
    // The counts are the whole database's, which other tests change as they run: the bar must show exactly
    // what the stats call answered this page (the API tests check the counts themselves).
    const page = await (await browser.newContext({ storageState: adminSession })).newPage();
    const stats = watchAnswers<{ data: Record<string, number> }>(page, '/api/admin/stats');
    await page.goto('/dashboard/pad-list');
    const { data } = (await stats.latest()).body;
    expect(Object.keys(data)).toHaveLength(12);
    for (const [key, value] of Object.entries(data)) {
      await expect(page.getByTestId(`stat-${key}`), key).toContainText(value.toLocaleString('en-GB'));
    }
  });

  test('each stats link lands on its pre-filtered list URL', async ({ adminPage: page }) => {
    await openDashboard(page);
    const links = [
      ['moderated_pads', '/dashboard/pad-list?type=moderated'],
      ['unmoderated_pads', '/dashboard/pad-list?type=unmoderated'],
      ['claimed_pads', '/dashboard/pad-list?filters[is_claimed:equals]=1'],
      [
        'premium_owners',
        '/dashboard/user-list?filters[role:equals]=3&filters[premium_state:equals]=premium&filters[deleted_at:is_blank]=true',
      ],
      [
        'freemium_pilots',
        '/dashboard/user-list?filters[role:equals]=2&filters[premium_state:equals]=freemium&filters[deleted_at:is_blank]=true',
      ],
      [
        'active_free_pilots',
        '/dashboard/user-list?filters[role:equals]=2&filters[premium_state:equals]=free&filters[deleted_at:is_blank]=true&filters[active_30_days:equals]=1',
      ],
      ['deleted_accounts', '/dashboard/user-list?filters[is_deleted_account:equals]=1'],
    ];
    for (const [key, url] of links) {
      const link = page.getByTestId(`stat-${key}`);
      expect(decodeURIComponent((await link.getAttribute('href')) ?? '')).toBe(url);
      await link.click();
      // The lists apply a deep link and then drop it from the address bar, so only the path stays.
      await expect(page).toHaveURL((u) => u.pathname === url!.split('?')[0]);
    }
  });

  test('logout asks first, then revokes the token on the server', async ({ page, admin, request }) => {
    // Its own session: signing out revokes it.
    await signIn(page, admin.email, admin.password);
    await page.getByTestId('avatar-menu').click();
    await page.getByText('Logout').click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('Are you sure you want to quit?');
    await page.getByRole('button', { name: 'No' }).click();
    await expect(page.getByTestId('stats-bar')).toBeVisible();
    await page.getByTestId('avatar-menu').click();
    await page.getByText('Logout').click();
    const token = await presentedToken(page, () => page.getByRole('button', { name: 'Yes' }).click());
    await expect(page).toHaveURL(/\/login$/);
    await apiCall(request, token, 'GET', '/api/auth/user', { status: 401 });
  });

  test('a token revoked elsewhere sends the next request back to /login', async ({ page, admin, request }) => {
    await signIn(page, admin.email, admin.password);
    const token = await presentedToken(page, () => page.reload());
    // The same session signed out from another tab or device.
    await apiCall(request, token, 'POST', '/api/auth/logout', { status: 204 });
    // Any request now gets a 401; the app may already be on its way to /login when this navigation starts.
    await page.goto('/dashboard/user-list').catch(() => undefined);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('a remote that cannot load shows its error panel while the rest keeps working', async ({ adminPage: page }) => {
    await openDashboard(page);
    const remote = await remoteGlob('remote_announcements');
    // The menu comes from the remotes' manifests: let it be read before the remote goes down.
    await expect(page.locator('header').getByText('Announcements', { exact: true })).toBeVisible();
    await page.route(remote, (route) => route.abort());
    await page.locator('header').getByText('Announcements', { exact: true }).click();
    const panel = page.getByTestId('remote-error');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByTestId('stats-bar')).toBeVisible();
    await page.locator('header').getByText('Users', { exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/user-list$/);
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    await page.locator('header').getByText('Announcements', { exact: true }).click();
    await expect(page.getByTestId('remote-error')).toBeVisible();
    await page.unroute(remote);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    await expect(page.locator('main').getByText('Announcements').first()).toBeVisible();
  });

  test('a remote down from the start loses its menu entry, its paths show its error panel', async ({ page, admin }) => {
    const remote = await remoteGlob('remote_announcements');
    await page.route(remote, (route) => route.abort());
    await signIn(page, admin.email, admin.password);
    const header = page.locator('header');
    await expect(header.getByText('Reports', { exact: true })).toBeVisible();
    await expect(header.getByText('Announcements', { exact: true })).toHaveCount(0);
    await page.goto('/dashboard/announcements/3');
    await expect(page.getByTestId('remote-error')).toContainText('remote_announcements');
    await expect(page).toHaveURL(/\/dashboard\/announcements\/3$/);
    await header.getByText('Users', { exact: true }).click();
    await expect(page.locator('main h2').filter({ hasText: 'Users' })).toBeVisible();
    await page.unroute(remote);
    await page.goBack();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('remote-error')).toHaveCount(0);
    await expect(page.getByTestId('announcement-page')).toBeVisible();
    await expect(header.getByText('Announcements', { exact: true })).toBeVisible();
  });

  test('the longest declared path wins: duplicates under /reports belong to remote-moderation', async ({
    adminPage: page,
  }) => {
    const moderation = await remoteGlob('remote_moderation');
    await page.goto('/dashboard/reports/duplicate-report');
    await expect(page.getByTestId('duplicate-list-page')).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('header .ant-menu-item-selected')).toHaveText('Reports');
    await page.goto('/dashboard/reports/campaigns');
    await expect(page.getByTestId('campaigns-page')).toBeVisible({ timeout: 30_000 });
    // remote-moderation down: the declaration this browser saw last still routes the path to it (its
    // error panel), never to remote-reports.
    await page.route(moderation, (route) => route.abort());
    await page.goto('/dashboard/reports/duplicate-report');
    await expect(page.getByTestId('remote-error')).toContainText('remote_moderation');
  });

  test('every remote shares one instance of the singletons', async ({ adminPage: page }) => {
    await openDashboard(page);
    for (const entry of ['Users', 'Moderations', 'Reviews', 'Reports', 'Announcements', 'Pads']) {
      await page.locator('header').getByText(entry, { exact: true }).click();
      await expect(page.locator('main h1, main h2, main h3').first()).toBeVisible();
    }
    const report = await page.evaluate(
      () => (window as unknown as { __PADS_SINGLETONS__?: unknown }).__PADS_SINGLETONS__,
    );
    expect(report).toBeTruthy();
    const text = JSON.stringify(report);
    for (const remote of [
      'remote_pads',
      'remote_users',
      'remote_moderation',
      'remote_reports',
      'remote_announcements',
    ]) {
      expect(text).toContain(remote);
    }
    expect(text).not.toMatch(/"same":false|"shared":false/);
  });

  test('the login screen and the shell pass the accessibility scan', async ({ page, admin }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(2);
    await expectAccessible(page);

    await signIn(page, admin.email, admin.password);
    await page.goto('/dashboard/reports');
    await expect(page.getByTestId('stats-bar')).toBeVisible();
    await expect(page.locator('main h2').filter({ hasText: 'Reports' })).toBeVisible();
    await expect(page.locator('header').getByText('Announcements', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByTestId('avatar-menu').click();
    await expect(page.getByText('Logout')).toBeVisible();
    await expectAccessible(page);
  });
});
