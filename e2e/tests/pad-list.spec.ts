// The pad list against the real API and database: quick filters, advanced search, saved filters
// (public and private across two admins), sorting and the quick jumper, remembered list state,
// the CSV export, the persisted map switch and a stats-bar deep link.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { count, query } from '../support/db';
import { expect, signIn, test } from '../support/fixtures';
import { pick } from '../support/forms';
import { unique } from '../support/unique';

const PER_PAGE = 20;

/** The pad ids each quick filter must show, newest first (spec part 1 §4). */
const TYPE_SQL: Record<string, string> = {
  all: 'SELECT p.id FROM pads p',
  unmoderated: 'SELECT p.id FROM pads p WHERE p.status_id = 1 AND p.deleted_at IS NULL',
  moderated:
    'SELECT p.id FROM pads p WHERE p.status_id = 3 AND p.is_landing_permitted AND p.category_id <> 1 AND p.deleted_at IS NULL',
  invalid_phone:
    'SELECT p.id FROM pads p WHERE NOT p.is_phonable AND p.status_id = 3 AND p.is_landing_permitted AND p.deleted_at IS NULL',
  consumer_submitted:
    'SELECT p.id FROM pads p JOIN users u ON u.id = p.submitter_user_id WHERE u.role <> 1 AND p.deleted_at IS NULL',
  landing_not_possible: 'SELECT p.id FROM pads p WHERE NOT p.is_landing_permitted AND p.deleted_at IS NULL',
  private: 'SELECT p.id FROM pads p WHERE p.user_id IS NOT NULL AND p.deleted_at IS NULL',
  archived: 'SELECT p.id FROM pads p WHERE p.deleted_at IS NOT NULL',
};

async function firstPageIds(sql: string, order = 'p.id DESC', offset = 0): Promise<number[]> {
  const rows = await query<{ id: number }>(`${sql} ORDER BY ${order} LIMIT ${PER_PAGE} OFFSET ${offset}`);
  return rows.map((row) => row.id);
}

function showing(total: number, page = 1): string {
  if (total === 0) return 'Showing 0 of 0 listings';
  const from = (page - 1) * PER_PAGE + 1;
  return `Showing ${from}-${Math.min(page * PER_PAGE, total)} of ${total} listings`;
}

async function tableIds(page: Page): Promise<number[]> {
  const cells = await page.getByTestId('pad-table').locator('tbody tr.ant-table-row td:first-child').allTextContents();
  return cells.map(Number);
}

async function expectList(page: Page, sql: string, pageNo = 1, order = 'p.id DESC') {
  const total = await count(sql);
  await expect(page.getByTestId('list-showing')).toHaveText(showing(total, pageNo));
  await expect.poll(() => tableIds(page)).toEqual(await firstPageIds(sql, order, (pageNo - 1) * PER_PAGE));
  return total;
}

async function openList(page: Page, path = '/dashboard/pad-list') {
  await page.goto(path);
  await expect(page.getByTestId('pad-list-page')).toBeVisible();
  await expect(page.getByTestId('list-showing')).toBeVisible();
}

/** Starts from the list's defaults: sessionStorage remembers the last state per tab. */
async function freshList(page: Page) {
  await openList(page);
  await page.evaluate(() => sessionStorage.clear());
  await openList(page);
}

async function filterRow(page: Page, index: number, column: string, operator: string, value: string) {
  await pick(page, `filter-row-${index}-column`, column);
  await pick(page, `filter-row-${index}-operator`, operator);
  await pick(page, `filter-row-${index}-value`, value);
}

