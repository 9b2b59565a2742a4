// Campaigns (issue 17, campaigns part): the table as the API answers it, create with the required-name message,
// rename in place, View opens the user list filtered to the campaign with the same total, a user assigned on their page is counted, the
// table exports as CSV, delete says how many users are assigned and leaves them without the campaign.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { apiCall } from '../support/api';
import { watchAnswers } from '../support/answers';
import { expect, test } from '../support/fixtures';
import { unique } from '../support/unique';

const slowExpect = expect.configure({ timeout: 45_000 });

const rowOf = (page: Page, name: string) =>
  page.getByTestId('campaigns-table').locator('tbody tr').filter({ hasText: name });

/** The campaign's row, on whichever page of the table it is (other tests' campaigns may come first). */
async function findRow(page: Page, name: string) {
  const next = page.locator('.ant-pagination-next').first();
  for (let turns = 0; (await rowOf(page, name).count()) === 0; turns++) {
    expect(turns, `${name} is on no page of the campaigns table`).toBeLessThan(40);
    await expect(next).toBeVisible();
    if ((await next.getAttribute('aria-disabled')) === 'true') await slowExpect(rowOf(page, name)).toBeVisible();
    await next.click();
    await expect(page.getByTestId('campaigns-table').locator('.ant-spin-spinning')).toHaveCount(0);
  }
  return rowOf(page, name);
}

async function openCampaigns(page: Page) {
  await page.goto('/dashboard/reports/campaigns');
  await slowExpect(page.getByTestId('campaigns-page')).toBeVisible();
}

const campaignNames = async (request: APIRequestContext, token: string) =>
  (await apiCall<{ data: { name: string }[] }>(request, token, 'GET', '/api/admin/users/campaign-options')).data.map(
    (c) => c.name,
  );

test.describe('campaigns', { tag: '@reports' }, () => {
  test.describe.configure({ timeout: 120_000 });

  test('create, rename in place, view the users, delete with the count', async ({
    adminPage: page,
    request,
    adminToken,
    pilot,
  }) => {
    type CampaignsAnswer = { data: { name: string; count: number }[]; meta: { total: number } };
    const campaigns = watchAnswers<CampaignsAnswer>(page, '/api/admin/campaigns');
    await openCampaigns(page);
    await expect(page.getByRole('heading', { name: 'Campaigns' })).toBeVisible();

    // The campaigns with the most users first (current users, descending), as the API answered.
    const { data, meta } = (await campaigns.latest({ export: null })).body;
    const firstRow = page.getByTestId('campaigns-table').locator('tbody tr').first();
    if (data.length) {
      await slowExpect(firstRow).toContainText(data[0]!.name);
      await expect(firstRow.locator('td').nth(1)).toHaveText(String(data[0]!.count));
    }
    // 'Showing x-y of n listings' above and below the table.
    const showing = `Showing 1-${Math.min(meta.total, 25)} of ${meta.total} listings`;
    await expect(page.getByTestId('list-showing')).toHaveText(showing);
    await expect(page.getByTestId('list-showing-bottom')).toHaveText(showing);
    await expectAccessible(page);

    // Add New: the name is required.
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

    // New campaigns have no users: sorted by Current ascending, it comes early.
    await page.getByRole('columnheader', { name: 'Current' }).click();
    await expect((await findRow(page, name)).locator('td').nth(1)).toHaveText('0');

    // Rename in place.
    const renamed = `${name} renamed`;
    await rowOf(page, name).getByRole('button', { name: 'Rename' }).click();
    const editor = rowOf(page, name).locator('textarea');
    await editor.fill(renamed);
    await editor.press('Enter');
    await slowExpect(rowOf(page, renamed)).toBeVisible();
    expect(await campaignNames(request, adminToken)).toContain(renamed);

    // This test's pilot, assigned to it on their user page, is counted.
    await page.goto(`/dashboard/user-view/${pilot.id}`);
    await slowExpect(page.getByTestId('user-view-page')).toBeVisible();
    await page.getByTestId('user-campaign_id').click();
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${renamed}"]`).click();
    await page.getByTestId('user-save').click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Done!' }).first()).toBeVisible();
    await openCampaigns(page);
    await page.getByRole('columnheader', { name: 'Current' }).click();
    await slowExpect((await findRow(page, renamed)).locator('td').nth(1)).toHaveText('1');

    // View: the user list filtered to the campaign, with the same total.
    await rowOf(page, renamed).getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user-list\?filters=true&column=userCampaign\.campaign_id/);
    await slowExpect(page.getByTestId('list-showing')).toContainText('of 1 listings');
    await expect(page.getByTestId('user-table')).toContainText(pilot.email);

    // The table exports as CSV, with the campaign and its count.
    await openCampaigns(page);
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
    await page.getByRole('columnheader', { name: 'Current' }).click();
    await (await findRow(page, renamed)).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.locator('.ant-popconfirm:visible');
    await expect(confirm).toContainText('1 user is assigned to this campaign.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(rowOf(page, renamed)).toHaveCount(0);
    expect(await campaignNames(request, adminToken)).not.toContain(renamed);
    const { data: user } = await apiCall<{ data: { campaign_id: number | null; is_active: boolean } }>(
      request,
      adminToken,
      'GET',
      `/api/admin/users/${pilot.id}`,
    );
    expect(user).toMatchObject({ campaign_id: null, is_active: true });
  });
});
