// Reports (issue 17): every report of the index opens with its table (and its chart where it has one); each
// report's own filters apply: the screen sends them and its table shows exactly what the API answered those
// parameters; filters (a keyword, a date range, a list filter) are kept when the admin comes back within the
// reports area and are cleared after leaving it. Where a filter must find something, the test makes it:
// pilots in a given country and state who submit pads, review and sign in to the app, and pads in a place.
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { apiCall, savedFilters } from '../support/api';
import { watchAnswers } from '../support/answers';
import { expect, test } from '../support/fixtures';
import { pick } from '../support/forms';
import { createPadViaApi, submitPadViaApp } from '../support/pads';
import { unique } from '../support/unique';

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

/** The report's own call under /api/admin, for the screens that draw one report table. */
const REPORT_URLS: Record<string, string> = {
  'report-pad-submissions': '/pad-contacts/pads-report',
  'report-drop-off': '/users/undefined-users-report',
  'report-pilots-country': '/get-country-report',
  'report-moderation-engagement': '/get-moderation-report',
  'report-subs-report': '/get-premium-subs-report',
  'report-concurrent-logins': '/users/concurrent-logins-report',
  'report-pad-country': '/pads/get-country-report',
  'report-survey-report': '/surveys/pad-surveys-report',
  'report-pilot-aircrafts': '/users/pilot-aircrafts-report',
};

const rows = (page: Page) => page.getByTestId('report-table').locator('tbody tr.ant-table-row');

async function openFromIndex(page: Page, name: string, screen: string) {
  await page.goto('/dashboard/reports');
  await slowExpect(page.getByTestId('report-index')).toBeVisible();
  await page.getByTestId('report-index').getByRole('link', { name, exact: true }).click();
  await slowExpect(page.getByTestId(screen)).toBeVisible();
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
/** DD-MM-YYYY of the day `days` from today (negative: past), in local time as the pickers read it. */
function dayText(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${twoDigits(d.getDate())}-${twoDigits(d.getMonth() + 1)}-${d.getFullYear()}`;
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

/** Picks the option named exactly `name` in the report's searchable select labelled `label`. */
async function selectCode(page: Page, label: string, name: string) {
  const combobox = page.getByLabel(label, { exact: true });
  const select = combobox.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect(async () => {
    await combobox.click();
    await combobox.fill(name);
    await page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${name}"]`)
      .click({ timeout: 5_000 });
    await expect(select).toContainText(name, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  await page.keyboard.press('Escape');
}

type Cells = string[][];
type ReportAnswer = { columns: { key: string }[]; data: Record<string, unknown>[] };
const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());
/** A username column shows the name cut to 15 characters with an ellipsis (spec part 2 §9; issue 39). */
const usernameCell = (value: unknown) => {
  const chars = Array.from(cell(value));
  return chars.length > 15 ? `${chars.slice(0, 15).join('')}…` : chars.join('');
};
const cellsOf = ({ columns, data }: ReportAnswer): Cells =>
  data.map((row) => columns.map((c) => (c.key === 'username' ? usernameCell : cell)(row[c.key])));

const shownCells = (page: Page): Promise<Cells> =>
  rows(page).evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => (td.textContent ?? '').trim())),
  );

/**
 * A report screen's answers as the page gets them: `shown(params)` waits until the table shows the latest
 * answer to a call with exactly these filter values (null: the filter is not sent) and returns its cells.
 */
function reportOf(page: Page, url: string) {
  const answers = watchAnswers<ReportAnswer>(page, `/api/admin${url}`);
  return async (params: Record<string, string | null> = {}): Promise<Cells> => {
    let expected: Cells = [];
    await expect(async () => {
      expected = cellsOf((await answers.latest(params, 5_000)).body);
      expect(await shownCells(page)).toEqual(expected);
    }).toPass({ timeout: 45_000 });
    return expected;
  };
}