async function categoryName(id: number): Promise<string> {
  return (await query<{ name: string }>('SELECT name FROM categories WHERE id = $1', [id]))[0]!.name;
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

test.describe('pad list', () => {
  // Each test walks several server round trips through antd widgets; on a shared 2-core box that needs room.
  test.describe.configure({ timeout: 120_000 });

  test('each quick filter shows the rows the database says', async ({ adminPage: page }) => {
    await freshList(page);
    await expect(page.getByRole('heading', { name: 'Pads' })).toBeVisible();
    for (const type of Object.keys(TYPE_SQL)) {
      await page.getByTestId(`pad-type-${type}`).click();
      await expectList(page, TYPE_SQL[type]!);
    }
  });

  test('advanced search with two rows', async ({ adminPage: page }) => {
    await freshList(page);
    const hotel = await categoryName(4);
    await filterRow(page, 0, 'Category', 'equals', hotel);
    await page.getByTestId('filter-add-row').click();
    await filterRow(page, 1, 'Landing permitted', 'equals', 'No');
    await page.getByTestId('filter-submit').click();
    await expectList(page, 'SELECT p.id FROM pads p WHERE p.category_id = 4 AND NOT p.is_landing_permitted');

    // The keyword needs 3 characters; a shorter one is refused on the spot.
    await page.getByTestId('filter-keyword').fill('ab');
    await page.getByTestId('filter-submit').click();
    await expect(page.getByText('At least 3 characters')).toBeVisible();
    await page.getByTestId('filter-clear').click();
    await expectList(page, TYPE_SQL.all!);
  });

  test('saves, applies, updates and deletes filters; public ones are shared, private ones are not', async ({
    adminPage: page,
    browser,
  }) => {
    await freshList(page);
    const publicName = `E2E hotels ${unique()}`;
    const privateName = `E2E private ${unique()}`;
    const hotelSql = 'SELECT p.id FROM pads p WHERE p.category_id = 4';
    await expect(page.getByTestId('saved-filters')).toBeVisible();

    await filterRow(page, 0, 'Category', 'equals', await categoryName(4));
    await page.getByTestId('filter-submit').click();
    await page.getByTestId('save-filter-name').fill(publicName);
    await page.getByTestId('save-filter-public').check();
    await page.getByTestId('save-filter-submit').click();
    await expect
      .poll(async () =>
        query("SELECT is_public, filters FROM saved_filters WHERE name = $1 AND entity = 'pads'", [publicName]),
      )
      .toEqual([{ is_public: true, filters: { 'category_id:equals': '4' } }]);

    // The saved filter is now the one being edited: Update renames it.
    await expect(page.getByTestId('save-filter-submit')).toHaveText('Update');
    await page.getByTestId('save-filter-name').fill(`${publicName} v2`);
    await page.getByTestId('save-filter-submit').click();
    await expect.poll(() => count('SELECT 1 FROM saved_filters WHERE name = $1', [`${publicName} v2`])).toBe(1);

    // Cleared, then applied again from the dropdown.
    await page.getByTestId('filter-clear').click();
    await expectList(page, TYPE_SQL.all!);
    await pick(page, 'saved-filters', `${publicName} v2 (public)`);
    await expectList(page, hotelSql);

    // A private one for the first admin only.
    await page.getByTestId('filter-clear').click();
    await filterRow(page, 0, 'Category', 'equals', await categoryName(5));
    await page.getByTestId('save-filter-name').fill(privateName);
    await page.getByTestId('save-filter-submit').click();
    await expect
      .poll(() => count('SELECT 1 FROM saved_filters WHERE name = $1 AND NOT is_public', [privateName]))
      .toBe(1);

    const names = await savedFilterNamesOf(browser, 'aoife.byrne@pads.test');
    expect(names).toContain(`${publicName} v2 (public)`);
    expect(names).not.toContain(privateName);

    // Delete asks first.
    await pick(page, 'saved-filters', `${publicName} v2 (public)`);
    await page.getByTestId('save-filter-delete').click();
    await expect(page.getByText('Are you sure you want to delete this filter?')).toBeVisible();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => count('SELECT 1 FROM saved_filters WHERE name = $1', [`${publicName} v2`])).toBe(0);
  });

  test('sorts on the server, pages with the quick jumper and remembers it across reloads and remotes', async ({
    adminPage: page,
  }) => {
    await freshList(page);
    await page
      .getByTestId('pad-table')
      .locator('th', { hasText: /^Name$/ })
      .click();
    await expectList(page, TYPE_SQL.all!, 1, 'p.name ASC, p.id ASC');

    const jumper = page.getByTestId('pad-table-pagination').locator('.ant-pagination-options-quick-jumper input');
    await jumper.fill('3');
    await jumper.press('Enter');
    await expectList(page, TYPE_SQL.all!, 3, 'p.name ASC, p.id ASC');

    await page.reload();
    await expectList(page, TYPE_SQL.all!, 3, 'p.name ASC, p.id ASC');

    await page.locator('header').getByText('Users', { exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/user-list/);
    await page.locator('header').getByText('Pads', { exact: true }).click();
    await expectList(page, TYPE_SQL.all!, 3, 'p.name ASC, p.id ASC');
  });

  test('exports a CSV whose rows are the filtered list', async ({ adminPage: page }) => {
    await freshList(page);
    await page.getByTestId('pad-type-moderated').click();
    await filterRow(page, 0, 'Category', 'equals', await categoryName(4));
    await page.getByTestId('filter-submit').click();
    const sql = `${TYPE_SQL.moderated} AND p.category_id = 4`;
    await expectList(page, sql);

    const downloadPromise = page.waitForEvent('download');
    await page.getByTestId('export-pads').click();
    const download = await downloadPromise;
    const rows = parseCsv(await readFile((await download.path())!, 'utf8'));
    const idColumn = rows[0]!.indexOf('ID');
    expect(idColumn).toBeGreaterThanOrEqual(0);
    const csvIds = rows
      .slice(1)
      .map((row) => Number(row[idColumn]))
      .sort((a, b) => a - b);
    const dbIds = (await query<{ id: number }>(`${sql} ORDER BY p.id`)).map((row) => row.id);
    expect(csvIds).toEqual(dbIds);

    // The filter panel's own export appears while a filter is active.
    await expect(page.getByTestId('export-csv')).toBeVisible();
    await expect(page.getByText('Export for update')).toBeVisible();
  });

  test('the map switch is an admin setting that survives signing out and in', async ({ adminPage: page }) => {
    await freshList(page);
    const mapSetting = async () =>
      (
        await query<{ on: boolean | null }>(
          "SELECT (settings->'admin_settings'->>'is_map_on')::boolean AS on FROM users WHERE email = 'admin@pads.test'",
        )
      )[0]!.on;
    const switchControl = page.getByTestId('map-switch');
    if ((await switchControl.getAttribute('aria-checked')) !== 'true') {
      await switchControl.click();
      await expect.poll(mapSetting).toBe(true);
    }
    await expect(page.getByTestId('pad-map')).toBeVisible();
    await expect(page.getByTestId('pad-map').locator('.leaflet-container')).toBeVisible();
    await expect(page.getByTestId('pad-map-total')).toBeVisible();

    await switchControl.click();
    await expect.poll(mapSetting).toBe(false);
    await expect(page.getByTestId('pad-map')).toHaveCount(0);

    await page.getByTestId('avatar-menu').click();
    await page.getByText('Logout').click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page);
    await openList(page);
    await expect(page.getByTestId('map-switch')).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByTestId('pad-map')).toHaveCount(0);

    await page.getByTestId('map-switch').click();
    await expect.poll(mapSetting).toBe(true);
    await expect(page.getByTestId('pad-map')).toBeVisible();
  });

  test('the map shows the filtered list; a marker popup links to the pad', async ({ adminPage: page }) => {
    await freshList(page);
    const [pad] = await query<{ id: number; name: string }>(
      `SELECT id, name FROM pads WHERE deleted_at IS NULL AND latitude BETWEEN 52 AND 57 AND longitude BETWEEN -6 AND 0
       ORDER BY id LIMIT 1`,
    );
    if ((await page.getByTestId('map-switch').getAttribute('aria-checked')) !== 'true') {
      await page.getByTestId('map-switch').click();
    }
    await pick(page, 'filter-row-0-column', 'ID');
    await pick(page, 'filter-row-0-operator', 'equals');
    await page.getByTestId('filter-row-0-value').fill(String(pad!.id));
    await page.getByTestId('filter-submit').click();
    await expect(page.getByTestId('list-showing')).toHaveText(showing(1));
    await expect(page.getByTestId('pad-map-total')).toHaveText('1 pads in view');
    await page.getByTestId('pad-map').locator(`.leaflet-marker-icon[title="${pad!.name}"]`).click();
    await page.getByTestId('pad-map-popup-link').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/pad-view/${pad!.id}$`));
  });

  test('scrolled under the sticky header, the map stays below it and its account menu', async ({ adminPage: page }) => {
    await freshList(page);
    if ((await page.getByTestId('map-switch').getAttribute('aria-checked')) !== 'true') {
      await page.getByTestId('map-switch').click();
    }
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
    await freshList(page);
    await page.getByTestId('stat-claimed_pads').click();
    await expect(page).toHaveURL(/\/dashboard\/pad-list\?filters/);
    await expectList(
      page,
      `SELECT p.id FROM pads p WHERE p.deleted_at IS NULL AND EXISTS
         (SELECT 1 FROM contacts c WHERE c.pad_id = p.id AND c.contact_type_id = 4 AND c.is_claimed)`,
    );

    await openList(page, '/dashboard/pad-list?type=moderated');
    await expect(page.locator('.ant-radio-button-wrapper-checked')).toHaveText('Moderated');
    await expectList(page, TYPE_SQL.moderated!);
  });
});

async function savedFilterNamesOf(browser: Browser, email: string): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIn(page, email);
    await openList(page);
    await page.getByTestId('saved-filters').click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(options.first()).toBeVisible();
    return await options.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('title') ?? ''));
  } finally {
    await context.close();
  }
}

test('the pad list with its map passes the accessibility scan', async ({ adminPage: page }) => {
  await page.goto('/dashboard/pad-list');
  await expect(page.getByTestId('list-showing')).toBeVisible({ timeout: 30_000 });
  if ((await page.getByTestId('map-switch').getAttribute('aria-checked')) !== 'true') {
    await page.getByTestId('map-switch').click();
  }
  await expect(page.getByTestId('pad-map').locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect(page.getByTestId('pad-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expectAccessible(page);
});
