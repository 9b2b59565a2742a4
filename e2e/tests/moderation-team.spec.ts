// Moderators as a team (issue 35), two admins in two browser contexts: admin A's panel on the stack's API, admin
// B's on a second API instance this suite starts on the same PostgreSQL (support/secondInstance.ts), so whatever
// reaches B from A crossed instances (LISTEN/NOTIFY). Shown: A's claim on a revision seen by B on the list and the
// pad view (presence), B's read-only merge screen with Take over, "Next pending" passing over A's revision, the 409
// naming the holder, the take over (its confirmation, A's screen saying it was taken over); A's decision updating
// B's list, tab counts and Duplicates badge without a reload, its delay measured; and Undo after an Accept, a
// Reject, a duplicate merge and an Archive. Axe scans of the read-only view and of the list with presence and the
// queue's health.
import type { APIRequestContext, Browser, Page, Response } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { apiCall, panelToken, registerAdmin, type Account } from '../support/api';
import { E2E } from '../support/env';
import { expect, signIn, test } from '../support/fixtures';
import { createPadViaApi, padNow, submitPadViaApp, toggleModeration } from '../support/pads';
import { startSecondInstance, type SecondInstance } from '../support/secondInstance';
import { unique } from '../support/unique';

/** The bound on how long another admin's change takes to show. */
const LIVE_BOUND_MS = 2_000;