const header = (page: Page, title: string) =>
  page
    .getByTestId('report-table')
    .locator('thead th')
    .filter({ hasText: new RegExp(`^${title}$`) });

/** Whether any row of `cells` has a cell that contains `text`. */
const hasRowWith = (cells: Cells, text: string) => cells.some((row) => row.some((c) => c.includes(text)));

/** The index's ids in order, with the descriptions part 3 §2 gives (the others only need one). */
const INDEX: [id: string, description: string | null][] = [
  ['pad-submissions', 'Counts pads added per pilot.'],
  ['log-report', 'Every system-wide log in chronological order.'],
  ['duplicate-report', null],
  ['pad-stats-fav', 'Most favourites and reviews.'],
  ['pad-stats-views', 'Views, PPR count, favourites, reviews.'],
  ['drop-off', null],
  ['pilots-country', null],
  ['moderation-engagement', null],
  ['campaigns', 'Which campaigns signed up the most pilots; a campaign name can be edited inline.'],
  ['subs-report', 'New versus recurring by role.'],
  ['concurrent-logins', 'Active tokens by pilot.'],
  ['pad-country', null],
  ['survey-report', null],
  ['pilot-aircrafts', null],
];

test.describe('reports', { tag: '@reports' }, () => {
  test.describe.configure({ timeout: 240_000 });

  test('the index lists the fourteen reports, and each opens with its table and chart', async ({ adminPage: page }) => {
    const reports = Object.fromEntries(
      Object.entries(REPORT_URLS).map(([screen, url]) => [
        screen,
        watchAnswers<ReportAnswer>(page, `/api/admin${url}`),
      ]),
    );
    await page.goto('/dashboard/reports');
    await slowExpect(page.getByTestId('report-index')).toBeVisible();
    const index = page.getByTestId('report-index');
    await expect(index.locator('thead th')).toHaveText(['ID', 'Name', 'Description']);
    await expect(index.locator('tbody tr')).toHaveCount(14);
    await expectAccessible(page);
    // In the spec's order: id, name (linking to /dashboard/reports/{id}), description.
    const shown = await index
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => (td.textContent ?? '').trim())),
      );
    expect(shown.map((r) => r.slice(0, 2))).toEqual(INDEX.map(([id], i) => [id, REPORTS[i]![0]]));
    INDEX.forEach(([, description], i) => {
      if (description) expect(shown[i]![2]).toBe(description);
      else expect(shown[i]![2]!.length).toBeGreaterThan(5);
    });
    for (const [i, [id]] of INDEX.entries())
      await expect(index.locator('tbody tr').nth(i).getByRole('link')).toHaveAttribute(
        'href',
        `/dashboard/reports/${id}`,
      );
    for (const [name, screen, chart] of REPORTS) {
      await openFromIndex(page, name, screen);
      const answers = reports[screen];
      if (!answers) continue;
      // The table holds the rows the report answered; a report with rows draws its chart.
      let answered: Cells = [];
      await expect(async () => {
        answered = cellsOf((await answers.latest({}, 5_000)).body);
        expect(await shownCells(page)).toEqual(answered);
      }).toPass({ timeout: 45_000 });
      if (chart && answered.length) await expect(page.getByTestId('report-chart').locator('svg').first()).toBeVisible();
    }
  });

  test('Pad Submissions: name keyword, country, and the State select only for the US', async ({
    adminPage: page,
    request,
    newPilot,
  }) => {
    // Two pilots of this test, in Texas and in Ireland, each with pads submitted through the app.
    const tag = unique();
    const texan = await newPilot({ country_code: 'US', state_code: 'TX' }, { lastName: `Texan ${tag}` });
    const irish = await newPilot({ country_code: 'IE' }, { lastName: `Irish ${tag}` });
    for (const pilot of [texan, irish, texan]) await submitPadViaApp(request, pilot.token, `E2E Submitted ${unique()}`);
    const texanName = `${texan.firstName} ${texan.lastName}`;
    const irishName = `${irish.firstName} ${irish.lastName}`;

    const shown = reportOf(page, '/pad-contacts/pads-report');
    await openFromIndex(page, 'Pad Submissions by Pilot', 'report-pad-submissions');
    await shown({ keyword: null, country: null });
    await page.getByLabel('Keyword').fill(tag);
    const ours = await shown({ keyword: tag, country: null });
    expect(ours.map((row) => row[0]).sort()).toEqual([irishName, texanName].sort());
    await page.getByLabel('Keyword').fill('');
    await shown({ keyword: null, country: null });

    const stateSelect = page.getByLabel('State', { exact: true });
    await expect(stateSelect).toHaveCount(0);
    await page.getByLabel('Keyword').fill(tag);
    await selectCode(page, 'Country', 'Ireland');
    expect((await shown({ keyword: tag, country: 'IE', state: null })).map((row) => row[0])).toEqual([irishName]);
    await expect(stateSelect).toHaveCount(0);
    await selectCode(page, 'Country', 'United States');
    expect((await shown({ keyword: tag, country: 'US', state: null })).map((row) => row[0])).toEqual([texanName]);
    await expect(stateSelect).toBeVisible();
    await selectCode(page, 'State', 'Texas');
    expect((await shown({ keyword: tag, country: 'US', state: 'TX' })).map((row) => row[0])).toEqual([texanName]);
    await selectCode(page, 'State', 'Ohio');
    expect(await shown({ keyword: tag, country: 'US', state: 'OH' })).toEqual([]);
    // Another country: the State select goes, and so does its filter.
    await selectCode(page, 'Country', 'Ireland');
    await expect(stateSelect).toHaveCount(0);
    await shown({ keyword: tag, country: 'IE', state: null });
    // The name links to the pilot's user page.
    await rows(page).first().getByRole('link', { name: irishName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/user-view/${irish.id}$`));
    await slowExpect(page.getByTestId('user-view-page')).toBeVisible();
  });

  test('System Logs: a column filter and its saved filter; Pad Engagement All: a column filter', async ({
    adminPage: page,
    request,
    adminToken,
  }) => {
    // A pad in Ireland made now: the log has a pad_created row, and Pad Engagement an Irish pad.
    await createPadViaApi(
      request,
      adminToken,
      `E2E Logged ${unique()}`,
      { latitude: 53.3, longitude: -6.3 },
      {
        country_code: 'IE',
        country: 'Ireland',
        region: 'Dublin',
      },
    );
    type ListAnswer = { data: unknown[]; meta: { total: number } };
    const logs = watchAnswers<ListAnswer>(page, '/api/admin/logs');
    const engagement = watchAnswers<ListAnswer>(page, '/api/admin/pads/pad-stats');
    const showing = page.getByTestId('list-showing');
    const total = async () => Number(/of (\d+) listings/.exec((await showing.textContent()) ?? '')?.[1] ?? NaN);
    const filterBy = async (column: string, value: string) => {
      await pick(page, 'filter-row-0-column', column);
      await pick(page, 'filter-row-0-operator', 'equals');
      await page.getByTestId('filter-row-0-value').fill(value);
      await page.getByTestId('filter-submit').click();
    };
    /** The list's paging line shows the total of the latest answer to a call with these filters. */
    const expectTotal = async (answers: typeof logs, params: Record<string, string | null>) => {
      await expect(async () => {
        const { meta } = (await answers.latest(params, 5_000)).body;
        expect(await total()).toBe(meta.total);
      }).toPass({ timeout: 45_000 });
      return (await answers.latest(params)).body.meta.total;
    };

    await openFromIndex(page, 'System Logs', 'report-log-report');
    await slowExpect(showing).toContainText('listings');
    await expect(rows(page).first()).toBeVisible();
    await expectAccessible(page);
    await filterBy('Action', 'pad_created');
    const created = await expectTotal(logs, { 'filters[action:equals]': 'pad_created' });
    expect(created).toBeGreaterThan(0);
    await expect(rows(page).filter({ hasNotText: 'pad_created' })).toHaveCount(0);
    const name = `E2E pads created ${unique()}`;
    await page.getByTestId('save-filter-name').fill(name);
    await page.getByTestId('save-filter-submit').click();
    const saved = async () => (await savedFilters(request, adminToken, 'logs')).filter((f) => f.name === name);
    await expect.poll(saved).toEqual([expect.objectContaining({ filters: { 'action:equals': 'pad_created' } })]);
    await page.getByTestId('filter-clear').click();
    expect(await expectTotal(logs, { 'filters[action:equals]': null })).toBeGreaterThan(created);
    await pick(page, 'saved-filters', name);
    await expectTotal(logs, { 'filters[action:equals]': 'pad_created' });
    await expect(rows(page).filter({ hasNotText: 'pad_created' })).toHaveCount(0);

    await openFromIndex(page, 'Pad Engagement All', 'report-pad-stats-views');
    await slowExpect(showing).toContainText('listings');
    await filterBy('Country code', 'IE');
    expect(await expectTotal(engagement, { 'filters[country_code:equals]': 'IE' })).toBeGreaterThan(0);
  });

  test("Fav/Rev: 'Select dates rage' first, a range's rows sorted by name, 'No Data' for an empty range", async ({
    adminPage: page,
    request,
    adminToken,
    pilot,
  }) => {
    // A pad reviewed today: the range up to today has a row.
    const padId = await createPadViaApi(request, adminToken, `E2E Reviewed ${unique()}`);
    await apiCall(request, pilot.token, 'POST', `/api/app/pads/${padId}/reviews`, { status: 201, data: { rating: 4 } });
    const shown = reportOf(page, '/pads/pad-stats-with-calendar');
    await openFromIndex(page, 'Pad Engagement Fav/Rev', 'report-pad-stats-fav');
    await expect(page.getByText('Select dates rage')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await expectAccessible(page);
    const [from, to] = [dayText(-365), dayText(0)];
    await pickRange(page, from, to);
    expect((await shown({ from, to, sort_column: null })).length).toBeGreaterThan(0);
    await header(page, 'Name').click();
    await shown({ from, to, sort_column: 'name', sort_direction: 'ascend' });
    await pickRange(page, '01-01-2015', '31-01-2015');
    await expect(page.getByTestId('report-table').getByText('No Data')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });

  test('Onboarding Drop Off: each tab, and Old/New version for pilots', async ({ adminPage: page }) => {
    const shown = reportOf(page, '/users/undefined-users-report');
    await openFromIndex(page, 'Onboarding Drop Off', 'report-drop-off');
    await shown({ type: '1', device: null, is_new_version: null });
    await expect(page.getByText('Old version')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Pilots iOS' }).click();
    await shown({ type: '0', device: 'ios', is_new_version: null });
    await expect(page.getByTestId('report-chart')).toBeVisible();
    await expectAccessible(page);
    await page.getByText('Old version').click();
    await shown({ type: '0', device: 'ios', is_new_version: '0' });
    await page.getByText('New version').click();
    await shown({ type: '0', device: 'ios', is_new_version: '1' });
    // The version choice stays with the next pilots' tab.
    await page.getByRole('tab', { name: 'Pilots Android' }).click();
    await shown({ type: '0', device: 'android', is_new_version: '1' });
    await page.getByText('All versions').click();
    await shown({ type: '0', device: 'android', is_new_version: null });
    await page.getByRole('tab', { name: 'Owners' }).click();
    await shown({ type: '1', device: null, is_new_version: null });
    await expect(page.getByText('Old version')).toHaveCount(0);
    // A registration date range: the users who started registering in it.
    const [from, to] = [dayText(-2 * 365), dayText(-30)];
    await pickRange(page, from, to);
    await shown({ type: '1', from, to });
    await page.getByRole('tab', { name: 'Pilots iOS' }).click();
    await shown({ type: '0', device: 'ios', from, to });
  });

  test('Pilot Country: date range, countries and US states', async ({ adminPage: page, newPilot }) => {
    // A Texan pilot who joined now: in the report of this year's pilots.
    await newPilot({ country_code: 'US', state_code: 'TX' });
    const shown = reportOf(page, '/get-country-report');
    await openFromIndex(page, 'Pilot Country', 'report-pilots-country');
    await shown({ from: null, country_codes: null });
    const [from, to] = [dayText(-30), dayText(0)];
    await pickRange(page, from, to);
    await shown({ from, to, country_codes: null });
    await selectCode(page, 'Countries', 'United States');
    await shown({ from, to, country_codes: 'US', state_codes: null });
    await selectCode(page, 'US states', 'Texas');
    const texas = await shown({ from, to, country_codes: 'US', state_codes: 'TX' });
    expect(texas.length).toBeGreaterThan(0);
    await expect(page.getByTestId('report-chart').locator('svg').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('In-app Engagement: date range and the test/internal switch', { tag: '@smoke' }, async ({ adminPage: page }) => {
    const shown = reportOf(page, '/get-moderation-report');
    await openFromIndex(page, 'In-app Engagement', 'report-moderation-engagement');
    await shown({ is_not_included: '0', from: null });
    await page.getByLabel('Remove test/internal results').click();
    await shown({ is_not_included: '1', from: null });
    const [from, to] = [dayText(-30), dayText(0)];
    await pickRange(page, from, to);
    await shown({ from, to, is_not_included: '1' });
  });

  test('Premium Subscriptions: date range, country and its US state', async ({ adminPage: page }) => {
    const shown = reportOf(page, '/get-premium-subs-report');
    await openFromIndex(page, 'Premium Subscriptions', 'report-subs-report');
    await shown({ from: null, country_code: null });
    const [from, to] = [dayText(-365), dayText(0)];
    await pickRange(page, from, to);
    await shown({ from, to, country_code: null });
    await selectCode(page, 'Country', 'Ireland');
    await shown({ from, to, country_code: 'IE' });
    await expect(page.getByLabel('State', { exact: true })).toHaveCount(0);
    await selectCode(page, 'Country', 'United States');
    await shown({ from, to, country_code: 'US', state_codes: null });
    await selectCode(page, 'State', 'Texas');
    await shown({ from, to, country_code: 'US', state_codes: 'TX' });
  });

  test('Concurrent Pilot Logins: keyword, date range, country and state; no start older than 3 months', async ({
    adminPage: page,
    newPilot,
  }) => {
    // A pilot of this test in Texas, signed in to the app now: a live session in any recent range.
    const pilot = await newPilot({ country_code: 'US', state_code: 'TX' }, { lastName: `Concurrent ${unique()}` });
    const shown = reportOf(page, '/users/concurrent-logins-report');
    await openFromIndex(page, 'Concurrent Pilot Logins', 'report-concurrent-logins');
    await shown({ keyword: null, from: null });
    await page.getByLabel('Keyword').fill(pilot.lastName);
    expect(hasRowWith(await shown({ keyword: pilot.lastName, from: null }), pilot.email)).toBe(true);
    await page.getByLabel('Keyword').fill('');
    await shown({ keyword: null, from: null });
    const [from, to] = [dayText(-7), dayText(0)];
    await pickRange(page, from, to);
    await shown({ keyword: null, from, to, country: null });
    await selectCode(page, 'Country', 'United States');
    await shown({ from, to, country: 'US', state: null });
    await selectCode(page, 'State', 'Texas');
    await page.getByLabel('Keyword').fill(pilot.lastName);
    const inState = await shown({ keyword: pilot.lastName, from, to, country: 'US', state: 'TX' });
    expect(hasRowWith(inState, pilot.email)).toBe(true);

    // The picker blocks a start more than 3 months back: the day is disabled and typing it changes nothing.
    const start = page.getByRole('textbox', { name: 'Date range' }).first();
    const old = new Date();
    old.setDate(old.getDate() - 120);
    await start.click();
    await start.fill(dayText(-120));
    const oldCell = page.locator(
      `.ant-picker-dropdown:visible td.ant-picker-cell-in-view[title="${old.getFullYear()}-${twoDigits(old.getMonth() + 1)}-${twoDigits(old.getDate())}"]`,
    );
    await expect(oldCell).toHaveClass(/ant-picker-cell-disabled/);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(start).toHaveValue(from);
    expect(await shown({ keyword: pilot.lastName, from, to, country: 'US', state: 'TX' })).toEqual(inState);
  });

  test('Pad Country: countries and US states', async ({ adminPage: page, request, adminToken }) => {
    // Pads in Ireland and in New York, created as the panel does once its geocoder found the place.
    await createPadViaApi(
      request,
      adminToken,
      `E2E Dublin Heliport ${unique()}`,
      { latitude: 53.35, longitude: -6.26 },
      {
        country_code: 'IE',
        country: 'Ireland',
        region: 'Dublin',
      },
    );
    await createPadViaApi(
      request,
      adminToken,
      `E2E Manhattan Heliport ${unique()}`,
      { latitude: 40.7, longitude: -74.01 },
      { country_code: 'US', country: 'United States', region: 'New York' },
    );
    const shown = reportOf(page, '/pads/get-country-report');
    await openFromIndex(page, 'Pad Country', 'report-pad-country');
    await shown({ country_codes: null });
    await expect(page.getByTestId('report-chart').locator('svg').first()).toBeVisible();
    await expectAccessible(page);
    await selectCode(page, 'Countries', 'Ireland');
    const ireland = await shown({ country_codes: 'IE', state_codes: null });
    expect(ireland.map((r) => r[0])).toEqual(['Ireland']);
    await selectCode(page, 'Countries', 'United States');
    const both = await shown({ country_codes: 'IE,US', state_codes: null });
    expect(both.map((r) => r[0]).sort()).toEqual(['Ireland', 'United States']);
    await selectCode(page, 'US states', 'New York');
    const newYork = await shown({ country_codes: 'IE,US', state_codes: 'NY' });
    expect(newYork.map((r) => r[0])).toEqual(['United States']);
  });

  test('360 Surveys: date range and old/new version', async ({ adminPage: page }) => {
    const shown = reportOf(page, '/surveys/pad-surveys-report');
    await openFromIndex(page, '360 Surveys', 'report-survey-report');
    await shown({ is_new_version: null, from: null });
    await page.getByText('Old version').click();
    await shown({ is_new_version: '0', from: null });
    await page.getByText('New version').click();
    await shown({ is_new_version: '1', from: null });
    const [from, to] = [dayText(-30), dayText(0)];
    await pickRange(page, from, to);
    await shown({ from, to, is_new_version: '1' });
    await page.getByText('All versions').click();
    await shown({ from, to, is_new_version: null });
  });

  test('Pilot aircrafts: the keyword rule, Clear, Submit and the tail number sort', async ({ adminPage: page }) => {
    const shown = reportOf(page, '/users/pilot-aircrafts-report');
    await openFromIndex(page, 'Pilot aircrafts', 'report-pilot-aircrafts');
    const all = await shown({ keyword: null, sort_direction: null });
    const keyword = page.getByLabel('Keyword');
    await keyword.fill('ab');
    await expect(page.getByText('At least 3 characters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    // Aircraft are added in the apps only: the keyword is the start of a tail number the report lists, if any.
    const tail = all[0]?.[0]?.slice(0, 4) ?? 'G-AB';
    await keyword.fill(tail);
    await expect(page.getByText('At least 3 characters')).toHaveCount(0);
    // Nothing applies before Submit.
    await shown({ keyword: null, sort_direction: null });
    await page.getByRole('button', { name: 'Submit' }).click();
    const found = await shown({ keyword: tail, sort_direction: null });
    for (const row of found) expect(row.join(' ')).toContain(tail);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(keyword).toHaveValue('');
    await shown({ keyword: null, sort_direction: null });
    await header(page, 'Tail number').click();
    await shown({ keyword: null, sort_column: 'tail_number', sort_direction: 'ascend' });
    await header(page, 'Tail number').click();
    await shown({ keyword: null, sort_column: 'tail_number', sort_direction: 'descend' });
  });

  test('a date range (Pilot Country) and a list filter (System Logs) are kept within the area, cleared after leaving', async ({
    adminPage: page,
  }) => {
    const range = page.getByRole('textbox', { name: 'Date range' });
    const [from, to] = [dayText(-4 * 365), dayText(-2 * 365)];
    await openFromIndex(page, 'Pilot Country', 'report-pilots-country');
    await pickRange(page, from, to);
    await openFromIndex(page, 'Pilot Country', 'report-pilots-country');
    await expect(range.first()).toHaveValue(from);
    await expect(range.nth(1)).toHaveValue(to);
    await leaveReports(page);
    await openFromIndex(page, 'Pilot Country', 'report-pilots-country');
    await expect(range.first()).toHaveValue('');
    await expect(range.nth(1)).toHaveValue('');

    const logs = watchAnswers(page, '/api/admin/logs');
    await openFromIndex(page, 'System Logs', 'report-log-report');
    await slowExpect(page.getByTestId('list-showing')).toContainText('listings');
    await pick(page, 'filter-row-0-column', 'Action');
    await pick(page, 'filter-row-0-operator', 'equals');
    await page.getByTestId('filter-row-0-value').fill('pad_created');
    await page.getByTestId('filter-submit').click();
    await logs.latest({ 'filters[action:equals]': 'pad_created' });
    await expect(rows(page).filter({ hasNotText: 'pad_created' })).toHaveCount(0);
    logs.clear();
    await openFromIndex(page, 'System Logs', 'report-log-report');
    await logs.latest({ 'filters[action:equals]': 'pad_created' });
    await expect(page.getByTestId('filter-row-0-value')).toHaveValue('pad_created');
    await leaveReports(page);
    logs.clear();
    await openFromIndex(page, 'System Logs', 'report-log-report');
    await logs.latest({ 'filters[action:equals]': null });
    await expect(rows(page).filter({ hasNotText: 'pad_created' }).first()).toBeVisible();
  });

  test('filters are kept within the reports area and cleared after leaving it', async ({
    adminPage: page,
    request,
    pilot,
  }) => {
    await submitPadViaApp(request, pilot.token, `E2E Kept ${unique()}`);
    const name = pilot.lastName;
    await openFromIndex(page, 'Pad Submissions by Pilot', 'report-pad-submissions');
    await page.getByLabel('Keyword').fill(name);
    await expect(rows(page).first()).toContainText(name);
    // Back to the index and in again: the keyword is still there.
    await openFromIndex(page, 'Pad Submissions by Pilot', 'report-pad-submissions');
    await expect(page.getByLabel('Keyword')).toHaveValue(name);
    // Out of the reports area and back: cleared.
    await leaveReports(page);
    await openFromIndex(page, 'Pad Submissions by Pilot', 'report-pad-submissions');
    await expect(page.getByLabel('Keyword')).toHaveValue('');
  });
});

/** Out of the reports area (the pad list) through the header menu, as an admin leaves it. */
async function leaveReports(page: Page) {
  await page.locator('header').getByText('Pads', { exact: true }).click();
  await slowExpect(page.getByTestId('pad-list-page')).toBeVisible();
}
