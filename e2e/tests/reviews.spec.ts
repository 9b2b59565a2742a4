// Reviews (issue 11): a pilot (app API, own token) and an admin review a new pad; the admin hides and
// shows a review from the reviews list and from the pad's Reviews tab and sees the stars change each way; a
// pilot reports a review, the admin sees it locked, removes it from the Admin tab and the count drops.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { apiCall } from '../support/api';
import { expect, test } from '../support/fixtures';
import { image } from '../support/forms';
import { createPadViaApi } from '../support/pads';
import { unique } from '../support/unique';

test.describe('reviews', { tag: '@moderation' }, () => {
  test.describe.configure({ timeout: 180_000 });
  const slowExpect = expect.configure({ timeout: 45_000 });

  /** A review written through the app call with the given token (an admin's gets the Admin badge). */
  async function writeReview(request: APIRequestContext, token: string, padId: number, data: object) {
    return (
      await apiCall<{ data: { id: number } }>(request, token, 'POST', `/api/app/pads/${padId}/reviews`, {
        status: 201,
        data,
      })
    ).data.id;
  }

  const rating = (page: Page) => page.getByTestId('stars-rating');
  const reviewsTab = (page: Page) => page.getByRole('tab', { name: /^Reviews/ });

  /** The reviews list searched by a tag the test's comments carry. */
  async function openReviewList(page: Page, tag: string) {
    await page.goto('/dashboard/comments-list');
    await slowExpect(page.getByTestId('review-list-page')).toBeVisible();
    await page.getByTestId('filter-keyword').fill(tag);
    await page.getByTestId('filter-submit').click();
    return page.getByTestId('review-table').locator('tbody tr.ant-table-row');
  }

  /** The pad's Reviews tab, with its label (the shown reviews' count) and the stars. */
  async function openReviewsTab(page: Page, padId: number) {
    await page.goto(`/dashboard/pad-view/${padId}?tab=reviews`);
    await slowExpect(page.getByTestId('reviews-tab')).toBeVisible();
  }

  /** Flips a review's switch and waits until the refreshed data shows the new state. */
  async function setShown(page: Page, reviewId: number, shown: boolean) {
    const toggle = page.getByTestId(`review-toggle-${reviewId}`);
    await expect(toggle).toBeChecked({ checked: !shown });
    await toggle.click();
    await expect(toggle).toBeChecked({ checked: shown });
  }

  test('hide and show a review from the list and from the pad tab; the stars follow', async ({
    adminPage: page,
    request,
    adminToken,
    pilot,
  }) => {
    const tag = unique();
    const padId = await createPadViaApi(request, adminToken, `E2E Reviews ${tag}`);
    const pilotReview = await writeReview(request, pilot.token, padId, {
      rating: 5,
      landing: 4,
      comment: `Lovely field ${tag}`,
      is_visited_again: true,
    });
    const adminReview = await writeReview(request, adminToken, padId, { rating: 1, comment: `Muddy ${tag}` });
    // A photo on the pilot's review, as the app adds it: the list shows its thumbnail.
    await apiCall(request, pilot.token, 'POST', `/api/app/reviews/${pilotReview}/photos`, {
      status: 201,
      multipart: {
        upload: { name: 'review.png', mimeType: 'image/png', buffer: await image(page, 'image/png', '#2a7') },
      },
    });

    // The reviews list, searched by the comment's tag: both rows, the admin's with its badge.
    const rows = await openReviewList(page, tag);
    await expect(rows).toHaveCount(2);
    const adminRow = rows.filter({ hasText: `Muddy ${tag}` });
    await expect(adminRow.getByTestId('admin-badge')).toBeVisible();
    await expect(
      rows.filter({ hasText: `Lovely field ${tag}` }).getByRole('img', { name: 'Review photo 1' }),
    ).toBeVisible();
    await expectAccessible(page);
    await expect(adminRow.getByRole('link', { name: `E2E Reviews ${tag}` })).toHaveAttribute(
      'href',
      `/dashboard/pad-view/${padId}`,
    );

    // Hide the admin's review from the list: the pad counts only the pilot's.
    await setShown(page, adminReview, false);
    await openReviewsTab(page, padId);
    await expect(reviewsTab(page)).toHaveText('Reviews (1)');
    await expect(rating(page)).toHaveText('5.0');
    await expect(page.getByTestId('stars-total')).toHaveText('1');
    await expect(page.getByTestId('stars-visited-again')).toHaveText('1');
    await expectAccessible(page);

    // Show it again from the list: both count again.
    await expect(await openReviewList(page, tag)).toHaveCount(2);
    await setShown(page, adminReview, true);
    await openReviewsTab(page, padId);
    await expect(reviewsTab(page)).toHaveText('Reviews (2)');
    await expect(rating(page)).toHaveText('3.0');
    await expect(page.getByTestId('stars-total')).toHaveText('2');

    // Hide the pilot's from the tab, then show it again: the average and the count follow each time.
    await setShown(page, pilotReview, false);
    await expect(rating(page)).toHaveText('1.0');
    await expect(reviewsTab(page)).toHaveText('Reviews (1)');
    await expect(page.getByTestId('stars-visited-again')).toHaveText('0');
    await setShown(page, pilotReview, true);
    await expect(rating(page)).toHaveText('3.0');
    await expect(reviewsTab(page)).toHaveText('Reviews (2)');
    await expect(page.getByTestId('stars-visited-again')).toHaveText('1');
  });

  test('a reported review is locked; removing it from the Admin tab drops the count', async ({
    adminPage: page,
    request,
    adminToken,
    pilot,
  }) => {
    const tag = unique();
    const padId = await createPadViaApi(request, adminToken, `E2E Reported review ${tag}`);
    const keep = await writeReview(request, pilot.token, padId, { rating: 4, comment: `Fine ${tag}` });
    const rude = await writeReview(request, adminToken, padId, { rating: 2, comment: `Rude words ${tag}` });
    const reportId = (
      await apiCall<{ data: { revision_id: number } }>(
        request,
        pilot.token,
        'POST',
        `/api/app/pads/${padId}/report-review`,
        {
          status: 201,
          data: { review_id: rude, comment: 'Offensive' },
        },
      )
    ).data.revision_id;

    await openReviewsTab(page, padId);
    await expect(reviewsTab(page)).toHaveText('Reviews (2)');
    // Locked: the switch is disabled and says why.
    await expect(page.getByTestId(`review-toggle-${rude}`)).toBeDisabled();
    await page.getByTestId(`review-locked-${rude}`).hover();
    await expect(page.getByRole('tooltip')).toHaveText('This review is reported: resolve its report first.');
    await expectAccessible(page);
    await expect(page.getByTestId(`review-toggle-${keep}`)).toBeEnabled();

    // The Admin tab lists the report; the dialog shows the review; Remove upholds it.
    await page.getByRole('tab', { name: /^Admin/ }).click();
    const reportRow = page.getByTestId('reports-table').locator('tbody tr').filter({ hasText: 'Reported review' });
    await slowExpect(reportRow).toBeVisible();
    await reportRow.getByRole('button', { name: `Open report ${reportId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Report' });
    await expect(dialog.getByTestId('report-details')).toContainText('Reported review');
    await expect(dialog.getByTestId('report-details')).toContainText('Offensive');
    await slowExpect(dialog.getByTestId(`review-${rude}`)).toContainText(`Rude words ${tag}`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByTestId('reports-table').locator('tbody tr').filter({ hasText: 'Reported review' }),
    ).toHaveCount(0);
    await expect(reviewsTab(page)).toHaveText('Reviews (1)');

    await reviewsTab(page).click();
    await expect(page.getByTestId('reviews-tab').getByTestId(`review-${keep}`)).toBeVisible();
    await expect(page.getByTestId('reviews-tab').getByTestId(`review-${rude}`)).toHaveCount(0);
    await expect(page.getByTestId('stars-total')).toHaveText('1');
    await expect(rating(page)).toHaveText('4.0');
  });
});