test.describe('moderators as a team', { tag: '@moderation' }, () => {
  test.skip(!E2E.local, 'starts a second API instance on the local stack’s database');
  // The tests share the second instance (its ports are fixed), so one worker must run them all, in order. With the
  // config's fullyParallel, mode 'default' still spread them over both workers: each started a second instance on the
  // same ports and one test lost its host to the other's EADDRINUSE. 'serial' keeps them in one worker.
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  // A screen's first load (the host and a remote's code) takes seconds on a busy machine, as in the other suites.
  const slowExpect = expect.configure({ timeout: 45_000 });

  let second: SecondInstance;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    second = await startSecondInstance();
  });
  test.afterAll(async () => second?.stop());

  /** Admin B: a new admin signed in on the host that talks to the second instance. */
  async function adminB(browser: Browser, request: APIRequestContext, rootToken: string) {
    const account = await registerAdmin(request, rootToken, { prefix: 'e2e.team', firstName: 'Bea' });
    const context = await browser.newContext({ baseURL: second.hostUrl, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await signIn(page, account.email, account.password);
    const token = await panelToken(request, account.email, account.password);
    return { account: { ...account, token }, page, close: () => context.close() };
  }

  const nameOf = (a: Pick<Account, 'firstName' | 'lastName'>) => `${a.firstName} ${a.lastName}`;

  /** The pad body the pilot app sends, at a place (Ireland by default). */
  const padBody = (name: string, latitude = 52.1, longitude = -9.5) => ({
    name,
    category_id: 3,
    is_landing_permitted: true,
    tags: [1],
    warnings: [],
    facilities: [],
    location: { address: '1 Farm Lane', country_code: 'IE', latitude, longitude },
    contacts: [{ name: 'Ann', phone: '+353123', email: 'ann@pads.test', contact_type_id: 1 }],
  });

  /** A pilot's pad and a suggested update of it: the update's id. */
  async function suggestedUpdate(request: APIRequestContext, pilot: Account, name: string) {
    const { padId } = await submitPadViaApp(request, pilot.token, name, padBody(name));
    const { data } = await apiCall<{ data: { revision_id: number } }>(
      request,
      pilot.token,
      'POST',
      `/api/app/pads/${padId}/suggest-update`,
      { status: 201, data: { ...padBody(`${name} suggested`), site_information: 'Suggested' } },
    );
    return { padId, revisionId: data.revision_id };
  }

  const revisionStatus = async (request: APIRequestContext, token: string, id: number) =>
    (await apiCall<{ data: { status: number } }>(request, token, 'GET', `/api/admin/revisions/${id}`)).data.status;

  /** The moderation list's row of one revision (its id is the row's first link). */
  const revisionRow = (page: Page, id: number) =>
    page
      .getByTestId('moderation-table')
      .locator('tbody tr.ant-table-row')
      .filter({ has: page.getByRole('link', { name: String(id), exact: true }) });

  async function openList(page: Page, tab: string) {
    await page.goto('/dashboard/moderation-list');
    await slowExpect(page.getByTestId('moderation-table')).toBeVisible();
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  }

  const notice = (page: Page, title: string) =>
    page.locator('.ant-notification-notice').filter({ hasText: title }).last();

  test('claim, presence, the read-only view, next skipping, the 409 and take over, across two instances', async ({
    adminPage: pageA,
    browser,
    request,
    rootToken,
    admin,
    pilot,
  }) => {
    const name = `E2E Team ${unique()}`;
    const { padId, revisionId } = await suggestedUpdate(request, pilot, name);
    const b = await adminB(browser, request, rootToken);
    try {
      // B watches the Updates tab; A opens the revision: B's row shows A reviewing it, without a reload.
      const pageB = b.page;
      await openList(pageB, 'Updates');
      const rowB = revisionRow(pageB, revisionId);
      await slowExpect(rowB).toBeVisible();
      await expect(rowB.getByTestId('claim-tag')).toHaveCount(0);

      await pageA.goto(`/dashboard/moderation-revision/${revisionId}`);
      await slowExpect(pageA.getByTestId('merge-screen')).toBeVisible();
      await expect(rowB.getByTestId('claim-tag')).toContainText(`${nameOf(admin)} since`);
      // The list with presence and the queue's health (each tab's pending count, the decisions of 24 h).
      await expect(pageB.getByTestId('tab-count-updates')).toBeVisible();
      await expect(pageB.getByTestId('decisions-24h')).toBeVisible();
      await expectAccessible(pageB);

      // The pad view shows who is reviewing which of its items.
      await pageB.goto(`/dashboard/pad-view/${padId}`);
      await slowExpect(pageB.getByTestId('pad-presence')).toContainText(
        `${nameOf(admin)} is reviewing update #${revisionId} since`,
      );

      // B opens it: "{A} is reviewing this", every control read-only, Take over offered.
      await pageB.goto(`/dashboard/moderation-revision/${revisionId}`);
      const bannerB = pageB.getByTestId('claim-banner');
      await slowExpect(bannerB).toContainText(`${nameOf(admin)} is reviewing this`);
      await expect(pageB.getByRole('button', { name: 'Accept & Moderate' })).toBeDisabled();
      await expect(pageB.getByRole('button', { name: 'Reject' })).toBeDisabled();
      await expectAccessible(pageB);

      // "Next pending" passes over the revision A holds.
      await bannerB.getByRole('button', { name: 'Next pending' }).click();
      await expect(pageB).not.toHaveURL(new RegExp(`/moderation-revision/${revisionId}$`));
      await expect(pageB).toHaveURL(/\/dashboard\/moderation-(revision\/\d+|list)$/);
      const next = await apiCall<{ data: { id: number | null } }>(
        request,
        b.account.token,
        'GET',
        '/api/admin/revisions/next-pending',
        { params: { after: revisionId } },
      );
      expect(next.data.id).not.toBe(revisionId);

      // B's decision, through the second instance, is refused with a 409 that names A.
      const refused = await request.get(`${second.apiUrl}/api/admin/revisions/cancel/${revisionId}`, {
        headers: { authorization: `Bearer ${b.account.token}` },
      });
      expect(refused.status()).toBe(409);
      expect(await refused.json()).toMatchObject({
        message: `${nameOf(admin)} is reviewing this.`,
        claimed_by: { id: admin.id, name: nameOf(admin) },
      });

      // B takes over (asked first); A's screen says so and turns read-only.
      await pageB.goto(`/dashboard/moderation-revision/${revisionId}`);
      await slowExpect(bannerB).toBeVisible();
      await bannerB.getByRole('button', { name: 'Take over' }).click();
      const confirm = pageB.getByRole('dialog').filter({ hasText: `Take over from ${nameOf(admin)}?` });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Take over' }).click();
      await expect(bannerB).toHaveCount(0);
      await expect(pageB.getByRole('button', { name: 'Accept & Moderate' })).toBeEnabled();
      const bannerA = pageA.getByTestId('claim-banner');
      await expect(bannerA).toContainText(`${nameOf(b.account)} took this over`);
      await expect(pageA.getByRole('button', { name: 'Accept & Moderate' })).toBeDisabled();

      // Now A's decision is the one refused, naming B.
      const refusedA = await apiCall<{ claimed_by: { name: string } }>(
        request,
        admin.token,
        'GET',
        `/api/admin/revisions/cancel/${revisionId}`,
        { status: 409 },
      );
      expect(refusedA.claimed_by.name).toBe(nameOf(b.account));
      expect(await revisionStatus(request, admin.token, revisionId)).toBe(1);
    } finally {
      await b.close();
    }
  });

  test('a decision by A updates B’s list, tab counts and Duplicates badge without a reload, within 2 s', async ({
    adminPage: pageA,
    browser,
    request,
    rootToken,
    adminToken,
    pilot,
  }, testInfo) => {
    // A moderated pad, and a pilot's pad 40 m north of it waiting as an addition: accepting the addition makes the
    // pair count under the badge's default filters (both moderated).
    const tag = unique();
    const latitude = 61.2 + (Number.parseInt(tag.slice(-3), 36) % 100) / 1000;
    const existing = await createPadViaApi(request, adminToken, `E2E Near ${tag}`, { latitude, longitude: -2.3 });
    await toggleModeration(request, adminToken, existing);
    const { additionId } = await submitPadViaApp(
      request,
      pilot.token,
      `E2E Near ${tag} North`,
      padBody(`E2E Near ${tag} North`, latitude + 40 / 111_195, -2.3),
    );

    const b = await adminB(browser, request, rootToken);
    try {
      const pageB = b.page;
      await openList(pageB, 'Pad Additions');
      const rowB = revisionRow(pageB, additionId);
      await slowExpect(rowB).toBeVisible();
      await openList(pageA, 'Pad Additions');
      const rowA = revisionRow(pageA, additionId);
      await slowExpect(rowA).toBeVisible();

      // B's page asks again for the counts and the badge once it hears of A's decision: their answers after it.
      const after = (path: string) => (r: Response) => r.url().includes(path) && r.ok();
      const healthB = pageB.waitForResponse(after('/api/admin/revisions/queue-health'));
      const badgeB = pageB.waitForResponse(after('/api/admin/dupe-checker/dupe-report-count'));
      const accepted = pageA.waitForResponse(after(`/api/admin/revisions/accept/${additionId}`));
      await rowA.getByRole('button', { name: 'Accept' }).click();
      await accepted;
      const decidedAt = Date.now();

      // Each measured when B's screen shows it (polled every 50 ms).
      const shown = async (check: () => Promise<boolean>) => {
        await expect.poll(check, { intervals: [50] }).toBe(true);
        return Date.now() - decidedAt;
      };
      const rowMs = await shown(async () => (await rowB.count()) === 0);
      const health = (await (await healthB).json()) as { data: { tabs: { tab: string; pending: number }[] } };
      const pending = health.data.tabs.find((t) => t.tab === 'additions')!.pending;
      const countsMs = await shown(
        async () =>
          (await pageB.getByTestId('tab-count-additions').locator('.ant-scroll-number').getAttribute('title')) ===
          String(pending),
      );
      const dupes = ((await (await badgeB).json()) as { data: { dupe_count: number } }).data.dupe_count;
      expect(dupes).toBeGreaterThan(0);
      const badge = pageB.locator('.ant-badge').filter({ has: pageB.getByRole('button', { name: 'Duplicates' }) });
      const badgeMs = await shown(
        async () => (await badge.locator('.ant-scroll-number').first().getAttribute('title')) === String(dupes),
      );
      // Still the same page: no reload happened (the tab B chose is still selected).
      await expect(pageB.getByRole('tab', { name: /^Pad Additions/, selected: true })).toBeVisible();

      const delay = Math.max(rowMs, countsMs, badgeMs);
      const figures = `row ${rowMs} ms, tab counts ${countsMs} ms, badge ${badgeMs} ms`;
      console.log(`live update delay (A's decision → B's screen, across instances): ${figures}`);
      testInfo.annotations.push({ type: 'live-delay-ms', description: `${delay} (${figures})` });
      expect(delay).toBeLessThanOrEqual(LIVE_BOUND_MS);
    } finally {
      await b.close();
    }
  });

  test('Undo after an Accept and after a Reject on the list puts the revision and its pad back', async ({
    adminPage: page,
    request,
    adminToken,
    pilot,
  }) => {
    const accepted = await submitPadViaApp(request, pilot.token, `E2E Undo Accept ${unique()}`);
    const rejected = await submitPadViaApp(request, pilot.token, `E2E Undo Reject ${unique()}`);
    await openList(page, 'Pad Additions');

    const acceptRow = revisionRow(page, accepted.additionId);
    await slowExpect(acceptRow).toBeVisible();
    await acceptRow.getByRole('button', { name: 'Accept' }).click();
    await expect(acceptRow).toHaveCount(0);
    await notice(page, 'Success').getByRole('button', { name: 'Undo' }).click();
    await expect(notice(page, 'Undone')).toBeVisible();
    await expect(acceptRow).toBeVisible();
    expect(await revisionStatus(request, adminToken, accepted.additionId)).toBe(1);
    expect((await padNow<{ status_id: number }>(request, adminToken, accepted.padId)).status_id).toBe(1);

    const rejectRow = revisionRow(page, rejected.additionId);
    await expect(rejectRow).toBeVisible();
    await rejectRow.getByRole('button', { name: 'Reject' }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Reject' }).click();
    await expect(rejectRow).toHaveCount(0);
    await notice(page, 'Success').getByRole('button', { name: 'Undo' }).click();
    await expect(rejectRow).toBeVisible();
    expect(await revisionStatus(request, adminToken, rejected.additionId)).toBe(1);
    expect((await padNow<{ status_id: number }>(request, adminToken, rejected.padId)).status_id).toBe(1);
  });

  test('Undo after a duplicate merge puts both pads back', async ({ adminPage: page, request, adminToken }) => {
    const tag = unique();
    const latitude = 61.6 + (Number.parseInt(tag.slice(-3), 36) % 100) / 1000;
    const original = await createPadViaApi(request, adminToken, `E2E Pair ${tag}`, { latitude, longitude: -2.9 });
    const duplicate = await createPadViaApi(request, adminToken, `E2E Pair ${tag} Twin`, {
      latitude: latitude + 40 / 111_195,
      longitude: -2.9,
    });
    for (const id of [original, duplicate]) await toggleModeration(request, adminToken, id);

    await page.goto(`/dashboard/reports/duplicate-report/${original}/${duplicate}`);
    await slowExpect(page.getByTestId('merge-screen')).toBeVisible();
    await page.getByRole('radio', { name: 'Name: take Duplicate' }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Save changes' }).click();
    const success = notice(page, 'Success!');
    await expect(success).toBeVisible();
    await expect
      .poll(async () => (await padNow<{ deleted_at: string | null }>(request, adminToken, duplicate)).deleted_at)
      .not.toBeNull();

    await success.getByRole('button', { name: 'Undo' }).click();
    await expect(notice(page, 'Undone')).toBeVisible();
    const [originalNow, duplicateNow] = await Promise.all(
      [original, duplicate].map((id) =>
        padNow<{ name: string; deleted_at: string | null; archive_reason: string | null }>(request, adminToken, id),
      ),
    );
    expect(originalNow).toMatchObject({ name: `E2E Pair ${tag}`, deleted_at: null });
    expect(duplicateNow).toMatchObject({ name: `E2E Pair ${tag} Twin`, deleted_at: null, archive_reason: null });
    // Undone, the pair is back: its merge screen opens again.
    await expect(page).toHaveURL(new RegExp(`/duplicate-report/${original}/${duplicate}$`));
    await slowExpect(page.getByTestId('merge-screen')).toBeVisible();
  });

  test('Undo after an Archive on the pad view unarchives the pad', async ({ adminPage: page, request, adminToken }) => {
    const padId = await createPadViaApi(request, adminToken, `E2E Undo Archive ${unique()}`);
    await page.goto(`/dashboard/pad-view/${padId}`);
    await slowExpect(page.getByTestId('pad-name')).toBeVisible();
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive pad' });
    await dialog.getByLabel('Reason').fill('Closed for good');
    await dialog.getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(page.getByTestId('pad-archived')).toBeVisible();

    await notice(page, 'Success').getByRole('button', { name: 'Undo' }).click();
    await expect(notice(page, 'Undone')).toBeVisible();
    await expect(page.getByTestId('pad-archived')).toHaveCount(0);
    const now = await padNow<{ deleted_at: string | null; archive_reason: string | null }>(request, adminToken, padId);
    expect(now).toMatchObject({ deleted_at: null, archive_reason: null });
  });
});
