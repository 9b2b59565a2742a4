// Pad creation: every section with photos, the map pin (click + drag), the offline geocoding fallback
// (the e2e API's GEOCODER_URL is unreachable and there is no Google key: Leaflet without tiles),
// every validation message where it belongs, and a server refusal landing on its field.
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { apiCall } from '../support/api';
import { E2E } from '../support/env';
import { expect, test } from '../support/fixtures';
import { choose, fieldItem, image } from '../support/forms';
import { padNow } from '../support/pads';
import { offlineMaps } from '../support/runtimeConfig';
import { unique } from '../support/unique';

// Long forms on a shared 2-core machine: generous budgets, the assertions stay strict.

test.describe('pad create', { tag: '@pads' }, () => {
  test.describe.configure({ timeout: 180_000 });

  async function openCreatePage(page: Page) {
    await page.goto('/dashboard/pad-create');
    await expect(page.getByTestId('pad-create-page')).toBeVisible({ timeout: 30_000 });
    if (await offlineMaps()) {
      await expect(page.getByTestId('pad-create-map')).toHaveAttribute('data-provider', 'open');
      await expect(page.locator('[data-testid="pad-create-map"] .leaflet-container')).toBeVisible();
    }
  }

  test('creates a pad through every section with two photos, a clicked and dragged pin, offline geocoding', async ({
    adminPage: page,
    request,
    adminToken,
  }) => {
    test.skip(
      !(await offlineMaps()),
      'the deployment draws Google maps: this test clicks and drags on the Leaflet map',
    );
    const name = `E2E Hilltop ${unique()}`;
    await openCreatePage(page);
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import pad' })).toBeVisible();

    // Location: free-text address (no geocoder reachable → no predictions), then click and drag the pin.
    await page.getByLabel('Address').fill('Hilltop Farm, Cumbria');
    const map = page.getByTestId('pad-create-map');
    const box = (await map.boundingBox())!;
    // East of the default centre (54.47, -4.96): Cumbrian land, whatever the exact width of the map.
    await map.click({ position: { x: box.width / 2 + 140, y: box.height / 2 } });
    const latitude = page.locator('input[name="location.latitude"]');
    const longitude = page.locator('input[name="location.longitude"]');
    await expect(latitude).not.toHaveValue('');
    const clicked = { lat: Number(await latitude.inputValue()), lng: Number(await longitude.inputValue()) };
    expect(clicked.lng).toBeGreaterThan(-4.96);

    const pin = page.locator('[data-testid="pad-create-map"] .leaflet-marker-icon.leaflet-marker-draggable');
    await expect(pin).toBeVisible();
    const pinBox = (await pin.boundingBox())!;
    await page.mouse.move(pinBox.x + pinBox.width / 2, pinBox.y + pinBox.height - 2);
    await page.mouse.down();
    await page.mouse.move(pinBox.x + pinBox.width / 2 + 50, pinBox.y + pinBox.height + 20, { steps: 8 });
    await page.mouse.up();
    await expect(longitude).not.toHaveValue(String(clicked.lng));
    const dragged = { lat: Number(await latitude.inputValue()), lng: Number(await longitude.inputValue()) };
    expect(dragged.lng).toBeGreaterThan(clicked.lng);
    expect(dragged.lat).toBeLessThan(clicked.lat);
    // Reverse geocoding with the geocoder down: the offline fallback fills the country.
    await expect(page.locator('input[name="location.country"]')).toHaveValue('United Kingdom');
    await expect(page.getByLabel('Address')).toHaveValue('Hilltop Farm, Cumbria');

    // Main information.
    await page.getByLabel('Name', { exact: true }).fill(name);
    await choose(page, page, 'Category', 'Landing Site');
    await expect(page.getByLabel('Landing permitted')).toBeChecked();
    await expect(page.getByLabel('API access')).toBeChecked();
    await choose(page, page, 'HISC country code', 'GB');
    const hisc = `${unique().slice(0, 4)}zz`;
    await page.getByLabel('HISC', { exact: true }).fill(hisc);
    await expect(page.getByLabel('HISC', { exact: true })).toHaveValue(hisc.slice(0, 4).toUpperCase() + 'zz');
    await page.getByLabel('ICAO').fill('egxy');
    await expect(page.getByLabel('ICAO')).toHaveValue('EGXY');
    await choose(page, page, 'Landing fees category', 'Free');
    await choose(page, page, 'Tags', 'Scenic');
    await page.keyboard.press('Escape');

    // Contacts: the default one (type Pad Contact), plus an owner.
    const first = page.getByTestId('contact-0');
    await expect(fieldItem(first, 'Contact type')).toContainText('Pad Contact');
    await first.getByLabel('Contact name').fill('Ann Farmer');
    await first.getByLabel('Phone', { exact: true }).fill('7700900123');
    await first.getByLabel('Email').fill('ann@hilltop.test');
    await first.getByLabel('Email').press('Tab');
    // Focusing the empty phone fills the gb dial code; either way the number starts with '+'.
    await expect(first.getByLabel('Phone', { exact: true })).toHaveValue(/^\+(44)?7700900123$/);
    await page.getByRole('button', { name: 'Add contact' }).click();
    const second = page.getByTestId('contact-1');
    await choose(page, second, 'Contact type', 'Owner');
    await second.getByLabel('Contact name').fill('Bob Owner');
    await second.getByLabel('Email').fill('bob@hilltop.test');

    // Photos: two, the second facing west.
    await page.locator('[data-testid="section-photos"] input[type="file"]').setInputFiles([
      { name: 'north.png', mimeType: 'image/png', buffer: await image(page, 'image/png', '#2a7') },
      { name: 'west.jpg', mimeType: 'image/jpeg', buffer: await image(page, 'image/jpeg', '#27a') },
    ]);
    await expect(page.getByTestId('photo-1')).toBeVisible();
    await choose(page, page.getByTestId('photo-1'), 'Direction', 'West');

    // Social, notes, facilities and warnings.
    await page.getByLabel('Website').fill('https://hilltop.example');
    await page.getByLabel('Twitter').fill('hilltopfarm');
    await page.getByLabel('TripAdvisor rating').fill('4.5');
    await page.getByLabel('Site information').fill('Grass strip, 300 m');
    await page.getByLabel('Landing advice').fill('Land north of the barn');
    await page.getByLabel('Description').fill('A working farm');
    await page.getByLabel('Notes').fill('Call the day before');
    await page.getByLabel('Windsock').check();
    await page.getByLabel('Livestock in field').check();

    const answered = page.waitForResponse(
      (r) => r.url() === `${E2E.apiUrl}/api/admin/pads` && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText(`Pad "${name}" is successfully created`)).toBeVisible({ timeout: 20_000 });
    const id = Number(await page.getByTestId('created-pad-id').textContent());
    await expect(page.getByText(/\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}/)).toBeVisible();
    const created = (await (await answered).json()).data;

    // What was stored: the create call's answer, and the pad read back as the pad view reads it.
    expect(created).toMatchObject({
      id,
      name,
      category_id: 3,
      status_id: 1,
      is_landing_permitted: true,
      is_api_accessible: true,
      hisc: `GB${hisc.slice(0, 4).toUpperCase()}zz`,
      icao: 'EGXY',
      twitter_handle: '@hilltopfarm',
      website: 'https://hilltop.example',
      notes: 'Call the day before',
      country_code: 'GB',
      location: { address: 'Hilltop Farm, Cumbria', country: 'United Kingdom' },
    });
    expect(created.region_id).not.toBeNull();
    expect(created.location.latitude).toBeCloseTo(dragged.lat, 5);
    expect(created.location.longitude).toBeCloseTo(dragged.lng, 5);
    expect(created.contacts).toEqual([
      expect.objectContaining({
        name: 'Ann Farmer',
        phone: expect.stringMatching(/^\+(44)?7700900123$/),
        contact_type_id: 1,
      }),
      expect.objectContaining({ name: 'Bob Owner', phone: null, contact_type_id: 4 }),
    ]);
    const stored = await padNow<{
      name: string;
      tags: unknown[];
      facilities: unknown[];
      warnings: unknown[];
      location: { latitude: number; country: string };
      uploads: { admin: { direction: string; file_url: string }[] };
    }>(request, adminToken, id);
    expect(stored).toMatchObject({ name, location: { country: 'United Kingdom' } });
    expect([stored.tags, stored.facilities, stored.warnings].map((list) => list.length)).toEqual([1, 1, 1]);
    expect(stored.uploads.admin.map((u) => u.direction)).toEqual(['north', 'west']);
    const photo = await page.request.get(stored.uploads.admin[0]!.file_url);
    expect(photo.headers()['content-type']).toBe('image/png');

    // In the list and on its map.
    await page.goto(`/dashboard/pad-list?filters[name:contains]=${encodeURIComponent(name)}`);
    const link = page.getByTestId('pad-table').getByRole('link', { name }).first();
    await expect(link).toBeVisible({ timeout: 30_000 });
    await expect(link).toHaveAttribute('href', `/dashboard/pad-view/${id}`);
    await expect(page.locator(`[data-testid="pad-map"] .leaflet-marker-icon[title="${name}"]`)).toBeVisible({
      timeout: 30_000,
    });

    // Create another one: a fresh form.
    await page.goto('/dashboard/pad-create');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  });

  test('"Create another one" resets the form after a success', { tag: '@smoke' }, async ({ adminPage: page }) => {
    await openCreatePage(page);
    await page.getByLabel('Address').fill('Somewhere');
    await page.locator('input[name="location.latitude"]').fill('51.5');
    await page.locator('input[name="location.longitude"]').fill('-0.12');
    await page.getByLabel('Name', { exact: true }).fill(`E2E Again ${unique()}`);
    await choose(page, page, 'Category', 'Hotel');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText(/is successfully created/)).toBeVisible();
    await page.getByRole('button', { name: 'Create another one' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Address')).toHaveValue('');
    await expect(page.getByTestId('contact-0')).toBeVisible();
  });

  test('every validation message appears on its field', async ({ adminPage: page }) => {
    await openCreatePage(page);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(fieldItem(page, 'Address')).toContainText('Required');
    await expect(fieldItem(page, 'Name')).toContainText('Required');
    await expect(fieldItem(page, 'Category')).toContainText('Required');
    await expect(fieldItem(page, 'Latitude')).toContainText('Required');

    // Coordinates: numeric text only, and their bounds.
    const latitude = page.locator('input[name="location.latitude"]');
    const longitude = page.locator('input[name="location.longitude"]');
    await latitude.fill('abc');
    await expect(latitude).toHaveValue('');
    for (const [input, label, value, message] of [
      [latitude, 'Latitude', '91', 'Max: 90'],
      [latitude, 'Latitude', '-91', 'Min: -90'],
      [longitude, 'Longitude', '181', 'Max: 180'],
      [longitude, 'Longitude', '-181', 'Min: -180'],
    ] as const) {
      await input.fill(value);
      await expect(fieldItem(page, label)).toContainText(message);
    }

    // Contact type is required; the last contact cannot be deleted.
    const contact = page.getByTestId('contact-0');
    await fieldItem(contact, 'Contact type').hover();
    await fieldItem(contact, 'Contact type').locator('.ant-select-clear').click();
    await expect(fieldItem(contact, 'Contact type')).toContainText('Contact type is required');
    const remove = contact.getByRole('button', { name: 'Delete contact' });
    await expect(remove).toBeDisabled();
    await remove.locator('..').hover();
    await expect(page.getByRole('tooltip')).toContainText('The pad must have at least one contact');

    // Twitter without '@'.
    await page.getByLabel('Twitter').fill('@hilltop');
    await expect(fieldItem(page, 'Twitter')).toContainText('"@" symbol already is');

    // HISC: disabled until a code is chosen, at most 6 characters, first 4 upper-cased, format message.
    const hisc = page.getByLabel('HISC', { exact: true });
    await expect(hisc).toBeDisabled();
    await page.getByTestId('hisc-input-wrapper').hover();
    await expect(page.getByRole('tooltip').filter({ hasText: 'Please select hisc country code' })).toBeVisible();
    await choose(page, page, 'HISC country code', 'GB');
    await expect(hisc).toBeEnabled();
    await hisc.fill('abcdefgh');
    await expect(hisc).toHaveValue('ABCDef');
    await hisc.fill('ab');
    await hisc.blur();
    await expect(fieldItem(page, 'HISC')).toContainText('Invalid HISC format. Expected format: ex: NNNNnn');

    // ICAO (airfield categories): upper-cased, cleared on blur unless 4 letters.
    await choose(page, page, 'Category', 'Landing Site');
    const icao = page.getByLabel('ICAO');
    await icao.fill('eg1');
    await icao.blur();
    await expect(icao).toHaveValue('');
    await icao.fill('egll');
    await expect(icao).toHaveValue('EGLL');

    // Landing fee: required for category 7 with facility 13, or with warning 6.
    await choose(page, page, 'Category', 'Aerodrome');
    await page.getByLabel('Landing fee', { exact: true }).check();
    await expect(fieldItem(page, 'Landing fees category')).toContainText('Required');
    await page.getByLabel('Landing fee', { exact: true }).uncheck();
    await expect(fieldItem(page, 'Landing fees category')).not.toContainText('Required');
    await page.getByLabel('Landing fee payable').check();
    await expect(fieldItem(page, 'Landing fees category')).toContainText('Required');

    // Add contact is hidden for category 1.
    await expect(page.getByRole('button', { name: 'Add contact' })).toBeVisible();
    await choose(page, page, 'Category', 'Aerial Point of Interest');
    await expect(page.getByRole('button', { name: 'Add contact' })).toBeHidden();

    // Photos: png/jpeg only, at most 4 on create.
    const png = await image(page, 'image/png', '#999');
    const input = page.locator('[data-testid="section-photos"] input[type="file"]');
    await input.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
    await expect(page.getByText('notes.txt: only PNG or JPEG images can be uploaded')).toBeVisible();
    await input.setInputFiles(
      Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.png`, mimeType: 'image/png', buffer: png })),
    );
    await expect(page.getByTestId('photo-4')).toBeVisible();
    await expect(page.getByTestId('section-photos')).toContainText('At most 4 photos can be added on create');
  });

  test('a server refusal lands on its field (a HISC already taken) with an Error notification', async ({
    adminPage: page,
    request,
    adminToken,
  }) => {
    const rest = `${unique().slice(0, 4).toUpperCase()}aa`;
    await apiCall(request, adminToken, 'POST', '/api/admin/pads', {
      status: 201,
      data: {
        name: `E2E HISC owner ${unique()}`,
        category_id: 3,
        hisc_country_code: 'GB',
        hisc: rest,
        location: { address: 'Somewhere', latitude: 52.2, longitude: 0.12 },
        contacts: [{ contact_type_id: 1 }],
      },
    });

    await openCreatePage(page);
    await page.getByLabel('Address').fill('Elsewhere');
    await page.locator('input[name="location.latitude"]').fill('52.3');
    await page.locator('input[name="location.longitude"]').fill('0.2');
    await page.getByLabel('Name', { exact: true }).fill(`E2E Refused ${unique()}`);
    await choose(page, page, 'Category', 'Hotel');
    await choose(page, page, 'HISC country code', 'GB');
    await page.getByLabel('HISC', { exact: true }).fill(rest);
    const refused = page.waitForResponse(
      (r) => r.url() === `${E2E.apiUrl}/api/admin/pads` && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    // Refused as a whole: nothing created.
    expect((await refused).status()).toBe(422);
    await expect(fieldItem(page, 'HISC')).toContainText('The hisc has already been taken.');
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Error' })).toContainText(
      'The hisc has already been taken.',
    );
  });

  test('the create form passes the accessibility scan, also showing its validation messages', async ({
    adminPage: page,
  }) => {
    await openCreatePage(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await expectAccessible(page);
  });
});
