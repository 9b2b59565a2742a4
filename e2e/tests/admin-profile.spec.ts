// The admin profile against the real API and database: editing the profile, changing the password
// (and signing in with the new one), the admins table with server sort, paging and the inactive toggle,
// and registering a new admin, including the server refusing a taken email.
// Each test works on an admin it registers itself, so the demo admin's sign-in stays valid for the rest.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { count, query } from '../support/db';
import { E2E } from '../support/env';
import { apiToken, expect, signIn, test } from '../support/fixtures';
import { unique } from '../support/unique';

const PER_PAGE = 20;

interface Admin {
  id: number;
  email: string;
  password: string;
}

async function registerAdmin(request: APIRequestContext, tag = unique()): Promise<Admin> {
  const token = await apiToken(request);
  const email = `profile.${tag}@pads.test`;
  const password = `secret-${tag}`;
  const res = await request.post(`${E2E.apiUrl}/api/admin/users`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      first_name: 'Profile',
      last_name: `Tester ${tag}`,
      username: `profile.${tag}`,
      email,
      password,
      password_confirmation: password,
      role: 1,
      is_tac_accepted: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const [row] = await query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return { id: row!.id, email, password };
}

async function openProfile(page: Page) {
  await page.goto('/dashboard/admin-profile');
  await expect(page.getByTestId('profile-general')).toBeVisible();
  await expect(page.getByTestId('admins-table').getByTestId('list-showing')).toBeVisible();
}

/** Registers a fresh admin, signs in as them and opens their profile. */
async function profileOfNewAdmin(page: Page, request: APIRequestContext): Promise<Admin> {
  const admin = await registerAdmin(request);
  await signIn(page, admin.email, admin.password);
  await openProfile(page);
  return admin;
}

/** The admins the table must show on a page, as the database orders them. */
async function adminIds(scope: 'active' | 'all', order: string, pageNo = 1) {
  const where = scope === 'active' ? 'role = 1 AND deleted_at IS NULL' : 'role = 1';
  const rows = await query<{ id: number }>(
    `SELECT id FROM users WHERE ${where} ORDER BY ${order} LIMIT ${PER_PAGE} OFFSET ${(pageNo - 1) * PER_PAGE}`,
  );
  return { ids: rows.map((r) => r.id), total: await count(`SELECT id FROM users WHERE ${where}`) };
}

async function tableIds(page: Page): Promise<number[]> {
  const cells = await page
    .getByTestId('admins-table')
    .locator('tbody tr.ant-table-row td:first-child')
    .allTextContents();
  return cells.map(Number);
}

async function expectAdmins(page: Page, scope: 'active' | 'all', order: string, pageNo = 1) {
  const { ids, total } = await adminIds(scope, order, pageNo);
  const from = (pageNo - 1) * PER_PAGE + 1;
  await expect(page.getByTestId('admins-table').getByTestId('list-showing')).toHaveText(
    `Showing ${from}-${Math.min(pageNo * PER_PAGE, total)} of ${total} listings`,
  );
  await expect.poll(() => tableIds(page)).toEqual(ids);
}

test.describe('admin profile', () => {
  test('edits the general profile data, and Cancel leaves it unchanged', async ({ page, request }) => {
    const admin = await profileOfNewAdmin(page, request);
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
    const [row] = await query<{ first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM users WHERE id = $1',
      [admin.id],
    );
    expect(row).toEqual({ first_name: 'Róisín', last_name: "O'Sullivan" });

    // Read back from the server after a reload.
    await page.reload();
    await expect(page.getByTestId('profile-general')).toContainText('Róisín');
  });

  test('refuses an email another admin has, on the Email field', async ({ page, request }) => {
    const admin = await profileOfNewAdmin(page, request);
    const general = page.getByTestId('profile-general');
    await general.getByRole('button', { name: 'Edit' }).click();
    await general.getByLabel('Email').fill(E2E.admin.email);
    await general.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Error' })).toBeVisible();
    await expect(general.locator('.ant-form-item-explain-error')).toHaveText('The email has already been taken.');
    const [row] = await query<{ email: string }>('SELECT email FROM users WHERE id = $1', [admin.id]);
    expect(row!.email).toBe(admin.email);
  });

  test('changes the password: mismatch refused, success shown, new password signs in', async ({ page, request }) => {
    const admin = await profileOfNewAdmin(page, request);
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

  test('lists admins with server sort, paging and the inactive toggle', async ({ page, request }) => {
    // Enough admins for two pages, one of them deactivated.
    const made: Admin[] = [];
    for (let i = 0; i < PER_PAGE; i++) made.push(await registerAdmin(request));
    await query('UPDATE users SET deleted_at = now() WHERE id = $1', [made[0]!.id]);

    await signIn(page);
    await openProfile(page);
    await page.evaluate(() => sessionStorage.clear());
    await openProfile(page);
    await expectAdmins(page, 'active', 'id DESC');

    const toggle = page.getByTestId('toggle-inactive');
    await expect(toggle).toHaveText('Show inactive users');
    await toggle.click();
    await expect(toggle).toHaveText('Hide inactive users');
    await expectAdmins(page, 'all', 'id DESC');
    await expect(page.getByTestId('admins-table').locator('tr.admin-row--inactive')).not.toHaveCount(0);

    await page
      .getByTestId('admins-table')
      .locator('th', { hasText: /^Email$/ })
      .click();
    await expectAdmins(page, 'all', 'email ASC, id ASC');

    await page.getByTestId('admins-table-pagination').getByTitle('2', { exact: true }).click();
    await expectAdmins(page, 'all', 'email ASC, id ASC', 2);

    await toggle.click();
    await expect(toggle).toHaveText('Show inactive users');
    await expect(page.getByTestId('admins-table').locator('tr.admin-row--inactive')).toHaveCount(0);
  });

  test('registers a new admin, and shows the server refusing a taken email', async ({ adminPage: page }) => {
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
    await dialog.getByRole('button', { name: 'Register' }).click();
    const success = page.locator('.ant-notification-notice').filter({ hasText: 'Admin was created successfully' });
    await expect(success).toContainText('Success');
    await expect(dialog).toBeHidden();
    const created = await query<{ role: number; is_tac_accepted: boolean }>(
      'SELECT role, is_tac_accepted FROM users WHERE email = $1',
      [`niamh.${tag}@pads.test`],
    );
    expect(created).toEqual([{ role: 1, is_tac_accepted: true }]);
    await expect(page.getByTestId('admins-table')).toContainText(`niamh.${tag}@pads.test`);

    dialog = await openModal();
    await fill(dialog, E2E.admin.email);
    await dialog.getByLabel('Username').fill(`niamh.other.${tag}`);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Error' })).toBeVisible();
    await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText('The email has already been taken.');
    await expect(dialog).toBeVisible();
    expect(await count('SELECT id FROM users WHERE lower(email) = $1', [E2E.admin.email])).toBe(1);
  });
});

test('the admin profile passes the accessibility scan', async ({ adminPage: page }) => {
  await page.goto('/dashboard/admin-profile');
  await expect(page.getByTestId('profile-general')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('admins-table').locator('tbody tr.ant-table-row').first()).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page);
});
