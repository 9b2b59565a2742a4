// The host shell across remotes: sign-in, session, header menu, stats bar, logout, revoked tokens,
// a remote that cannot load, and the shared singletons.
import { createHash } from 'node:crypto';
import { expectAccessible } from '../support/accessibility';
import { count, query } from '../support/db';
import { E2E } from '../support/env';
import { expect, signIn, test } from '../support/fixtures';

test.describe('sign-in', () => {
  test('validates the form before calling the server', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Admin panel')).toBeVisible();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(2);
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  });

  test('shows the server refusal in an Error alert', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(E2E.admin.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Error' });
    await expect(alert).toContainText('These credentials do not match our records.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signs in, keeps the session on reload, and keeps signed-in users off /login', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard\/pad-list/);
    await page.reload();
    await expect(page.getByTestId('stats-bar')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/pad-list/);
    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login$/);
  });

  test('an unknown path leads to the pad list; a signed-out visitor goes to /login', async ({ page }) => {
    await page.goto('/dashboard/pad-list');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page);
    await page.goto('/somewhere/else');
    await expect(page).toHaveURL(/\/dashboard\/pad-list/);
  });
});

test('every header menu entry reaches its remote', async ({ adminPage: page }) => {
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

test('the stats bar shows the counts the database holds', async ({ adminPage: page }) => {
  const premium = `renewal_date >= now() AND free_renewal_date IS NULL`;
  const freemium = `free_renewal_date = renewal_date AND renewal_date >= now()`;
  const free = `NOT coalesce(${premium}, false) AND NOT coalesce(${freemium}, false)`;
  const active = `last_action_at >= now() - interval '1 month'`;
  const people = (role: number, state: string, extra = 'true') =>
    count(`SELECT 1 FROM users WHERE role = ${role} AND deleted_at IS NULL AND coalesce(${state}, false) AND ${extra}`);
  const expected: Record<string, number> = {
    moderated_pads: await count(
      'SELECT 1 FROM pads WHERE status_id = 3 AND is_landing_permitted AND category_id <> 1 AND deleted_at IS NULL',
    ),
    unmoderated_pads: await count('SELECT 1 FROM pads WHERE status_id = 1 AND deleted_at IS NULL'),
    claimed_pads: await count(
      'SELECT DISTINCT pad_id FROM contacts c JOIN pads p ON p.id = c.pad_id WHERE c.contact_type_id = 4 AND c.is_claimed AND p.deleted_at IS NULL',
    ),
    free_owners: await people(3, free),
    premium_owners: await people(3, premium),
    free_pilots: await people(2, free),
    premium_pilots: await people(2, premium),
    freemium_pilots: await people(2, freemium),
    active_free_pilots: await people(2, free, active),
    active_premium_pilots: await people(2, premium, active),
    active_freemium_pilots: await people(2, freemium, active),
    deleted_accounts: await count('SELECT 1 FROM users WHERE is_deleted_account'),
  };
  for (const [key, value] of Object.entries(expected)) {
    await expect(page.getByTestId(`stat-${key}`), key).toContainText(value.toLocaleString('en-GB'));
  }
});

test('each stats link lands on its pre-filtered list URL', async ({ adminPage: page }) => {
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

test('logout asks first, then revokes the token on the server', async ({ adminPage: page }) => {
  const before = await count('SELECT 1 FROM access_tokens WHERE revoked_at IS NULL');
  await page.getByTestId('avatar-menu').click();
  await page.getByText('Logout').click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('Are you sure you want to quit?');
  await page.getByRole('button', { name: 'No' }).click();
  await expect(page.getByTestId('stats-bar')).toBeVisible();
  await page.getByTestId('avatar-menu').click();
  await page.getByText('Logout').click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await count('SELECT 1 FROM access_tokens WHERE revoked_at IS NULL')).toBe(before - 1);
});

test('a token revoked in the database sends the next request back to /login', async ({ adminPage: page }) => {
  const token = await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      const m = localStorage.getItem(key)?.match(/"token":"([^"]+)"/);
      if (m) return m[1];
    }
    return null;
  });
  expect(token).toBeTruthy();
  const hash = createHash('sha256').update(token!).digest('hex');
  const revoked = await query('UPDATE access_tokens SET revoked_at = now() WHERE token_hash = $1 RETURNING id', [hash]);
  expect(revoked).toHaveLength(1);
  // Any request now gets a 401; the app may already be on its way to /login when this navigation starts.
  await page.goto('/dashboard/user-list').catch(() => undefined);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a remote that cannot load shows its error panel while the rest keeps working', async ({ adminPage: page }) => {
  const remote = `http://localhost:${E2E.remotes['remote-announcements'].port}/**`;
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

test('a remote down from the start loses its menu entry, its paths show its error panel', async ({ page }) => {
  const remote = `http://localhost:${E2E.remotes['remote-announcements'].port}/**`;
  await page.route(remote, (route) => route.abort());
  await signIn(page);
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
  const moderation = `http://localhost:${E2E.remotes['remote-moderation'].port}/**`;
  await page.goto('/dashboard/reports/duplicate-report');
  await expect(page.getByTestId('duplicate-list-page')).toBeVisible();
  await expect(page.locator('header .ant-menu-item-selected')).toHaveText('Reports');
  await page.goto('/dashboard/reports/campaigns');
  await expect(page.getByTestId('campaigns-page')).toBeVisible();
  // remote-moderation down: the declaration this browser saw last still routes the path to it (its
  // error panel), never to remote-reports.
  await page.route(moderation, (route) => route.abort());
  await page.goto('/dashboard/reports/duplicate-report');
  await expect(page.getByTestId('remote-error')).toContainText('remote_moderation');
});

test('every remote shares one instance of the singletons', async ({ adminPage: page }) => {
  for (const entry of ['Users', 'Moderations', 'Reviews', 'Reports', 'Announcements', 'Pads']) {
    await page.locator('header').getByText(entry, { exact: true }).click();
    await expect(page.locator('main h1, main h2, main h3').first()).toBeVisible();
  }
  const report = await page.evaluate(
    () => (window as unknown as { __PADS_SINGLETONS__?: unknown }).__PADS_SINGLETONS__,
  );
  expect(report).toBeTruthy();
  const text = JSON.stringify(report);
  for (const remote of ['remote_pads', 'remote_users', 'remote_moderation', 'remote_reports', 'remote_announcements']) {
    expect(text).toContain(remote);
  }
  expect(text).not.toMatch(/"same":false|"shared":false/);
});

test('the login screen and the shell pass the accessibility scan', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.locator('.ant-form-item-explain-error')).toHaveCount(2);
  await expectAccessible(page);

  await signIn(page);
  await page.goto('/dashboard/reports');
  await expect(page.getByTestId('stats-bar')).toBeVisible();
  await expect(page.locator('main h2').filter({ hasText: 'Reports' })).toBeVisible();
  await expect(page.locator('header').getByText('Announcements', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('avatar-menu').click();
  await expect(page.getByText('Logout')).toBeVisible();
  await expectAccessible(page);
});
