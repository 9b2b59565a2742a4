// The pad list against the real API: quick filters, advanced search, saved filters (public and private
// across two admins), sorting and the quick jumper, remembered list state, the CSV export, the persisted
// map switch and a stats-bar deep link. Each test makes the pads it lists (found by a keyword unique to the
// test) and checks the table against the answers the page got, whatever else the database holds.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { adminSettings, apiCall, newAdmin, savedFilters, type Account } from '../support/api';
import { watchAnswers } from '../support/answers';
import { expect, signIn, test } from '../support/fixtures';
import { pick } from '../support/forms';
import { archivePad, CATEGORY, createPadViaApi, makePrivate, submitPadViaApp, toggleModeration } from '../support/pads';
import { unique } from '../support/unique';

const PER_PAGE = 20;

type PadsAnswer = { data: { id: number }[]; meta: { total: number } };

/** A pad a test made, with what decides the quick filters it falls under (spec part 1 §4). */
interface Made {
  id: number;
  category: number;
  moderated: boolean;
  landingPermitted: boolean;
  byPilot: boolean;
  isPrivate: boolean;
  archived: boolean;
  /** Its contact has a valid number (so pilots can phone it), or none. */
  phonable: boolean;
}

const QUICK_FILTERS: Record<string, (pad: Made) => boolean> = {
  all: () => true,
  unmoderated: (p) => !p.moderated && !p.archived,
  moderated: (p) => p.moderated && p.landingPermitted && p.category !== CATEGORY.AerialPointOfInterest && !p.archived,
  // Moderated (status 3), landing permitted and no contact with a valid number (spec part 1 §4; issue 39).
  invalid_phone: (p) => p.moderated && p.landingPermitted && !p.phonable && !p.archived,
  consumer_submitted: (p) => p.byPilot && !p.archived,
  landing_not_possible: (p) => !p.landingPermitted && !p.archived,
  private: (p) => p.isPrivate && !p.archived,
  archived: (p) => p.archived,
};

/** The ids of pads in the list's default order, newest first. */
const newestFirst = (pads: { id: number }[]) => pads.map((p) => p.id).sort((a, b) => b - a);

function showing(total: number, page = 1): string {
  if (total === 0) return 'Showing 0 of 0 listings';
  const from = (page - 1) * PER_PAGE + 1;
  return `Showing ${from}-${Math.min(page * PER_PAGE, total)} of ${total} listings`;
}

async function tableIds(page: Page): Promise<number[]> {
  const cells = await page.getByTestId('pad-table').locator('tbody tr.ant-table-row td:first-child').allTextContents();
  return cells.map(Number);
}

/** The table shows these ids and the paging line of `total`. */
async function expectRows(page: Page, ids: number[], total = ids.length, pageNo = 1) {
  // Also after a reload or a trip through another remote, when the list draws again from scratch.
  await expect(page.getByTestId('list-showing')).toHaveText(showing(total, pageNo), { timeout: 30_000 });
  await expect.poll(() => tableIds(page)).toEqual(ids);
}

/** The table shows exactly what the API answered the page. */
async function expectAnswer(page: Page, { data, meta }: PadsAnswer, pageNo = 1) {
  await expectRows(
    page,
    data.map((row) => row.id),
    meta.total,
    pageNo,
  );
}

async function openList(page: Page, path = '/dashboard/pad-list') {
  await page.goto(path);
  // A fresh page loads the host and the remote's code before the list draws: on a busy machine, seconds.
  await expect(page.getByTestId('pad-list-page')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('list-showing')).toBeVisible({ timeout: 30_000 });
}

/** Starts from the list's defaults: sessionStorage remembers the last state per tab. */
async function freshList(page: Page) {
  await openList(page);
  await page.evaluate(() => sessionStorage.clear());
  await openList(page);
}

/** Narrows the list to one test's pads: the keyword search over the names. */
async function search(page: Page, keyword: string) {
  await page.getByTestId('filter-keyword').fill(keyword);
  await page.getByTestId('filter-submit').click();
}

async function filterRow(page: Page, index: number, column: string, operator: string, value: string) {
  await pick(page, `filter-row-${index}-column`, column);
  await pick(page, `filter-row-${index}-operator`, operator);
  await pick(page, `filter-row-${index}-value`, value);
}

