// The users area against the real API and database: a stats-bar deep link, filters, a saved filter and
// both CSV exports on the user list, the persisted map switch, and the user page (Info edit with its
// validation messages, archive/unarchive, role, the Pads tab's filters and the Activity tab).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { count, query } from '../support/db';
import { E2E } from '../support/env';
import { apiToken, expect, test } from '../support/fixtures';
import { pick } from '../support/forms';
import { unique } from '../support/unique';

const ADMIN_EMAIL = 'admin@pads.test';

async function openList(page: Page, path = '/dashboard/user-list') {
  await page.goto(path);
  await expect(page.getByTestId('user-list-page')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('list-showing')).toBeVisible({ timeout: 30_000 });
}

/** Starts from the list's defaults: sessionStorage remembers the last state per tab. */
async function freshList(page: Page) {
  await openList(page);
  await page.evaluate(() => sessionStorage.clear());
  await openList(page);
}

const totalOf = (text: string) => Number(/of (\d+) listings/.exec(text)?.[1] ?? (text.includes('0 of 0') ? 0 : NaN));

/** The ID column of a downloaded CSV (plain: no field of these exports holds a comma or a line break). */
async function downloadRows(page: Page, click: () => Promise<void>): Promise<string[][]> {
  const downloadPromise = page.waitForEvent('download');
  await click();
  const download = await downloadPromise;
  const text = await readFile((await download.path())!, 'utf8');
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

const mapSetting = async () =>
  (
    await query<{ on: boolean | null }>(
      "SELECT (settings->'admin_settings'->>'is_user_map_on')::boolean AS on FROM users WHERE email = $1",
      [ADMIN_EMAIL],
    )
  )[0]!.on;

test.describe('user list', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a stats-bar deep link opens the list with the number the bar shows', async ({ adminPage: page }) => {
    await freshList(page);
    for (const key of ['free_pilots', 'premium_owners']) {
      const link = page.getByTestId(`stat-${key}`);
      await expect(link).toHaveText(/\d/);
      const shown = Number(((await link.textContent()) ?? '').split(':').pop()!.replace(/[^\d]/g, ''));
      await link.click();
      await expect(page).toHaveURL(/\/dashboard\/user-list\?filters/);
      await expect.poll(async () => totalOf((await page.getByTestId('list-showing').textContent()) ?? '')).toBe(shown);
    }
  });

  test('filters, saves the filter and exports both CSVs', async ({ adminPage: page }) => {
    await freshList(page);
    await pick(page, 'filter-row-0-column', 'Role');
    await pick(page, 'filter-row-0-operator', 'equals');
    await pick(page, 'filter-row-0-value', 'Owner');
    await page.getByTestId('filter-submit').click();
    const owners = await count('SELECT id FROM users WHERE role = 3');
    await expect.poll(async () => totalOf((await page.getByTestId('list-showing').textContent()) ?? '')).toBe(owners);
    // Role 0 is a filter option too, shown as 'Undefined'.
    await page.getByTestId('filter-row-0-value').click();
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Undefined"]')).toBeVisible();
    await page.keyboard.press('Escape');

    const name = `E2E owners ${unique()}`;
    await page.getByTestId('save-filter-name').fill(name);
    await page.getByTestId('save-filter-submit').click();
    await expect
      .poll(() => query("SELECT filters FROM saved_filters WHERE name = $1 AND entity = 'users'", [name]))
      .toEqual([{ filters: { 'role:equals': '3' } }]);
    await page.getByTestId('filter-clear').click();
    await pick(page, 'saved-filters', name);
    await expect.poll(async () => totalOf((await page.getByTestId('list-showing').textContent()) ?? '')).toBe(owners);

    const dbIds = (await query<{ id: number }>('SELECT id FROM users WHERE role = 3 ORDER BY id')).map((r) => r.id);
    const plain = await downloadRows(page, () => page.getByTestId('export-csv').click());
    expect(plain[0]).toContain('ID');
    expect(plain[0]).toContain('Username');
    const idAt = plain[0]!.indexOf('ID');
    expect(
      plain
        .slice(1)
        .map((row) => Number(row[idAt]))
        .sort((a, b) => a - b),
    ).toEqual(dbIds);

    await page.getByTestId('export-csv-for-update').check();
    const forUpdate = await downloadRows(page, () => page.getByTestId('export-csv').click());
    expect(forUpdate[0]).toEqual([
      'ID',
      'first_name',
      'last_name',
      'username',
      'email',
      'phone',
      'role',
      'country_code',
      'state_code',
      'renewal_date',
      'premium_state',
      'campaign_id',
      'campaign',
      'is_active',
    ]);
    expect(forUpdate.length - 1).toBe(owners);
  });

  test('the map switch persists after a reload; the map and the list pass the accessibility scan', async ({
    adminPage: page,
  }) => {
    await freshList(page);
    const switchControl = page.getByTestId('user-map-switch');
    if ((await switchControl.getAttribute('aria-checked')) === 'true') {
      await switchControl.click();
      await expect.poll(mapSetting).toBe(false);
    }
    await expect(page.getByTestId('user-map')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('user-map-switch')).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByTestId('user-map')).toHaveCount(0);

    await page.getByTestId('user-map-switch').click();
    await expect.poll(mapSetting).toBe(true);
    await page.reload();
    await expect(page.getByTestId('user-map-switch')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('user-map').locator('.leaflet-container')).toBeVisible();
    // "N users in view, M without a location": M counts the list's users with no point, wherever the map is.
    const mapCounts = async () => {
      const text = ((await page.getByTestId('user-map-total').textContent()) ?? '').trim();
      const m = /^(\d+) users in view(?:, (\d+) without a location)?$/.exec(text);
      return m ? { inView: Number(m[1]), unlocated: Number(m[2] ?? 0) } : { text };
    };
    const listTotal = async () => totalOf((await page.getByTestId('list-showing').textContent()) ?? '');
    const unlocated = await count('SELECT id FROM users WHERE latitude IS NULL OR longitude IS NULL');
    await expect.poll(async () => (await mapCounts()).unlocated).toBe(unlocated);
    expect(await count('SELECT id FROM users WHERE latitude IS NOT NULL')).toBeGreaterThan(0);

    // Filtered to British users, all of them inside the opening view (zoom 5 over the UK): every user of
    // the list is on the map or counted as without a location, so N + M is the list's total.
    const gb = await count("SELECT id FROM users WHERE country_code = 'GB'");
    expect(gb).toBeGreaterThan(0);
    expect(
      await count(
        `SELECT id FROM users WHERE country_code = 'GB' AND latitude IS NOT NULL
         AND (latitude NOT BETWEEN 49.9 AND 59 OR longitude NOT BETWEEN -8 AND 2)`,
      ),
    ).toBe(0);
    // The column list is virtual: search it for a column below the first few.
    await page.getByTestId('filter-row-0-column').click();
    await page.keyboard.type('Country code');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Country code"]').first().click();
    await pick(page, 'filter-row-0-operator', 'equals');
    await page.getByTestId('filter-row-0-value').fill('GB');
    await page.getByTestId('filter-submit').click();
    await expect.poll(listTotal).toBe(gb);
    await expect
      .poll(async () => {
        const counts = await mapCounts();
        return 'inView' in counts ? counts.inView! + counts.unlocated! : counts.text;
      })
      .toBe(gb);
    expect(((await mapCounts()) as { inView: number }).inView).toBeGreaterThan(0);
    await expect(page.getByTestId('user-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('user page', () => {
  test.describe.configure({ timeout: 180_000 });

  test('edit with every validation message, archive and unarchive, role, Pads filters, Activity', async ({
    adminPage: page,
  }) => {
    // A campaign the admin picks and another admin deletes before the save (the API's own message).
    const token = await apiToken(page.request);
    const campaignName = `E2E vanishing ${unique()}`;
    const created = await page.request.post(`${E2E.apiUrl}/api/admin/campaigns`, {
      headers: { authorization: `Bearer ${token}` },
      data: { name: campaignName },
    });
    expect(created.status(), await created.text()).toBe(201);
    const campaignId = (await created.json()).data.id as number;

    // A pilot with a country outside the US who has pads under every relation the Pads tab filters on.
    const [target] = await query<{ id: number; username: string }>(
      `SELECT u.id, u.username FROM users u
       WHERE u.role = 2 AND u.deleted_at IS NULL AND u.country_code IS NOT NULL AND u.country_code <> 'US'
       ORDER BY (SELECT count(*) FROM user_favourites f WHERE f.user_id = u.id) DESC, u.id LIMIT 1`,
    );
    const [other] = await query<{ email: string; username: string }>(
      'SELECT email, username FROM users WHERE id <> $1 ORDER BY id LIMIT 1',
      [target!.id],
    );
    await page.goto(`/dashboard/user-view/${target!.id}`);
    await expect(page.getByTestId('user-view-page')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('user-username')).toHaveValue(target!.username);
    const save = () => page.getByTestId('user-save').click();
    const form = page.getByTestId('user-info-form');
    // A field's message (placeholders may read the same, e.g. 'Please select country').
    const fieldError = (text: string) => form.locator('.ant-form-item-explain-error', { hasText: text });

    // Required texts, then malformed ones.
    for (const field of ['first_name', 'last_name', 'username', 'email'])
      await page.getByTestId(`user-${field}`).fill('');
    await save();
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Username is required',
      'Email is required',
    ])
      await expect(fieldError(message)).toBeVisible();
    const newName = `E2E ${unique()}`;
    await page.getByTestId('user-first_name').fill(newName);
    await page.getByTestId('user-last_name').fill('Tester');
    await page.getByTestId('user-username').fill(other!.username);
    await page.getByTestId('user-email').fill('not-an-email');
    await page.getByTestId('user-phone').fill('call me');
    await page.getByTestId('user-renewal_date').fill('tomorrow');
    await save();
    await expect(fieldError('Please enter a valid email!')).toBeVisible();
    await expect(fieldError('Please enter a valid phone number')).toBeVisible();
    await expect(fieldError('Use the format YYYY-MM-DD HH:mm')).toBeVisible();
    await page.getByTestId('user-phone').fill('1'.repeat(51));
    await save();
    await expect(fieldError('Phone must be at most 50 characters')).toBeVisible();

    // Premium needs a future renewal date; non-premium refuses one.
    await page.getByTestId('user-renewal_date').fill('2020-01-01 10:00');
    await pick(page, 'user-premium_state', 'Premium');
    await save();
    await expect(fieldError('A premium or freemium user needs a renewal date in the future')).toBeVisible();
    await page.getByTestId('user-renewal_date').fill('2099-01-01 10:00');
    await pick(page, 'user-premium_state', 'Non-premium');
    await save();
    await expect(fieldError('A non-premium user cannot have a renewal date in the future')).toBeVisible();
    await page.getByTestId('user-renewal_date').fill('');

    // The country may change but not be removed; the US needs a state.
    await page.getByTestId('user-country_code').locator('.ant-select-clear').click({ force: true });
    await save();
    await expect(fieldError('Please select country')).toBeVisible();
    await page.getByTestId('user-country_code').click();
    await page.keyboard.type('United States');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="United States"]').first().click();
    await save();
    await expect(fieldError('Please select state')).toBeVisible();
    await page.getByTestId('user-state_code').click();
    await page.keyboard.type('Texas');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Texas"]').first().click();

    // E-mail and username must be unique: the server says so on each field.
    await page.getByTestId('user-email').fill(other!.email);
    await page.getByTestId('user-phone').fill('+1 512 555 0100');
    await save();
    await expect(fieldError('The email has already been taken.')).toBeVisible();
    await expect(fieldError('The username has already been taken.')).toBeVisible();

    const email = `e2e-${unique()}@pads.test`;
    await page.getByTestId('user-username').fill(`e2e_${unique()}`);
    await page.getByTestId('user-email').fill(email);
    // The campaign picked is deleted meanwhile: the server refuses it on its field.
    await pick(page, 'user-campaign_id', campaignName);
    const deleted = await page.request.delete(`${E2E.apiUrl}/api/admin/campaigns/${campaignId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.status(), await deleted.text()).toBe(200);
    await save();
    await expect(fieldError('The selected campaign is invalid.')).toBeVisible();
    await page.getByTestId('user-campaign_id').locator('.ant-select-clear').click({ force: true });
    await save();
    await expect(page.getByText('Done!').first()).toBeVisible();
    await expect
      .poll(() => query('SELECT first_name, email, country_code, state_code FROM users WHERE id = $1', [target!.id]))
      .toEqual([{ first_name: newName, email, country_code: 'US', state_code: 'TX' }]);

    // A second tab saves first: this tab's save is refused (409) naming who changed the user, nothing overwritten.
    const [me] = await query<{ first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM users WHERE email = $1',
      [ADMIN_EMAIL],
    );
    const second = await page.context().newPage();
    await second.goto(`/dashboard/user-view/${target!.id}`);
    await expect(second.getByTestId('user-first_name')).toHaveValue(newName, { timeout: 30_000 });
    await second.getByTestId('user-last_name').fill('Second tab');
    await second.getByTestId('user-save').click();
    await expect(second.getByText('Done!').first()).toBeVisible();
    await second.close();
    await page.getByTestId('user-last_name').fill('First tab');
    await save();
    await expect(form.getByTestId('form-alert')).toHaveText(
      new RegExp(
        `^This user was changed by ${me!.first_name} ${me!.last_name} at \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC ` +
          'after you opened it\\. Reload to see the changes\\.$',
      ),
    );
    await expect
      .poll(async () => (await query('SELECT last_name FROM users WHERE id = $1', [target!.id]))[0])
      .toEqual({ last_name: 'Second tab' });
    await page.reload();
    await expect(page.getByTestId('user-last_name')).toHaveValue('Second tab', { timeout: 30_000 });

    // Archive needs a reason of 3 characters or more; unarchive asks first.
    await page.getByTestId('user-archive').click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect(dialog.getByText('Please provide reason')).toBeVisible();
    await page.getByTestId('user-archive-reason').fill('ab');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect(dialog.getByText('At least 3 characters')).toBeVisible();
    await page.getByTestId('user-archive-reason').fill('Left the club');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByTestId('user-archived')).toBeVisible();
    await expect
      .poll(async () => (await query('SELECT archive_reason FROM users WHERE id = $1', [target!.id]))[0])
      .toEqual({ archive_reason: 'Left the club' });
    await page.getByTestId('user-unarchive').click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByTestId('user-archived')).toHaveCount(0);
    await expect.poll(() => count('SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL', [target!.id])).toBe(1);

    // Role, behind a confirm.
    await pick(page, 'user-role-select', 'Owner');
    await page.getByTestId('user-role-change').click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => count('SELECT 1 FROM users WHERE id = $1 AND role = 3', [target!.id])).toBe(1);
    await expectAccessible(page);

    // Pads: each filter shows what the database holds for this user.
    const u = target!.id;
    const padSql: Record<number, string> = {
      1: `SELECT id FROM pads WHERE user_id = ${u}`,
      2: `SELECT id FROM pads WHERE submitter_user_id = ${u}`,
      3: `SELECT DISTINCT pad_id FROM contacts WHERE user_id = ${u} AND contact_type_id = 4`,
      5: `SELECT pad_id FROM user_favourites WHERE user_id = ${u}`,
    };
    padSql[0] = Object.values(padSql).join(' UNION ');
    await page.getByTestId('tab-pads').click();
    const pads = page.getByTestId('user-pads');
    for (const filter of [0, 1, 2, 3, 5]) {
      await page.getByTestId(`pads-filter-${filter}`).click();
      await expect(page).toHaveURL(filter ? new RegExp(`filter_id=${filter}`) : /tab=pads/);
      const expected = await count(padSql[filter]!);
      await expect
        .poll(async () => {
          const text = (await pads.getByTestId('list-showing').textContent()) ?? '';
          return text.includes('0 of 0') ? 0 : totalOf(text);
        })
        .toBe(expected);
      await expect(page.getByTestId(`pads-filter-${filter}`)).toHaveText(new RegExp(`\\(${expected}\\)$`));
    }
    expect(await count(padSql[5]!)).toBeGreaterThan(0);
    const firstPad = pads.locator('tbody tr.ant-table-row a').first();
    await expect(firstPad).toHaveAttribute('href', /\/dashboard\/pad-view\/\d+$/);

    // Activity: the edits just made, newest first.
    await page.getByRole('tab', { name: 'Activity' }).click();
    const actions = page.getByTestId('user-activity').getByTestId('activity-action');
    await expect(actions.first()).toHaveText('Role changed');
    await expect(actions.nth(1)).toHaveText('User unarchived');
    await expect(actions.nth(2)).toHaveText('User archived');
    await expect(actions.nth(3)).toHaveText('User updated');
    await expectAccessible(page);

    // The same edits on the acting admin's own Activity tab.
    const [admin] = await query<{ id: number }>('SELECT id FROM users WHERE email = $1', [ADMIN_EMAIL]);
    await page.goto(`/dashboard/user-view/${admin!.id}?tab=activity`);
    await expect(page.getByTestId('user-activity').getByTestId('activity-action').first()).toHaveText('Role changed');
  });
});
