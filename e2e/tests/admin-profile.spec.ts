// The admin profile against the real API and database: editing the profile, changing the password
// (and signing in with the new one), the admins table with server sort, paging and the inactive toggle,
// and registering a new admin, including the server refusing a taken email.
// Each test works on admins it registers itself, and checks the table against the answers the page got.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { apiCall, archiveUser, registerAdmin, type Account } from '../support/api';
import { watchAnswers } from '../support/answers';
import { E2E } from '../support/env';
import { expect, signIn, test } from '../support/fixtures';
import { unique } from '../support/unique';

const PER_PAGE = 20;

interface AdminRow {
  id: number;
  email: string;
  deleted_at: string | null;
}
type AdminsAnswer = { data: AdminRow[]; meta: { total: number; from: number | null; to: number | null } };

async function openProfile(page: Page) {
  await page.goto('/dashboard/admin-profile');
  // A fresh page loads the host and the remote's code first: on a busy machine, seconds.
  await expect(page.getByTestId('profile-general')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('admins-table').getByTestId('list-showing')).toBeVisible({ timeout: 30_000 });
}

/** Registers a fresh admin, signs in as them and opens their profile. */
async function profileOfNewAdmin(page: Page, request: APIRequestContext, adminToken: string): Promise<Account> {
  const admin = await registerAdmin(request, adminToken, { prefix: 'profile', firstName: 'Profile' });
  await signIn(page, admin.email, admin.password);
  await openProfile(page);
  return admin;
}

async function stored(request: APIRequestContext, adminToken: string, id: number) {
  return (await apiCall<{ data: Record<string, unknown> }>(request, adminToken, 'GET', `/api/admin/users/${id}`)).data;
}

async function tableIds(page: Page): Promise<number[]> {
  const cells = await page
    .getByTestId('admins-table')
    .locator('tbody tr.ant-table-row td:first-child')
    .allTextContents();
  return cells.map(Number);
}

/** The table shows exactly the admins the API answered it, with their paging line; inactive ones faded. */
async function expectAnswer(page: Page, { data, meta }: AdminsAnswer) {
  await expect(page.getByTestId('admins-table').getByTestId('list-showing')).toHaveText(
    `Showing ${meta.from}-${meta.to} of ${meta.total} listings`,
  );
  await expect.poll(() => tableIds(page)).toEqual(data.map((row) => row.id));
  const rows = page.getByTestId('admins-table').locator('tbody tr.ant-table-row');
  for (const [i, row] of data.entries())
    if (row.deleted_at) await expect(rows.nth(i)).toHaveClass(/admin-row--inactive/);
    else await expect(rows.nth(i)).not.toHaveClass(/admin-row--inactive/);
}