async function categoryName(request: APIRequestContext, token: string, id: number): Promise<string> {
  const { data } = await apiCall<{ data: { id: number; name: string }[] }>(request, token, 'GET', '/api/categories');
  return data.find((c) => c.id === id)!.name;
}

/** Pads named `<tag> <n>` with the given traits, made through the admin API (or the app for a pilot's). */
function padMaker(request: APIRequestContext, adminToken: string, tag: string) {
  let n = 0;
  return async (
    traits: Partial<Omit<Made, 'id'>> = {},
    pilotToken?: string,
    at = { latitude: 54.5, longitude: -3.2 },
  ): Promise<Made> => {
    const pad: Omit<Made, 'id'> = {
      category: CATEGORY.LandingSite,
      moderated: false,
      landingPermitted: true,
      byPilot: false,
      isPrivate: false,
      archived: false,
      phonable: true,
      ...traits,
    };
    const name = `${tag} ${++n}`;
    const contact = {
      name: 'Front Desk',
      email: `desk-${unique()}@pads.test`,
      phone: pad.phonable ? '+353 1 555 0100' : '',
      contact_type_id: 1,
    };
    const body = { category_id: pad.category, is_landing_permitted: pad.landingPermitted, contacts: [contact] };
    const id = pad.byPilot
      ? (await submitPadViaApp(request, pilotToken!, name, body)).padId
      : await createPadViaApi(request, adminToken, name, at, undefined, body);
    if (pad.moderated) await toggleModeration(request, adminToken, id);
    if (pad.isPrivate) await makePrivate(request, adminToken, id);
    if (pad.archived) await archivePad(request, adminToken, id);
    return { id, ...pad };
  };
}

async function mapOn(page: Page) {
  if ((await page.getByTestId('map-switch').getAttribute('aria-checked')) !== 'true') {
    await page.getByTestId('map-switch').click();
  }
}

