// Reports (issue 17): every report of the index opens with rows (and its chart where it has one); each
// report's own filters apply, and the table then shows what the API answers for exactly those parameters
// (so the screen sends the filter, and the rows change with it); filters (a keyword, a date range, a list
// filter) are kept when the admin comes back within the reports area and are cleared after leaving it.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { count, query } from '../support/db';
import { E2E } from '../support/env';
import { apiToken, expect, test } from '../support/fixtures';
import { pick } from '../support/forms';
import { createPadViaApi } from '../support/pads';
import { unique } from '../support/unique';

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
const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim());

/** The report's first page as the API answers `params`, each row as the cells its table shows. */
function reportApi(request: APIRequestContext, token: string, url: string) {
  return async (params: Record<string, string> = {}): Promise<Cells> => {
    const res = await request.get(`${E2E.apiUrl}/api/admin${url}`, {
      params,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status(), await res.text()).toBe(200);
    const answer = (await res.json()) as { columns: { key: string }[]; data: Record<string, unknown>[] };
    return answer.data.map((row) => answer.columns.map((c) => cell(row[c.key])));
  };
}

const shownCells = (page: Page): Promise<Cells> =>
  rows(page).evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => (td.textContent ?? '').trim())),
  );

/** Waits until the table shows `expected`, which (when given) must differ from the rows `before` it. */
async function expectShown(page: Page, expected: Cells, before?: Cells): Promise<Cells> {
  if (before) expect(expected, 'the filter changes what the report answers').not.toEqual(before);
  await slowExpect.poll(() => shownCells(page)).toEqual(expected);
  return expected;
}

const header = (page: Page, title: string) =>
  page
    .getByTestId('report-table')
    .locator('thead th')
    .filter({ hasText: new RegExp(`^${title}$`) });

/** A US state (code and name) where `sql` (rows of users u with a state) finds the most. */
async function busiestState(sql: string, params: unknown[] = []) {
  const [state] = await query<{ code: string; name: string }>(
    `SELECT s.code, s.name FROM (${sql}) u JOIN us_states s ON s.code = u.state_code
    GROUP BY 1, 2 ORDER BY count(*) DESC, 1 LIMIT 1`,
    params,
  );
  expect(state, 'the demo data has such a US state').toBeDefined();
  return state!;
}

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

test('the index lists the fourteen reports, and each opens with its rows and chart', async ({ adminPage: page }) => {
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
    if (screen.startsWith('report-') && name !== 'Pad Engagement Fav/Rev') {
      await slowExpect(rows(page).first()).toBeVisible();
      if (chart) await expect(page.getByTestId('report-chart').locator('svg').first()).toBeVisible();
    }
  }
});

