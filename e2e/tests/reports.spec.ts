// Reports (issue 17): every report of the index opens with rows (and its chart where it has one); filters
// apply, are kept when the admin comes back within the reports area and are cleared after leaving it.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test.describe.configure({ timeout: 240_000 });
const slowExpect = expect.configure({ timeout: 45_000 });

/** Index rows in order, with the test id of the screen each opens and whether it draws a chart. */
const REPORTS: [name: string, screen: string, chart: boolean][] = [
  ['Pad Submissions by Pilot', 'report-pad-submissions', false],
  ['System Logs', 'report-log-report', false],
  ['Duplicate Checker', 'duplicate-list-page', false],
  ['Pad Engagement Fav/Rev', 'report-pad-stats-fav', false],
  ['Pad Engagement All', 'report-pad-stats-views', false],
  ['Onboarding Drop Off', 'report-drop-off', true],
  ['Pilot Country', 'report-pilots-country', true],
  ['In-app Engagement', 'report-moderation-engagement', true],
  ['Campaigns', 'campaigns-page', false],
  ['Premium Subscriptions', 'report-subs-report', false],
  ['Concurrent Pilot Logins', 'report-concurrent-logins', false],
  ['Pad Country', 'report-pad-country', true],
  ['360 Surveys', 'report-survey-report', true],
  ['Pilot aircrafts', 'report-pilot-aircrafts', false],
];

const rows = (page: Page) => page.getByTestId('report-table').locator('tbody tr.ant-table-row');

async function openFromIndex(page: Page, name: string, screen: string) {
  await page.goto('/dashboard/reports');
  await slowExpect(page.getByTestId('report-index')).toBeVisible();
  await page.getByTestId('report-index').getByRole('link', { name, exact: true }).click();
  await slowExpect(page.getByTestId(screen)).toBeVisible();
}

/** Types a range into the antd range picker (DD-MM-YYYY), as an admin would. */
async function pickRange(page: Page, from: string, to: string) {
  const inputs = page.getByRole('textbox', { name: 'Date range' });
  await inputs.first().click();
  await inputs.first().fill(from);
  await page.keyboard.press('Enter');
  await inputs.nth(1).fill(to);
  await page.keyboard.press('Enter');
  await expect(inputs.nth(1)).toHaveValue(to);
}

test('the index lists the fourteen reports, and each opens with its rows and chart', async ({ adminPage: page }) => {
  await page.goto('/dashboard/reports');
  await slowExpect(page.getByTestId('report-index')).toBeVisible();
  await expect(page.getByTestId('report-index').locator('tbody tr')).toHaveCount(14);
  for (const [name, screen, chart] of REPORTS) {
    await openFromIndex(page, name, screen);
    if (screen.startsWith('report-') && name !== 'Pad Engagement Fav/Rev') {
      await slowExpect(rows(page).first()).toBeVisible();
      if (chart) await expect(page.getByTestId('report-chart').locator('svg').first()).toBeVisible();
    }
  }
});

test('filters apply: keyword, dates, countries, switches, tabs, the aircraft keyword rule', async ({
  adminPage: page,
}) => {
  // Fav/Rev waits for dates with the spec's text, then shows what happened in them.
  await openFromIndex(page, 'Pad Engagement Fav/Rev', 'report-pad-stats-fav');
  await expect(page.getByText('Select dates rage')).toBeVisible();
  await pickRange(page, '01-01-2015', new Date().toLocaleDateString('en-GB').replaceAll('/', '-'));
  await slowExpect(rows(page).first()).toBeVisible();

  // Pad Country by country.
  await openFromIndex(page, 'Pad Country', 'report-pad-country');
  // The screen shows before its rows arrive: wait for the unfiltered rows, not a count taken too early.
  await slowExpect.poll(() => rows(page).count()).toBeGreaterThan(1);
  await page.getByLabel('Countries').click();
  await page.keyboard.type('Irel');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Ireland' }).click();
  await page.keyboard.press('Escape');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Ireland');

  // In-app engagement without test/internal accounts: never more than with them.
  await openFromIndex(page, 'In-app Engagement', 'report-moderation-engagement');
  const total = async () =>
    (await rows(page).locator('td:nth-child(2)').allTextContents()).reduce((n, t) => n + Number(t), 0);
  await slowExpect(rows(page)).toHaveCount(8);
  const withInternal = await total();
  await page.getByLabel('Remove test/internal results').click();
  await expect.poll(total).toBeLessThanOrEqual(withInternal);

  // Drop-off tabs.
  await openFromIndex(page, 'Onboarding Drop Off', 'report-drop-off');
  await page.getByRole('tab', { name: 'Pilots Android' }).click();
  await slowExpect(rows(page).first()).toBeVisible();
  await expect(page.getByText('New version')).toBeVisible();

  // Pilot aircrafts: at least 3 characters, applied with Submit.
  await openFromIndex(page, 'Pilot aircrafts', 'report-pilot-aircrafts');
  const firstTail = (await rows(page).first().locator('td').first().textContent())!;
  await page.getByLabel('Keyword').fill('ab');
  await expect(page.getByText('At least 3 characters')).toBeVisible();
  await page.getByLabel('Keyword').fill(firstTail.slice(0, 4));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(rows(page).first()).toContainText(firstTail.slice(0, 4));
});

test('filters are kept within the reports area and cleared after leaving it', async ({ adminPage: page }) => {
  await openFromIndex(page, 'Pad Submissions by Pilot', 'report-pad-submissions');
  const name = (await rows(page).first().locator('td').first().textContent())!.slice(0, 4);
  await page.getByLabel('Keyword').fill(name);
  await expect(rows(page).first()).toContainText(name);
  // Back to the index and in again: the keyword is still there.
  await openFromIndex(page, 'Pad Submissions by Pilot', 'report-pad-submissions');
  await expect(page.getByLabel('Keyword')).toHaveValue(name);
  // Out of the reports area and back: cleared.
  await page.locator('header').getByText('Pads', { exact: true }).click();
  await slowExpect(page.getByTestId('pad-list-page')).toBeVisible();
  await openFromIndex(page, 'Pad Submissions by Pilot', 'report-pad-submissions');
  await expect(page.getByLabel('Keyword')).toHaveValue('');
});
