// Campaigns (issue 17, campaigns part): create with the required-name message, rename in place, View opens
// the user list filtered to the campaign with the same total, a user assigned on their page is counted, the
// table exports as CSV, delete says how many users are assigned and leaves them without the campaign.
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { query } from '../support/db';
import { expect, test } from '../support/fixtures';
import { unique } from '../support/unique';

test.describe.configure({ timeout: 120_000 });
const slowExpect = expect.configure({ timeout: 45_000 });

const rowOf = (page: Page, name: string) =>
  page.getByTestId('campaigns-table').locator('tbody tr').filter({ hasText: name });

test('create, rename in place, view the users, delete with the count', async ({ adminPage: page }) => {
  await page.goto('/dashboard/reports/campaigns');
  await slowExpect(page.getByTestId('campaigns-page')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();

  // The seeded campaign with the most users comes first (current users, descending).
  const [top] = await query<{ id: number; name: string; n: number }>(
    `SELECT c.id, c.name, count(u.id)::int AS n FROM campaigns c
       LEFT JOIN users u ON u.campaign_id = c.id
     GROUP BY c.id ORDER BY n DESC, c.id DESC LIMIT 1`,
  );
  const firstRow = page.getByTestId('campaigns-table').locator('tbody tr.ant-table-row').first();
  await slowExpect(firstRow).toContainText(top!.name);
  await expect(firstRow.locator('td').nth(1)).toHaveText(String(top!.n));
  // 'Showing x-y of n listings' above and below the table.
  const [{ n: campaigns }] = (await query<{ n: number }>('SELECT count(*)::int AS n FROM campaigns')) as [
    { n: number },
  ];
  const showing = `Showing 1-${Math.min(campaigns, 25)} of ${campaigns} listings`;
  await expect(page.getByTestId('list-showing')).toHaveText(showing);
  await expect(page.getByTestId('list-showing-bottom')).toHaveText(showing);
  await expectAccessible(page);

  // View: the user list filtered to the campaign, with the same total.
  await firstRow.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user-list\?filters=true&column=userCampaign\.campaign_id/);
  await slowExpect(page.getByTestId('list-showing')).toContainText(`of ${top!.n} listings`);

  // Add New: the name is required.
  await page.goto('/dashboard/reports/campaigns');
  await slowExpect(page.getByTestId('campaigns-page')).toBeVisible();
  await page.getByRole('button', { name: 'Add New' }).click();
  const form = page.getByTestId('add-campaign-form');
  await expect(form).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  const name = `E2E Campaign ${unique()}`;
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: name }).first()).toBeVisible();

  // New campaigns have no users: sort by Current ascending to bring it to the first page.
  await page.getByRole('columnheader', { name: 'Current' }).click();
  await slowExpect(rowOf(page, name)).toBeVisible();
  await expect(rowOf(page, name).locator('td').nth(1)).toHaveText('0');

  // Rename in place.
  const renamed = `${name} renamed`;
  await rowOf(page, name).getByRole('button', { name: 'Rename' }).click();
  const editor = rowOf(page, name).locator('textarea');
  await editor.fill(renamed);
  await editor.press('Enter');
  await slowExpect(rowOf(page, renamed)).toBeVisible();
  const [stored] = await query<{ name: string }>('SELECT name FROM campaigns WHERE name = $1', [renamed]);
  expect(stored).toEqual({ name: renamed });

  // A pilot assigned to it on their user page is counted.
  const [pilot] = await query<{ id: number }>(
    `SELECT id FROM users WHERE role = 2 AND deleted_at IS NULL AND campaign_id IS NULL
       AND country_code IS NOT NULL AND country_code <> 'US' ORDER BY id LIMIT 1`,
  );
  await page.goto(`/dashboard/user-view/${pilot!.id}`);
  await slowExpect(page.getByTestId('user-view-page')).toBeVisible();
  await page.getByTestId('user-campaign_id').click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${renamed}"]`).click();
  await page.getByTestId('user-save').click();
  await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Done!' }).first()).toBeVisible();
  await page.goto('/dashboard/reports/campaigns');
  await slowExpect(page.getByTestId('campaigns-page')).toBeVisible();
  await page.getByRole('columnheader', { name: 'Current' }).click();
  await slowExpect(rowOf(page, renamed).locator('td').nth(1)).toHaveText('1');

  // The table exports as CSV, with the campaign and its count.
  const download = page.waitForEvent('download');
  await page.getByTestId('campaigns-export').click();
  const csv = await (await download).createReadStream().then(async (stream) => {
    let text = '';
    for await (const chunk of stream) text += chunk;
    return text;
  });
  expect(csv.split(/\r?\n/)[0]).toBe('Name,Current,Converted,Reverted');
  expect(csv).toContain(`${renamed},1,`);

  // Delete: the confirmation says how many users are assigned; they stay, without the campaign.
  await rowOf(page, renamed).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.locator('.ant-popconfirm:visible');
  await expect(confirm).toContainText('1 user is assigned to this campaign.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, renamed)).toHaveCount(0);
  expect(await query('SELECT 1 FROM campaigns WHERE name = $1', [renamed])).toHaveLength(0);
  expect(await query('SELECT campaign_id, deleted_at FROM users WHERE id = $1', [pilot!.id])).toEqual([
    { campaign_id: null, deleted_at: null },
  ]);
});