test('Pad Submissions: name keyword, country, and the State select only for the US', async ({
  adminPage: page,
  request,
}) => {
  const report = reportApi(request, await apiToken(request), '/pad-contacts/pads-report');
  await openFromIndex(page, 'Pad Submissions by Pilot', 'report-pad-submissions');
  const all = await expectShown(page, await report());
  const word = all[0]![0]!.split(' ')[0]!;
  await page.getByLabel('Keyword').fill(word);
  await expectShown(page, await report({ keyword: word }), all);
  await page.getByLabel('Keyword').fill('');
  await expectShown(page, all);

  const stateSelect = page.getByLabel('State', { exact: true });
  await expect(stateSelect).toHaveCount(0);
  await selectCode(page, 'Country', 'Ireland');
  await expectShown(page, await report({ country: 'IE' }), all);
  await expect(stateSelect).toHaveCount(0);
  await selectCode(page, 'Country', 'United States');
  const us = await expectShown(page, await report({ country: 'US' }), all);
  await expect(stateSelect).toBeVisible();
  const state = await busiestState(
    `SELECT u.state_code FROM users u WHERE u.role = 2 AND u.deleted_at IS NULL AND u.country_code = 'US'
      AND EXISTS (SELECT 1 FROM pads p WHERE p.submitter_user_id = u.id AND p.deleted_at IS NULL)`,
  );
  await selectCode(page, 'State', state.name);
  await expectShown(page, await report({ country: 'US', state: state.code }), us);
  // Another country: the State select goes, and so does its filter.
  await selectCode(page, 'Country', 'Ireland');
  await expect(stateSelect).toHaveCount(0);
  const irish = await expectShown(page, await report({ country: 'IE' }));
  // The name links to the pilot's user page.
  const res = await request.get(`${E2E.apiUrl}/api/admin/pad-contacts/pads-report`, {
    params: { country: 'IE' },
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  });
  const first = ((await res.json()) as { data: { user_id: number; name: string }[] }).data[0]!;
  expect(first.name).toBe(irish[0]![0]);
  await rows(page).first().getByRole('link', { name: first.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/user-view/${first.user_id}$`));
  await slowExpect(page.getByTestId('user-view-page')).toBeVisible();
});

test('System Logs: a column filter and its saved filter; Pad Engagement All: a column filter', async ({
  adminPage: page,
}) => {
  const showing = page.getByTestId('list-showing');
  const total = async () => Number(/of (\d+) listings/.exec((await showing.textContent()) ?? '')?.[1] ?? NaN);
  const filterBy = async (column: string, value: string) => {
    await pick(page, 'filter-row-0-column', column);
    await pick(page, 'filter-row-0-operator', 'equals');
    await page.getByTestId('filter-row-0-value').fill(value);
    await page.getByTestId('filter-submit').click();
  };

  await openFromIndex(page, 'System Logs', 'report-log-report');
  await slowExpect(showing).toContainText('listings');
  await expect(rows(page).first()).toBeVisible();
  await expectAccessible(page);
  const created = await count("SELECT 1 FROM activity_logs WHERE action = 'pad_created'");
  expect(created).toBeGreaterThan(0);
  await filterBy('Action', 'pad_created');
  await slowExpect.poll(total).toBe(created);
  await expect(rows(page).filter({ hasNotText: 'pad_created' })).toHaveCount(0);
  const name = `E2E pads created ${unique()}`;
  await page.getByTestId('save-filter-name').fill(name);
  await page.getByTestId('save-filter-submit').click();
  await expect
    .poll(() => query("SELECT filters FROM saved_filters WHERE name = $1 AND entity = 'logs'", [name]))
    .toEqual([{ filters: { 'action:equals': 'pad_created' } }]);
  await page.getByTestId('filter-clear').click();
  await slowExpect.poll(total).toBeGreaterThan(created);
  await pick(page, 'saved-filters', name);
  await slowExpect.poll(total).toBe(created);

  await openFromIndex(page, 'Pad Engagement All', 'report-pad-stats-views');
  await slowExpect(showing).toContainText('listings');
  const irish = await count("SELECT 1 FROM pads WHERE deleted_at IS NULL AND country_code = 'IE'");
  expect(irish).toBeGreaterThan(0);
  await filterBy('Country code', 'IE');
  await slowExpect.poll(total).toBe(irish);
});

test("Fav/Rev: 'Select dates rage' first, a range's rows sorted by name, 'No Data' for an empty range", async ({
  adminPage: page,
  request,
}) => {
  const report = reportApi(request, await apiToken(request), '/pads/pad-stats-with-calendar');
  await openFromIndex(page, 'Pad Engagement Fav/Rev', 'report-pad-stats-fav');
  await expect(page.getByText('Select dates rage')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await expectAccessible(page);
  const [from, to] = [dayText(-365), dayText(0)];
  await pickRange(page, from, to);
  const byFavourites = await expectShown(page, await report({ from, to }));
  expect(byFavourites.length).toBeGreaterThan(0);
  await header(page, 'Name').click();
  await expectShown(page, await report({ from, to, sort_column: 'name', sort_direction: 'asc' }), byFavourites);
  await pickRange(page, '01-01-2015', '31-01-2015');
  await expect(page.getByTestId('report-table').getByText('No Data')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
});

test('Onboarding Drop Off: each tab, and Old/New version for pilots', async ({ adminPage: page, request }) => {
  const report = reportApi(request, await apiToken(request), '/users/undefined-users-report');
  await openFromIndex(page, 'Onboarding Drop Off', 'report-drop-off');
  const owners = await expectShown(page, await report({ type: '1' }));
  await expect(page.getByText('Old version')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Pilots iOS' }).click();
  const ios = await expectShown(page, await report({ type: '0', device: 'ios' }), owners);
  await expect(page.getByTestId('report-chart').locator('svg').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByText('Old version').click();
  const iosOld = await expectShown(page, await report({ type: '0', device: 'ios', is_new_version: '0' }), ios);
  await page.getByText('New version').click();
  await expectShown(page, await report({ type: '0', device: 'ios', is_new_version: '1' }), iosOld);
  // The version choice stays with the next pilots' tab.
  await page.getByRole('tab', { name: 'Pilots Android' }).click();
  const androidNew = await expectShown(page, await report({ type: '0', device: 'android', is_new_version: '1' }));
  await page.getByText('All versions').click();
  await expectShown(page, await report({ type: '0', device: 'android' }), androidNew);
  await page.getByRole('tab', { name: 'Owners' }).click();
  await expectShown(page, owners);
  await expect(page.getByText('Old version')).toHaveCount(0);
  // A registration date range: the users who started registering in it.
  const [from, to] = [dayText(-2 * 365), dayText(-30)];
  await pickRange(page, from, to);
  await expectShown(page, await report({ type: '1', from, to }), owners);
  await page.getByRole('tab', { name: 'Pilots iOS' }).click();
  await expectShown(page, await report({ type: '0', device: 'ios', from, to }), ios);
});

test('Pilot Country: date range, countries and US states', async ({ adminPage: page, request }) => {
  const report = reportApi(request, await apiToken(request), '/get-country-report');
  await openFromIndex(page, 'Pilot Country', 'report-pilots-country');
  const all = await expectShown(page, await report());
  // Pilots who joined two to four years ago.
  const [from, to] = [dayText(-4 * 365), dayText(-2 * 365)];
  await pickRange(page, from, to);
  const joined = await expectShown(page, await report({ from, to }), all);
  await selectCode(page, 'Countries', 'United States');
  const us = await expectShown(page, await report({ from, to, country_codes: 'US' }), joined);
  const state = await busiestState(
    `SELECT u.state_code FROM users u WHERE u.role = 2 AND u.deleted_at IS NULL AND u.country_code = 'US'
      AND u.created_at >= now() - interval '1455 days' AND u.created_at < now() - interval '735 days'`,
  );
  await selectCode(page, 'US states', state.name);
  await expectShown(page, await report({ from, to, country_codes: 'US', state_codes: state.code }), us);
  await expect(page.getByTestId('report-chart').locator('svg').first()).toBeVisible();
  await expectAccessible(page);
});

test('In-app Engagement: date range and the test/internal switch', async ({ adminPage: page, request }) => {
  const report = reportApi(request, await apiToken(request), '/get-moderation-report');
  await openFromIndex(page, 'In-app Engagement', 'report-moderation-engagement');
  const all = await expectShown(page, await report({ is_not_included: '0' }));
  await page.getByLabel('Remove test/internal results').click();
  const external = await expectShown(page, await report({ is_not_included: '1' }), all);
  const [from, to] = [dayText(-30), dayText(0)];
  await pickRange(page, from, to);
  await expectShown(page, await report({ from, to, is_not_included: '1' }), external);
});

test('Premium Subscriptions: date range, country and its US state', async ({ adminPage: page, request }) => {
  const report = reportApi(request, await apiToken(request), '/get-premium-subs-report');
  await openFromIndex(page, 'Premium Subscriptions', 'report-subs-report');
  const all = await expectShown(page, await report());
  const [from, to] = [dayText(-365), dayText(0)];
  await pickRange(page, from, to);
  const lastYear = await expectShown(page, await report({ from, to }), all);
  await selectCode(page, 'Country', 'Ireland');
  await expectShown(page, await report({ from, to, country_code: 'IE' }), lastYear);
  await expect(page.getByLabel('State', { exact: true })).toHaveCount(0);
  await selectCode(page, 'Country', 'United States');
  const us = await expectShown(page, await report({ from, to, country_code: 'US' }), lastYear);
  const state = await busiestState(
    `SELECT u.state_code FROM subscriptions s JOIN users u ON u.id = s.user_id
      WHERE u.country_code = 'US' AND s.started_at >= now() - interval '360 days' AND s.started_at < now()`,
  );
  await selectCode(page, 'State', state.name);
  await expectShown(page, await report({ from, to, country_code: 'US', state_codes: state.code }), us);
});

test('Concurrent Pilot Logins: keyword, date range, country and state; no start older than 3 months', async ({
  adminPage: page,
  request,
}) => {
  // A US pilot signs in to the app now, as the app does: a live session in any recent range.
  const pilots = await query<{ email: string; last_name: string; state_code: string; state: string }>(
    `SELECT u.email, u.last_name, u.state_code, s.name AS state FROM users u JOIN us_states s ON s.code = u.state_code
    WHERE u.role = 2 AND u.deleted_at IS NULL AND u.country_code = 'US' AND u.last_name <> '' ORDER BY u.id`,
  );
  let pilot: (typeof pilots)[number] | undefined;
  for (const candidate of pilots) {
    const res = await request.post(`${E2E.apiUrl}/api/app/auth/login`, {
      data: { email: candidate.email, password: E2E.admin.password },
    });
    if (res.ok()) {
      pilot = candidate;
      break;
    }
  }
  expect(pilot, 'a demo US pilot can sign in to the app').toBeDefined();

  const report = reportApi(request, await apiToken(request), '/users/concurrent-logins-report');
  await openFromIndex(page, 'Concurrent Pilot Logins', 'report-concurrent-logins');
  const all = await expectShown(page, await report());
  await page.getByLabel('Keyword').fill(pilot!.last_name);
  await expectShown(page, await report({ keyword: pilot!.last_name }), all);
  await page.getByLabel('Keyword').fill('');
  await expectShown(page, all);
  const [from, to] = [dayText(-7), dayText(0)];
  await pickRange(page, from, to);
  const week = await expectShown(page, await report({ from, to }));
  await selectCode(page, 'Country', 'United States');
  const us = await expectShown(page, await report({ from, to, country: 'US' }), week);
  await selectCode(page, 'State', pilot!.state);
  const inState = await expectShown(page, await report({ from, to, country: 'US', state: pilot!.state_code }));
  expect(inState.some((r) => r.includes(pilot!.email))).toBe(true);
  expect(us.length).toBeGreaterThanOrEqual(inState.length);

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
  await expectShown(page, inState);
});

test('Pad Country: countries and US states', async ({ adminPage: page, request }) => {
  const token = await apiToken(request);
  // The demo pads are European: a pad in New York, created as the panel does once its geocoder found the place.
  await createPadViaApi(
    request,
    token,
    `E2E Manhattan Heliport ${unique()}`,
    { latitude: 40.7, longitude: -74.01 },
    {
      country_code: 'US',
      country: 'United States',
      region: 'New York',
    },
  );
  const report = reportApi(request, token, '/pads/get-country-report');
  await openFromIndex(page, 'Pad Country', 'report-pad-country');
  const all = await expectShown(page, await report());
  await expect(page.getByTestId('report-chart').locator('svg').first()).toBeVisible();
  await expectAccessible(page);
  await selectCode(page, 'Countries', 'Ireland');
  const ireland = await expectShown(page, await report({ country_codes: 'IE' }), all);
  expect(ireland).toHaveLength(1);
  expect(ireland[0]![0]).toBe('Ireland');
  await selectCode(page, 'Countries', 'United States');
  const both = await expectShown(page, await report({ country_codes: 'IE,US' }), ireland);
  await selectCode(page, 'US states', 'New York');
  const newYork = await expectShown(page, await report({ country_codes: 'IE,US', state_codes: 'NY' }), both);
  expect(newYork.map((r) => r[0])).toEqual(['United States']);
});

test('360 Surveys: date range and old/new version', async ({ adminPage: page, request }) => {
  const report = reportApi(request, await apiToken(request), '/surveys/pad-surveys-report');
  await openFromIndex(page, '360 Surveys', 'report-survey-report');
  const all = await expectShown(page, await report());
  // The apps start every survey in the new version, so the old one has none.
  await page.getByText('Old version').click();
  const old = await expectShown(page, await report({ is_new_version: '0' }), all);
  await page.getByText('New version').click();
  const current = await expectShown(page, await report({ is_new_version: '1' }), old);
  const [from, to] = [dayText(-30), dayText(0)];
  await pickRange(page, from, to);
  await expectShown(page, await report({ from, to, is_new_version: '1' }), current);
  await page.getByText('All versions').click();
  await expectShown(page, await report({ from, to }));
});

test('Pilot aircrafts: the keyword rule, Clear, Submit and the tail number sort', async ({
  adminPage: page,
  request,
}) => {
  const report = reportApi(request, await apiToken(request), '/users/pilot-aircrafts-report');
  await openFromIndex(page, 'Pilot aircrafts', 'report-pilot-aircrafts');
  const all = await expectShown(page, await report());
  const keyword = page.getByLabel('Keyword');
  await keyword.fill('ab');
  await expect(page.getByText('At least 3 characters')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  const tail = all[0]![0]!.slice(0, 4);
  await keyword.fill(tail);
  await expect(page.getByText('At least 3 characters')).toHaveCount(0);
  // Nothing applies before Submit.
  await expectShown(page, all);
  await page.getByRole('button', { name: 'Submit' }).click();
  const found = await expectShown(page, await report({ keyword: tail }), all);
  expect(found[0]![0]!.startsWith(tail)).toBe(true);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(keyword).toHaveValue('');
  await expectShown(page, all);
  await header(page, 'Tail number').click();
  const ascending = await expectShown(page, await report({ sort_column: 'tail_number', sort_direction: 'asc' }), all);
  await header(page, 'Tail number').click();
  await expectShown(page, await report({ sort_column: 'tail_number', sort_direction: 'desc' }), ascending);
});

/** Out of the reports area (the pad list) through the header menu, as an admin leaves it. */
async function leaveReports(page: Page) {
  await page.locator('header').getByText('Pads', { exact: true }).click();
  await slowExpect(page.getByTestId('pad-list-page')).toBeVisible();
}

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

  const showing = page.getByTestId('list-showing');
  const total = async () => Number(/of (\d+) listings/.exec((await showing.textContent()) ?? '')?.[1] ?? NaN);
  const created = await count("SELECT 1 FROM activity_logs WHERE action = 'pad_created'");
  await openFromIndex(page, 'System Logs', 'report-log-report');
  await slowExpect(showing).toContainText('listings');
  await pick(page, 'filter-row-0-column', 'Action');
  await pick(page, 'filter-row-0-operator', 'equals');
  await page.getByTestId('filter-row-0-value').fill('pad_created');
  await page.getByTestId('filter-submit').click();
  await slowExpect.poll(total).toBe(created);
  await openFromIndex(page, 'System Logs', 'report-log-report');
  await slowExpect.poll(total).toBe(created);
  await expect(page.getByTestId('filter-row-0-value')).toHaveValue('pad_created');
  await leaveReports(page);
  await openFromIndex(page, 'System Logs', 'report-log-report');
  await slowExpect.poll(total).toBeGreaterThan(created);
  await expect(rows(page).filter({ hasNotText: 'pad_created' }).first()).toBeVisible();
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
