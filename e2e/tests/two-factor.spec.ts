// Two-factor sign-in in the browser (issue 26): an admin of this test's own sets up an authenticator app
// from the admin profile, then signs in with the password and a code, and with a recovery code instead.
// The sessions list shows where the admin is signed in and ends another session.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E } from '../support/env';
import { expect, test } from '../support/fixtures';
import { unique } from '../support/unique';

/** The code an authenticator app shows, `stepsAhead` 30-second steps from now (a code is good once). */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

async function registerAdmin(request: APIRequestContext, adminToken: string) {
  const tag = unique();
  const email = `totp.${tag}@pads.test`;
  const password = `secret-${tag}`;
  const res = await request.post(`${E2E.apiUrl}/api/admin/users`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      ...{ first_name: 'Totp', last_name: tag, username: `totp.${tag}`, email },
      ...{ password, password_confirmation: password, role: 1, is_tac_accepted: true },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password };
}

async function enterPassword(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('an admin sets up TOTP in the profile, then signs in with a code and with a recovery code', async ({
  page,
  browser,
  request,
  adminToken,
}) => {
  test.setTimeout(180_000);
  const admin = await registerAdmin(request, adminToken);
  await enterPassword(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard\//);

  await page.goto('/dashboard/admin-profile');
  await expect(page.getByTestId('profile-general')).toBeVisible();
  const card = page.getByTestId('profile-two-factor');
  await expect(card).toContainText('Two-factor sign-in is off.');
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = /Key:\s*([A-Z2-7]+)/.exec((await card.getByTestId('two-factor-key').textContent()) ?? '')![1]!;
  await card.getByLabel('Authentication code').fill('000000');
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByText('This code is not valid. Please try again.').first()).toBeVisible();
  await card.getByLabel('Authentication code').fill(codeFor(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();
  const codes = card.getByTestId('recovery-codes').locator('li');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.nth(4).textContent())!;
  await card.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByTestId('two-factor-on')).toContainText('10 of 10 recovery codes left');

  // Another browser: the password alone no longer signs in; the next code does.
  const second = await freshPage(browser);
  await enterPassword(second, admin.email, admin.password);
  await expect(second.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await second.getByLabel('Authentication code').fill('123456');
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(second.getByTestId('login-error')).toContainText('This code is not valid. Please try again.');
  await second.getByLabel('Authentication code').fill(codeFor(secret, 1));
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(second).toHaveURL(/\/dashboard\/pad-list/);

  // A third: a recovery code instead of the app.
  const third = await freshPage(browser);
  await enterPassword(third, admin.email, admin.password);
  await third.getByRole('button', { name: 'Use a recovery code' }).click();
  await third.getByLabel('Recovery code').fill(recoveryCode);
  await third.getByRole('button', { name: 'Verify' }).click();
  await expect(third).toHaveURL(/\/dashboard\/pad-list/);

  // The profile lists the three sessions, this one marked; ending the second signs that browser out.
  await page.reload();
  await expect(page.getByTestId('profile-general')).toBeVisible();
  const sessions = page.getByTestId('profile-sessions');
  await expect(sessions.locator('tbody tr[data-row-key]')).toHaveCount(3);
  await expect(sessions.getByText('This session')).toHaveCount(1);
  await expect(page.getByTestId('two-factor-on')).toContainText('9 of 10 recovery codes left');
  await sessions.getByRole('button', { name: 'End all other sessions' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(sessions.locator('tbody tr[data-row-key]')).toHaveCount(1);
  await second.goto('/dashboard/user-list');
  await expect(second).toHaveURL(/\/login$/);
  await expect(second.getByTestId('login-notice')).toContainText('Your session was ended. Please sign in again.');
});