/** Minimal RFC 4180 reader: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
    } else field += c;
  }
  if (field !== '' || row.length) endRow();
  return rows.filter((r) => r.length > 1 || r[0] !== '');
}

test.describe('pad list', { tag: '@pads' }, () => {
  // Each test walks several server round trips through antd widgets; on a shared 2-core box that needs room.
  test.describe.configure({ timeout: 120_000 });

  test('each quick filter shows its pads', async ({ adminPage: page, request, adminToken, pilot }) => {
    const tag = `E2E Quick ${unique()}`;
    const make = padMaker(request, adminToken, tag);
    const pads = [
      await make(),
      await make({ moderated: true }),
      await make({ moderated: true, phonable: false }),
      await make({ moderated: true, category: CATEGORY.AerialPointOfInterest }),
      await make({ landingPermitted: false }),
      await make({ byPilot: true }, pilot.token),
      await make({ byPilot: true, isPrivate: true }, pilot.token),
      await make({ archived: true }),
    ];
    const answers = watchAnswers<PadsAnswer>(page, '/api/admin/pads');
    await freshList(page);
    await expect(page.getByRole('heading', { name: 'Pads' })).toBeVisible();
    await search(page, tag);
    for (const [type, falls] of Object.entries(QUICK_FILTERS)) {
      await page.getByTestId(`pad-type-${type}`).click();
      const expected = newestFirst(pads.filter(falls));
      // 'all' is the list's default, which it does not send.
      const sent = { keyword: tag, type: type === 'all' ? null : type };
      expect((await answers.latest(sent)).body.data.map((row) => row.id)).toEqual(expected);
      await expectRows(page, expected);
    }
  });

  test('advanced search with two rows', async ({ adminPage: page, request, adminToken }) => {
    const tag = `E2E Search ${unique()}`;
    const make = padMaker(request, adminToken, tag);
    const hotelNoLanding = await make({ category: CATEGORY.Hotel, landingPermitted: false });
    await make({ category: CATEGORY.Hotel });
    await make({ landingPermitted: false });
    const answers = watchAnswers<PadsAnswer>(page, '/api/admin/pads');
    await freshList(page);
    await filterRow(page, 0, 'Category', 'equals', await categoryName(request, adminToken, CATEGORY.Hotel));
    await page.getByTestId('filter-add-row').click();
    await filterRow(page, 1, 'Landing permitted', 'equals', 'No');
    await page.getByTestId('filter-keyword').fill(tag);
    await page.getByTestId('filter-submit').click();
    const both = await answers.latest({
      keyword: tag,
      'filters[category_id:equals]': String(CATEGORY.Hotel),
      'filters[is_landing_permitted:equals]': '0',
    });
    expect(both.body.data.map((row) => row.id)).toEqual([hotelNoLanding.id]);
    await expectRows(page, [hotelNoLanding.id]);

    // The keyword needs 3 characters; a shorter one is refused on the spot.
    await page.getByTestId('filter-keyword').fill('ab');
    await page.getByTestId('filter-submit').click();
    await expect(page.getByText('At least 3 characters')).toBeVisible();
    answers.clear();
    await page.getByTestId('filter-clear').click();
    await expectAnswer(
      page,
      (
        await answers.latest({
          keyword: null,
          'filters[category_id:equals]': null,
          'filters[is_landing_permitted:equals]': null,
        })
      ).body,
    );
  });

  test('saves, applies, updates and deletes filters; public ones are shared, private ones are not', async ({
    adminPage: page,
    browser,
    request,
    adminToken,
  }) => {
    const tag = `E2E Saved ${unique()}`;
    const make = padMaker(request, adminToken, tag);
    const hotels = [await make({ category: CATEGORY.Hotel }), await make({ category: CATEGORY.Hotel })];
    await make({ category: CATEGORY.Pub });
    const other = await newAdmin(request, adminToken, 'e2e.other');
    const publicName = `E2E hotels ${unique()}`;
    const privateName = `E2E private ${unique()}`;
    const answers = watchAnswers<PadsAnswer>(page, '/api/admin/pads');
    await freshList(page);
    await expect(page.getByTestId('saved-filters')).toBeVisible();
    await search(page, tag);

    await filterRow(page, 0, 'Category', 'equals', await categoryName(request, adminToken, CATEGORY.Hotel));
    await page.getByTestId('filter-submit').click();
    await expectRows(page, newestFirst(hotels));
    await page.getByTestId('save-filter-name').fill(publicName);
    await page.getByTestId('save-filter-public').check();
    await page.getByTestId('save-filter-submit').click();
    await expect
      .poll(async () => (await savedFilters(request, adminToken, 'pads')).filter((f) => f.name === publicName))
      .toEqual([
        expect.objectContaining({ is_public: true, filters: { 'category_id:equals': String(CATEGORY.Hotel) } }),
      ]);

    // The saved filter is now the one being edited: Update renames it.
    await expect(page.getByTestId('save-filter-submit')).toHaveText('Update');
    await page.getByTestId('save-filter-name').fill(`${publicName} v2`);
    await page.getByTestId('save-filter-submit').click();
    await expect
      .poll(async () => (await savedFilters(request, adminToken, 'pads')).map((f) => f.name))
      .toContain(`${publicName} v2`);

    // Cleared, then applied again from the dropdown.
    answers.clear();
    await page.getByTestId('filter-clear').click();
    await expectAnswer(page, (await answers.latest({ 'filters[category_id:equals]': null })).body);
    await pick(page, 'saved-filters', `${publicName} v2 (public)`);
    await expectAnswer(page, (await answers.latest({ 'filters[category_id:equals]': String(CATEGORY.Hotel) })).body);

    // A private one for this admin only.
    await page.getByTestId('filter-clear').click();
    await filterRow(page, 0, 'Category', 'equals', await categoryName(request, adminToken, CATEGORY.Pub));
    await page.getByTestId('save-filter-name').fill(privateName);
    await page.getByTestId('save-filter-submit').click();
    await expect
      .poll(async () => (await savedFilters(request, adminToken, 'pads')).filter((f) => f.name === privateName))
      .toEqual([expect.objectContaining({ is_public: false })]);

    const names = await savedFilterNamesOf(browser, other);
    expect(names).toContain(`${publicName} v2 (public)`);
    expect(names).not.toContain(privateName);

    // Delete asks first.
    await pick(page, 'saved-filters', `${publicName} v2 (public)`);
    await page.getByTestId('save-filter-delete').click();
    await expect(page.getByText('Are you sure you want to delete this filter?')).toBeVisible();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Yes' }).click();
    await expect
      .poll(async () => (await savedFilters(request, adminToken, 'pads')).map((f) => f.name))
      .not.toContain(`${publicName} v2`);
  });

  test('sorts on the server, pages with the quick jumper and remembers it across reloads and remotes', async ({
    adminPage: page,
    request,
    adminToken,
  }) => {
    // Two pages of this test's pads, named in the reverse of their creation order.
    const tag = `E2E Paged ${unique()}`;
    const ids: number[] = [];
    for (let start = 0; start < PER_PAGE + 5; start += 5)
      ids.push(
        ...(await Promise.all(
          [0, 1, 2, 3, 4].map((i) =>
            createPadViaApi(request, adminToken, `${tag} ${String(100 - start - i).padStart(3, '0')}`),
          ),
        )),
      );
    const byName = [...ids].reverse();
    await freshList(page);
    await search(page, tag);
    await expectRows(page, newestFirst(ids.map((id) => ({ id }))).slice(0, PER_PAGE), ids.length);
    await page
      .getByTestId('pad-table')
      .locator('th', { hasText: /^Name$/ })
      .click();
    await expectRows(page, byName.slice(0, PER_PAGE), ids.length);

    const jumper = page.getByTestId('pad-table-pagination').locator('.ant-pagination-options-quick-jumper input');
    await jumper.fill('2');
    await jumper.press('Enter');
    const secondPage = byName.slice(PER_PAGE);
    await expectRows(page, secondPage, ids.length, 2);

    await page.reload();
    await expectRows(page, secondPage, ids.length, 2);

    await page.locator('header').getByText('Users', { exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/user-list/);
    await page.locator('header').getByText('Pads', { exact: true }).click();
    await expectRows(page, secondPage, ids.length, 2);
  });

  test('exports a CSV whose rows are the filtered list', async ({ adminPage: page, request, adminToken }) => {
    const tag = `E2E Export ${unique()}`;
    const make = padMaker(request, adminToken, tag);
    const exported = [
      await make({ category: CATEGORY.Hotel, moderated: true }),
      await make({ category: CATEGORY.Hotel, moderated: true }),
    ];
    await make({ category: CATEGORY.Hotel });
    await make({ category: CATEGORY.Pub, moderated: true });
    await freshList(page);
    await page.getByTestId('pad-type-moderated').click();
    await filterRow(page, 0, 'Category', 'equals', await categoryName(request, adminToken, CATEGORY.Hotel));
    await page.getByTestId('filter-keyword').fill(tag);
    await page.getByTestId('filter-submit').click();
    await expectRows(page, newestFirst(exported));

    const downloadPromise = page.waitForEvent('download');
    await page.getByTestId('export-pads').click();
    const download = await downloadPromise;
    const rows = parseCsv(await readFile((await download.path())!, 'utf8'));
    const idColumn = rows[0]!.indexOf('ID');
    expect(idColumn).toBeGreaterThanOrEqual(0);
    const csvIds = rows
      .slice(1)
      .map((row) => Number(row[idColumn]))
      .sort((a, b) => b - a);
    expect(csvIds).toEqual(newestFirst(exported));

    // The filter panel's own export appears while a filter is active.
    await expect(page.getByTestId('export-csv')).toBeVisible();
    await expect(page.getByText('Export for update')).toBeVisible();
  });

  test('the map switch is an admin setting that survives signing out and in', async ({ page, request, adminToken }) => {
    // An admin of its own: the setting is per admin, and signing out ends this session.
    const admin = await newAdmin(request, adminToken, 'e2e.map');
    await signIn(page, admin.email, admin.password);
    await freshList(page);
    const switchControl = page.getByTestId('map-switch');
    if ((await switchControl.getAttribute('aria-checked')) !== 'true') {
      await switchControl.click();
      await expect.poll(async () => (await adminSettings(request, admin.token)).is_map_on).toBe(true);
    }
    await expect(page.getByTestId('pad-map')).toBeVisible();
    await expect(page.getByTestId('pad-map').locator('.leaflet-container')).toBeVisible();
    await expect(page.getByTestId('pad-map-total')).toBeVisible();

    await switchControl.click();
    await expect.poll(async () => (await adminSettings(request, admin.token)).is_map_on).toBe(false);
    await expect(page.getByTestId('pad-map')).toHaveCount(0);

    await page.getByTestId('avatar-menu').click();
    await page.getByText('Logout').click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, admin.email, admin.password);
    await openList(page);
    await expect(page.getByTestId('map-switch')).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByTestId('pad-map')).toHaveCount(0);

    await page.getByTestId('map-switch').click();
    await expect.poll(async () => (await adminSettings(request, admin.token)).is_map_on).toBe(true);
    await expect(page.getByTestId('pad-map')).toBeVisible();
  });

  test(
    'the map shows the filtered list; a marker popup links to the pad',
    { tag: '@smoke' },
    async ({ adminPage: page, request, adminToken }) => {
      const name = `E2E Mapped ${unique()}`;
      const id = await createPadViaApi(request, adminToken, name, { latitude: 54.4, longitude: -2.9 });
      await freshList(page);
      await mapOn(page);
      await pick(page, 'filter-row-0-column', 'ID');
      await pick(page, 'filter-row-0-operator', 'equals');
      await page.getByTestId('filter-row-0-value').fill(String(id));
      await page.getByTestId('filter-submit').click();
      await expect(page.getByTestId('list-showing')).toHaveText(showing(1));
      await expect(page.getByTestId('pad-map-total')).toHaveText('1 pads in view');
      await page.getByTestId('pad-map').locator(`.leaflet-marker-icon[title="${name}"]`).click();
      await page.getByTestId('pad-map-popup-link').click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/pad-view/${id}$`));
    },
  );

  test('scrolled under the sticky header, the map stays below it and its account menu', async ({
    adminPage: page,
    request,
    adminToken,
  }) => {
    // A pad of its own in the map's opening view (zoom 5 over the UK), so a marker is there to scroll to.
    await createPadViaApi(request, adminToken, `E2E Sticky ${unique()}`, { latitude: 54.2, longitude: -2.5 });
    await freshList(page);
    await mapOn(page);
    // A marker scrolled to the height of the sticky header's middle must be drawn under the header.
    const marker = page.getByTestId('pad-map').locator('.leaflet-marker-icon').first();
    await expect(marker).toBeVisible();
    const { x, y } = await marker.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 + window.scrollY };
    });
    await page.evaluate((top) => window.scrollTo(0, top), y - 32);
    await expect(page.getByTestId('app-header')).toHaveAttribute('data-sticky', 'true');
    const headerOnTop = await page
      .getByTestId('app-header')
      .evaluate((header, point) => header.contains(document.elementFromPoint(point.x, 32)), { x });
    expect(headerOnTop).toBe(true);
    await page.getByTestId('avatar-menu').click();
    await page.getByText('Logout').click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('Are you sure you want to quit?');
    await page.getByRole('button', { name: 'No' }).click();
  });

  test('deep links and the stats bar open the list pre-filtered', async ({ adminPage: page }) => {
    const answers = watchAnswers<PadsAnswer>(page, '/api/admin/pads');
    await freshList(page);
    await page.getByTestId('stat-claimed_pads').click();
    await expect(page).toHaveURL(/\/dashboard\/pad-list\?filters/);
    await expectAnswer(page, (await answers.latest({ 'filters[is_claimed:equals]': '1' })).body);

    await openList(page, '/dashboard/pad-list?type=moderated');
    await expect(page.locator('.ant-radio-button-wrapper-checked')).toHaveText('Moderated');
    await expectAnswer(page, (await answers.latest({ type: 'moderated', 'filters[is_claimed:equals]': null })).body);
  });

  test('the pad list with its map passes the accessibility scan', async ({ adminPage: page, request, adminToken }) => {
    await createPadViaApi(request, adminToken, `E2E Scanned ${unique()}`, { latitude: 54.3, longitude: -2.7 });
    await page.goto('/dashboard/pad-list');
    await expect(page.getByTestId('list-showing')).toBeVisible({ timeout: 30_000 });
    await mapOn(page);
    await expect(page.getByTestId('pad-map').locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(page.getByTestId('pad-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expectAccessible(page);
  });
});

/** The saved filters another admin is offered, read from their own pad list. */
async function savedFilterNamesOf(browser: Browser, admin: Account): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIn(page, admin.email, admin.password);
    await openList(page);
    await page.getByTestId('saved-filters').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options.first()).toBeVisible();
    return await options.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('title') ?? ''));
  } finally {
    await context.close();
  }
}