test.describe('admin profile', { tag: '@users' }, () => {
  test('edits the general profile data, and Cancel leaves it unchanged', async ({ page, request, adminToken }) => {
    const admin = await profileOfNewAdmin(page, request, adminToken);
    const general = page.getByTestId('profile-general');

    await general.getByRole('button', { name: 'Edit' }).click();
    await general.getByLabel('First Name').fill('Changed');
    await general.getByRole('button', { name: 'Cancel' }).click();
    await expect(general).toContainText('Profile');
    await expect(general).not.toContainText('Changed');

    await general.getByRole('button', { name: 'Edit' }).click();
    await general.getByLabel('First Name').fill('');
    await general.getByLabel('Last Name').fill('x'.repeat(201));
    await general.getByRole('button', { name: 'Save changes' }).click();
    // The input stops at 200 characters, so only the empty first name is refused.
    await expect(general.locator('.ant-form-item-explain-error')).toHaveCount(1);
    await expect(general.getByLabel('Last Name')).toHaveValue('x'.repeat(200));

    await general.getByLabel('First Name').fill('Róisín');
    await general.getByLabel('Last Name').fill("O'Sullivan");
    await general.getByRole('button', { name: 'Save changes' }).click();
    await expect(general.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(general).toContainText('Róisín');
    await expect(general).toContainText("O'Sullivan");
    expect(await stored(request, adminToken, admin.id)).toMatchObject({
      first_name: 'Róisín',
      last_name: "O'Sullivan",
    });

    // Read back from the server after a reload.
    await page.reload();
    await expect(page.getByTestId('profile-general')).toContainText('Róisín');
  });

  test('refuses an email another admin has, on the Email field', async ({
    page,
    request,
    admin: other,
    adminToken,
  }) => {
    const admin = await profileOfNewAdmin(page, request, adminToken);
    const general = page.getByTestId('profile-general');
    await general.getByRole('button', { name: 'Edit' }).click();
    await general.getByLabel('Email').fill(other.email);
    await general.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Error' })).toBeVisible();
    await expect(general.locator('.ant-form-item-explain-error')).toHaveText('The email has already been taken.');
    expect((await stored(request, adminToken, admin.id)).email).toBe(admin.email);
  });

  test('changes the password: mismatch refused, success shown, new password signs in', async ({
    page,
    request,
    adminToken,
  }) => {
    const admin = await profileOfNewAdmin(page, request, adminToken);
    const section = page.getByTestId('profile-password');

    await section.getByRole('button', { name: 'Change password' }).click();
    await section.getByLabel('Password', { exact: true }).fill('new-secret-1');
    await section.getByLabel('Confirm password').fill('new-secret-2');
    await section.getByRole('button', { name: 'Save new password' }).click();
    await expect(section).toContainText('Password confirmation does not match');

    await section.getByLabel('Confirm password').fill('new-secret-1');
    await section.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been changed successfully!')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Change password' })).toBeVisible();

    const login = (password: string) =>
      request.post(`${E2E.apiUrl}/api/auth/login`, { data: { email: admin.email, password } });
    expect((await login(admin.password)).status()).toBe(422);
    expect((await login('new-secret-1')).ok()).toBeTruthy();
  });

  test('lists admins with server sort, paging and the inactive toggle', async ({
    adminPage: page,
    request,
    adminToken,
  }) => {
    // Enough admins for two pages whatever else the database holds, the newest of them deactivated.
    const made: Account[] = [];
    for (let i = 0; i < PER_PAGE; i++) made.push(await registerAdmin(request, adminToken, { prefix: 'listed' }));
    await archiveUser(request, adminToken, made.at(-1)!.id);

    const admins = watchAnswers<AdminsAnswer>(page, '/api/admin/users/get-admins');
    await openProfile(page);
    await page.evaluate(() => sessionStorage.clear());
    await openProfile(page);
    const active = await admins.latest({ type: 'active', sort_column: null, page: '1' });
    await expectAnswer(page, active.body);
    expect(active.body.data.map((row) => row.id)).not.toContain(made.at(-1)!.id);
    expect(active.body.meta.total).toBeGreaterThan(PER_PAGE);

    const toggle = page.getByTestId('toggle-inactive');
    await expect(toggle).toHaveText('Show inactive users');
    await toggle.click();
    await expect(toggle).toHaveText('Hide inactive users');
    const all = await admins.latest({ type: 'all', sort_column: null, page: '1' });
    await expectAnswer(page, all.body);
    await expect(page.getByTestId('admins-table').locator('tr.admin-row--inactive')).not.toHaveCount(0);

    await page
      .getByTestId('admins-table')
      .locator('th', { hasText: /^Email$/ })
      .click();
    await expectAnswer(page, (await admins.latest({ type: 'all', sort_column: 'email', page: '1' })).body);

    await page.getByTestId('admins-table-pagination').getByTitle('2', { exact: true }).click();
    const second = await admins.latest({ type: 'all', sort_column: 'email', page: '2' });
    expect(second.params.get('sort_direction')).toMatch(/^asc/);
    await expectAnswer(page, second.body);

    await toggle.click();
    await expect(toggle).toHaveText('Show inactive users');
    await expect(page.getByTestId('admins-table').locator('tr.admin-row--inactive')).toHaveCount(0);
  });

  test('registers a new admin, and shows the server refusing a taken email', async ({ adminPage: page, admin }) => {
    await openProfile(page);
    const tag = unique();
    const openModal = async () => {
      await page.getByRole('button', { name: 'Add a new admin' }).click();
      const dialog = page.getByRole('dialog', { name: 'Register a new Admin' });
      await expect(dialog).toBeVisible();
      return dialog;
    };
    const fill = async (dialog: ReturnType<Page['getByRole']>, email: string, confirmation = 'admin-pass-1') => {
      await dialog.getByLabel('Name', { exact: true }).fill('Niamh');
      await dialog.getByLabel('Surname').fill(`Walsh ${tag}`);
      await dialog.getByLabel('Username').fill(`niamh.${tag}`);
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill('admin-pass-1');
      await dialog.getByLabel('Confirm Password').fill(confirmation);
    };

    let dialog = await openModal();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog).toContainText('Please input your password!');
    await expect(dialog).toContainText('Please confirm your password!');
    await fill(dialog, `niamh.${tag}@pads.test`, 'something-else');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog).toContainText('The two passwords that you entered do not match!');

    await dialog.getByLabel('Confirm Password').fill('admin-pass-1');
    const registered = page.waitForResponse(
      (r) => r.url() === `${E2E.apiUrl}/api/admin/users` && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Register' }).click();
    expect((await (await registered).json()).data).toMatchObject({
      email: `niamh.${tag}@pads.test`,
      role: 1,
      is_tac_accepted: true,
    });
    const success = page.locator('.ant-notification-notice').filter({ hasText: 'Admin was created successfully' });
    await expect(success).toContainText('Success');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('admins-table')).toContainText(`niamh.${tag}@pads.test`);

    dialog = await openModal();
    await fill(dialog, admin.email);
    await dialog.getByLabel('Username').fill(`niamh.other.${tag}`);
    const refused = page.waitForResponse(
      (r) => r.url() === `${E2E.apiUrl}/api/admin/users` && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Register' }).click();
    expect((await refused).status()).toBe(422);
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Error' })).toBeVisible();
    await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('The email has already been taken.');
    await expect(dialog).toBeVisible();
  });

  test('the admin profile passes the accessibility scan', { tag: '@smoke' }, async ({ adminPage: page }) => {
    await page.goto('/dashboard/admin-profile');
    await expect(page.getByTestId('profile-general')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('admins-table').locator('tbody tr.ant-table-row').first()).toBeVisible({
      timeout: 30_000,
    });
    await expectAccessible(page);
  });
});
