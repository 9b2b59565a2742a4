// Duplicates (issue 16): two pads created through the create form 50 m apart become a pair (the
// moderation list's badge rises), the pair is found with the slider at 0.1, merged keeping photos from
// both sides, the duplicate's pad view shows it archived ('Merged into #id') and the original's carries
// the merged values; another pair, listed under a filter, marked not duplicate is gone after a reload
// under the same filter.
import type { Page, Response } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { E2E } from '../support/env';
import { expect, test } from '../support/fixtures';
import { choose, image } from '../support/forms';
import { createPadViaApi, padNow, toggleModeration } from '../support/pads';
import { unique } from '../support/unique';

test.describe('duplicates', { tag: '@moderation' }, () => {
  test.describe.configure({ timeout: 240_000 });
  const slowExpect = expect.configure({ timeout: 45_000 });

  /** Metres to degrees of latitude. */
  const north = (m: number) => m / 111_195;

  /** A pad made with the panel's create form, with one photo; its id. */
  async function createThroughForm(page: Page, name: string, lat: number, lng: number, colour: string) {
    await page.goto('/dashboard/pad-create');
    await slowExpect(page.getByTestId('pad-create-page')).toBeVisible();
    await page.getByLabel('Address').fill(`${name} Lane`);
    await page.locator('input[name="location.latitude"]').fill(String(lat));
    await page.locator('input[name="location.longitude"]').fill(String(lng));
    await page.getByLabel('Name', { exact: true }).fill(name);
    await choose(page, page, 'Category', 'Landing Site');
    const contact = page.getByTestId('contact-0');
    await contact.getByLabel('Contact name').fill('Front Desk');
    await contact.getByLabel('Email').fill(`desk-${unique()}@pads.test`);
    await page
      .locator('[data-testid="section-photos"] input[type="file"]')
      .setInputFiles([{ name: 'photo.png', mimeType: 'image/png', buffer: await image(page, 'image/png', colour) }]);
    await expect(page.getByTestId('photo-0')).toBeVisible();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await slowExpect(page.getByText(`Pad "${name}" is successfully created`)).toBeVisible();
    return Number(await page.getByTestId('created-pad-id').textContent());
  }

  /**
   * The moderation list's Duplicates badge: the number of pairs the count call answered (other tests make and
   * merge pairs as this runs, so the badge is checked against the answer the page got, not against a total).
   */
  async function badgeCount(page: Page) {
    const answered = page.waitForResponse(
      (r) => r.url().startsWith(`${E2E.apiUrl}/api/admin/dupe-checker/dupe-report-count`) && r.ok(),
    );
    await page.goto('/dashboard/moderation-list');
    const count = ((await (await answered).json()) as { data: { dupe_count: number } }).data.dupe_count;
    const badge = page.locator('.ant-badge').filter({ has: page.getByRole('button', { name: 'Duplicates' }) });
    if (count > 0) await slowExpect(badge.locator('.ant-scroll-number')).toHaveAttribute('title', String(count));
    else await expect(badge.locator('.ant-scroll-number')).toHaveCount(0);
    return count;
  }

  /** Sets the 'Distance between pads' slider with the keyboard: Home is 0, each → adds 0.01. */
  async function setDistance(page: Page, km: number) {
    const handle = page.getByRole('slider', { name: 'Distance between pads' });
    await handle.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < Math.round(km * 100); i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('duplicate-distance-value')).toHaveText(`${km.toFixed(2)} km`);
  }

  const pairRow = (page: Page, name: string) =>
    page.getByTestId('duplicate-table').locator('tbody tr').filter({ hasText: name });

  test('two pads 50 m apart: badge, slider, merge with photos from both sides, next pair or the list', async ({
    adminPage: page,
    request,
    adminToken,
  }) => {
    const tag = unique();
    // Far from the demo pads (Shetland), so no other pad is within a kilometre.
    const lat = 60.15 + (Number.parseInt(tag.slice(-3), 36) % 100) / 1000;
    const original = await createThroughForm(page, `E2E Dup ${tag}`, lat, -1.15, '#2a7');
    const duplicate = await createThroughForm(page, `E2E Dup ${tag} Field`, lat + north(50), -1.15, '#a27');
    await toggleModeration(request, adminToken, original);
    await toggleModeration(request, adminToken, duplicate);
    expect(await badgeCount(page)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Duplicates' }).click();
    await slowExpect(page.getByTestId('duplicate-list-page')).toBeVisible();
    await setDistance(page, 0.1);
    const row = pairRow(page, `E2E Dup ${tag} Field`);
    await slowExpect(row).toBeVisible();
    await expect(row).toContainText(`E2E Dup ${tag}`);
    await expect(row.locator('td').nth(2)).toHaveText(/^(49|50|51) m$/);
    await expectAccessible(page);
    await setDistance(page, 0.04);
    await expect(pairRow(page, `E2E Dup ${tag} Field`)).toHaveCount(0);
    await setDistance(page, 0.1);
    await pairRow(page, `E2E Dup ${tag} Field`).getByRole('button', { name: 'Resolve' }).click();

    // The merge screen in duplicate mode: take the duplicate's name, keep both photos.
    await slowExpect(page.getByTestId('merge-screen')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/duplicate-report/${original}/${duplicate}$`));
    await expectAccessible(page);
    await page.getByRole('radio', { name: 'Name: take Duplicate' }).check();
    const photos = page.locator('#merge-row-uploads\\#admin');
    await expect(photos.getByRole('checkbox')).toHaveCount(2);
    for (const box of await photos.getByRole('checkbox').all()) if (!(await box.isChecked())) await box.check();
    await expect(photos.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Success!' }).first()).toBeVisible();
    // The next cached pair, or the list when this was the only one shown.
    await slowExpect(page).toHaveURL(/\/dashboard\/reports\/duplicate-report(\/\d+\/\d+)?$/);
    expect(page.url()).not.toContain(`/${original}/${duplicate}`);

    const merged = await padNow<{ name: string; uploads: { admin: unknown[] } }>(request, adminToken, original);
    expect({ name: merged.name, photos: merged.uploads.admin.length }).toEqual({
      name: `E2E Dup ${tag} Field`,
      photos: 2,
    });
    const archived = await padNow<{ archive_reason: string; deleted_at: string | null }>(
      request,
      adminToken,
      duplicate,
    );
    expect(archived.archive_reason).toBe(`Merged into #${original}`);
    expect(archived.deleted_at).not.toBeNull();
    await badgeCount(page);

    // As an admin sees them: the duplicate's pad view is archived, its reason 'Merged into #id'; the
    // original's carries the merged name and both photos.
    await page.goto(`/dashboard/pad-view/${duplicate}`);
    await slowExpect(page.getByTestId('pad-name')).toHaveText(`E2E Dup ${tag} Field`);
    await expect(page.getByTestId('pad-archived')).toBeVisible();
    await page.getByTestId('pad-archived').hover();
    await expect(page.getByRole('tooltip')).toHaveText(`Merged into #${original}`);
    await expect(page.getByTestId('contact-edit')).toBeDisabled();
    await page.goto(`/dashboard/pad-view/${original}`);
    await slowExpect(page.getByTestId('pad-name')).toHaveText(`E2E Dup ${tag} Field`);
    await expect(page.getByTestId('pad-id')).toContainText(`ID: ${original}`);
    await expect(page.getByTestId('pad-archived')).toHaveCount(0);
  });

  test('a pair marked not duplicate is gone after a reload', async ({ adminPage: page, request, adminToken }) => {
    const tag = unique();
    const lat = 60.4 + (Number.parseInt(tag.slice(-3), 36) % 100) / 1000;
    const ids = [
      await createPadViaApi(request, adminToken, `E2E Twin ${tag}`, { latitude: lat, longitude: -1.3 }),
      await createPadViaApi(request, adminToken, `E2E Twin ${tag} East`, {
        latitude: lat + north(40),
        longitude: -1.3,
      }),
    ];
    for (const id of ids) await toggleModeration(request, adminToken, id);

    // The list with a filter that shows the pair (within 50 m): it is there before it is marked.
    await page.goto('/dashboard/reports/duplicate-report');
    await slowExpect(page.getByTestId('duplicate-list-page')).toBeVisible();
    await setDistance(page, 0.05);
    const row = pairRow(page, `E2E Twin ${tag} East`);
    await slowExpect(row).toBeVisible();
    await row.getByRole('button', { name: 'Resolve' }).click();
    await slowExpect(page.getByTestId('merge-screen')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/duplicate-report/${ids[0]}/${ids[1]}$`));
    await page.getByRole('button', { name: 'Mark as NOT duplicate' }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Done!' }).first()).toBeVisible();

    // Reloaded with the same filter (kept in session storage): the list answered, without the pair.
    const listed = (r: Response) =>
      r.url().includes('/api/admin/dupe-checker/index') && r.url().includes('distance=0.05') && r.ok();
    // The list's own call answers before the reload (else the reload would cut it off and be mistaken for it).
    const opened = page.waitForResponse(listed);
    await page.goto('/dashboard/reports/duplicate-report');
    await opened;
    const answered = page.waitForResponse(listed);
    await page.reload();
    const body = await (await answered).json();
    await expect(page.getByTestId('duplicate-distance-value')).toHaveText('0.05 km');
    await slowExpect(page.getByTestId('duplicate-table')).toBeVisible();
    expect(body.data.some((r: { dupe_id: number }) => ids.includes(r.dupe_id))).toBe(false);
    await expect(pairRow(page, `E2E Twin ${tag}`)).toHaveCount(0);
  });
});
