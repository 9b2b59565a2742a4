// Announcements: create one, upload slides for both platforms with progress, reorder slides by drag (the
// order survives a reload), preview, publish Android, reorder announcements in the list by drag, archive;
// the apps' feed (read with the admin token: app sign-in is another area's work) follows every step.
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { E2E } from '../support/env';
import { expect, test } from '../support/fixtures';
import { unique } from '../support/unique';

test.describe('announcements', { tag: '@announcements' }, () => {
  test.describe.configure({ timeout: 300_000 });

  /** PNG bytes drawn by the browser, so the test needs no image library. */
  async function png(page: Page, color: string): Promise<Buffer> {
    const dataUrl = await page.evaluate((fill) => {
      const canvas = document.createElement('canvas');
      canvas.width = 360;
      canvas.height = 640;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, 360, 640);
      return canvas.toDataURL('image/png');
    }, color);
    return Buffer.from(dataUrl.split(',')[1]!, 'base64');
  }

  /** A mouse drag the way a person does it: press, nudge past the drag threshold, glide, release. */
  async function dragTo(page: Page, handle: Locator, target: Locator) {
    // Both ends on screen: the mouse cannot press what is below the fold.
    await target.scrollIntoViewIfNeeded();
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    const x = from.x + from.width / 2;
    const y = from.y + from.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y - 8, { steps: 4 });
    await page.mouse.move(x, to.y + 4, { steps: 25 });
    await page.waitForTimeout(300);
    await page.mouse.up();
  }

  async function uploadSlides(page: Page, device: 'android' | 'ios', files: { name: string; buffer: Buffer }[]) {
    const zone = page.getByTestId(`slide-drop-${device}`);
    await zone.locator('input[type=file]').setInputFiles(files.map((file) => ({ ...file, mimeType: 'image/png' })));
    // Responses are held back a moment (see the route below), so each file's progress bar is seen.
    await expect(zone.locator('.ant-upload-list-item .ant-progress').first()).toBeVisible();
    await expect(page.getByTestId(`platform-${device}`).getByTestId('slide')).toHaveCount(files.length, {
      timeout: 30_000,
    });
  }

  const slideTitles = (page: Page, device: 'android' | 'ios') =>
    page
      .getByTestId(`platform-${device}`)
      .getByTestId('slide')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-title')));

  test('announcements: slides per platform, drag reorders, publish, list order by drag, archive, and the feed', async ({
    adminPage: page,
    request,
    adminToken: token,
  }) => {
    const feed = async () => {
      const res = await request.get(`${E2E.apiUrl}/api/announcements?device=android`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status()).toBe(200);
      return (await res.json()).data as { id: number; name: string; slides: { title: string }[] }[];
    };
    await page.route('**/api/uploads/multiple-upload/announcement/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });

    // The list, and the create modal's rules.
    await page.goto('/dashboard/announcements');
    await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('saved-filters')).toHaveClass(/ant-select-disabled/);
    await expect(page.getByTestId('announcement-table').locator('.ant-spin-spinning')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create Announcement' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Announcement' });
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByText('Please enter name')).toBeVisible();
    await modal.getByPlaceholder('Announcement Name').fill('ab');
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(modal.getByText('Must be at least 3 characters')).toBeVisible();
    await expectAccessible(page);
    const name = `E2E Fly-in ${unique()}`;
    await modal.getByPlaceholder('Announcement Name').fill(name);
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/dashboard\/announcements\/\d+$/);
    const id = Number(page.url().split('/').pop());

    // The new announcement's page: Android first, nothing to publish yet.
    await expect(page.getByTestId('announcement-name')).toHaveText(name);
    await expect(page.getByRole('tab', { name: 'Android (off)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'iOS (off)' })).toBeVisible();
    await expect(page.getByTestId('order-hint')).toHaveText('Drag to reorder');
    await expect(page.getByTestId('publish-android')).toBeDisabled();

    await uploadSlides(page, 'android', [
      { name: 'a1.png', buffer: await png(page, '#1677ff') },
      { name: 'a2.png', buffer: await png(page, '#52c41a') },
      { name: 'a3.png', buffer: await png(page, '#fa541c') },
    ]);
    expect(await slideTitles(page, 'android')).toEqual(['a1.png', 'a2.png', 'a3.png']);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'iOS (off)' }).click();
    await uploadSlides(page, 'ios', [
      { name: 'i1.png', buffer: await png(page, '#722ed1') },
      { name: 'i2.png', buffer: await png(page, '#eb2f96') },
    ]);
    // Five images: the announcement is full, so no drop zone on either platform.
    await expect(page.getByTestId('slide-drop-ios')).toHaveCount(0);
    await expectAccessible(page);

    // Drag a3 to the top of the Android slides; saved a second after the drop.
    await page.getByRole('tab', { name: 'Android (off)' }).click();
    await expect(page.getByTestId('slide-drop-android')).toHaveCount(0);
    const android = page.getByTestId('platform-android');
    const slides = android.getByTestId('slide');
    await dragTo(page, slides.nth(2).getByTestId('slide-drag-handle'), slides.nth(0));
    await expect.poll(() => slideTitles(page, 'android')).toEqual(['a3.png', 'a1.png', 'a2.png']);
    await expect(page.getByTestId('order-hint')).toHaveText('Order updating...');
    await expect(page.getByTestId('order-hint')).toHaveText('Drag to reorder', { timeout: 15_000 });
    await page.reload();
    await expect(android.getByTestId('slide')).toHaveCount(3, { timeout: 30_000 });
    expect(await slideTitles(page, 'android')).toEqual(['a3.png', 'a1.png', 'a2.png']);

    // Preview: the slides as the app shows them, first one first.
    await page.getByTestId('preview-android').click();
    const preview = page.getByTestId('slide-preview');
    await expect(preview).toBeVisible();
    await expect(preview.locator('img[alt="a3.png"]').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(preview).toHaveCount(0);

    // Publish Android: the list locks (no remove buttons) and the tab says on.
    await expect(android.getByTestId('slide-remove')).toHaveCount(3);
    await page.getByTestId('publish-android').click();
    await expect(page.getByRole('tab', { name: 'Android (on)' })).toBeVisible();
    await expect(android.getByTestId('slide-remove')).toHaveCount(0);
    const published = (await feed()).find((a) => a.id === id);
    expect(published?.slides.map((s) => s.title)).toEqual(['a3.png', 'a1.png', 'a2.png']);

    // The list: drag the new announcement (last) to the top.
    await page.getByTestId('back-to-list').click();
    await expect(page).toHaveURL(/\/dashboard\/announcements$/);
    const table = page.getByTestId('announcement-table');
    const rows = table.locator('tbody tr[data-row-key]');
    await expect(rows.last()).toHaveAttribute('data-row-key', String(id), { timeout: 30_000 });
    await expect(rows.last()).toContainText('Published');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await dragTo(page, rows.last().getByTestId('row-drag-handle'), rows.first());
    await expect(rows.first()).toHaveAttribute('data-row-key', String(id), { timeout: 15_000 });
    await expect(page.getByTestId('announcement-order-saving')).toHaveCount(0, { timeout: 15_000 });
    await page.reload();
    await expect(rows.first()).toHaveAttribute('data-row-key', String(id), { timeout: 30_000 });
    await expect(rows.first().locator('td').nth(1)).toHaveText('1');
    const feedAfterReorder = await feed();
    expect(feedAfterReorder[0]?.id).toBe(id);
    expect(feedAfterReorder[0]?.slides.map((s) => s.title)).toEqual(['a3.png', 'a1.png', 'a2.png']);

    // Archive: confirm, flagged, faded in the list, gone from the feed.
    await rows.first().getByRole('link', { name }).click();
    await page.getByTestId('archive-toggle').click();
    await expect(page.getByText('Are you sure to delete this Announcement?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Announcement successfully archived')).toBeVisible();
    await expect(page.getByTestId('announcement-archived')).toBeVisible();
    await expect(page.getByTestId('archive-toggle')).toHaveText('Unarchive');
    await expectAccessible(page);
    await page.getByTestId('back-to-list').click();
    const archivedRow = page.locator(`[data-testid="announcement-table"] tbody tr[data-row-key="${id}"]`);
    // Faded the accessible way the pad list does it (grey italic text on a tinted row, no opacity).
    await expect(archivedRow).toHaveClass(/list-row-faded/, { timeout: 30_000 });
    await expect(archivedRow.locator('td').first()).toHaveCSS('font-style', 'italic');
    await expect(archivedRow.locator('td').first()).toHaveCSS('opacity', '1');
    await expectAccessible(page);
    expect((await feed()).some((a) => a.id === id)).toBe(false);
  });
});
