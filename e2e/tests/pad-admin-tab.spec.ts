// The pad's Admin tab (issue 10): a pilot, through the app API with their own token, reports a pad,
// suggests an update and asks for moderation; the admin sees the tab's dot and the report, opens it from
// reported_id, accepts it and lands in contact edit mode; takes owners through every state (an existing
// user found by e-mail: added and rejected; added, accepted (Confirmed) and removed; added, marked pending
// with a reason, accepted and removed; a new e-mail: created, sent the confirmation e-mail — read from the
// API's mail folder —, marked pending, rejected); adds, edits and deletes notes with the drawer; sends the
// moderation link (its e-mail read too). All data is made through the API.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { apiCall, type Account } from '../support/api';
import { expect, test } from '../support/fixtures';
import { checkMail, decodedBody, mailsTo } from '../support/mail';
import { unique, uniqueHisc } from '../support/unique';

test.describe('pad admin tab', { tag: '@pads' }, () => {
  test.describe.configure({ timeout: 300_000 });
  const slowExpect = expect.configure({ timeout: 45_000 });

  const padBody = (name: string) => ({
    name,
    category_id: 3,
    is_landing_permitted: true,
    hisc_country_code: 'GB',
    hisc: uniqueHisc('cd'),
    tags: [],
    warnings: [],
    facilities: [],
    location: { address: 'Mill Lane, Cumbria', latitude: 54.5, longitude: -3.2 },
    contacts: [{ name: 'Ann Contact', email: 'ann@pads.test', phone: '', contact_type_id: 1 }],
  });

  async function appCall(request: APIRequestContext, pilot: Account, url: string, data: unknown) {
    return (
      await apiCall<{ data: { revision_id: number; pad_id: number; type: number; status: number } }>(
        request,
        pilot.token,
        'POST',
        `/api/app${url}`,
        { status: 201, data },
      )
    ).data;
  }

  async function createPad(request: APIRequestContext, adminToken: string) {
    const name = `E2E Admin Tab ${unique()}`;
    const { data } = await apiCall<{ data: { id: number } }>(request, adminToken, 'POST', '/api/admin/pads', {
      status: 201,
      data: padBody(name),
    });
    return { id: data.id, name };
  }

  /** The pad's owners as stored (what the Owners card should show). */
  async function ownersOf(request: APIRequestContext, adminToken: string, padId: number) {
    return (
      await apiCall<{
        data: { email: string; is_claimed: boolean; is_pending: boolean; pending_comment: string | null }[];
      }>(request, adminToken, 'GET', `/api/admin/pads/get-owners/${padId}`)
    ).data;
  }

  const notice = (page: Page, text: string) =>
    expect(page.locator('.ant-notification-notice').filter({ hasText: text }).first()).toBeVisible();

  async function openAdminTab(page: Page, padId: number, extra = '') {
    await page.goto(`/dashboard/pad-view/${padId}?tab=admin${extra}`);
    await slowExpect(page.getByTestId('admin-tab')).toBeVisible({ timeout: 90_000 });
  }

  const adminTabLabel = (page: Page) => page.getByRole('tab', { name: /^Admin/ });
  const tabDot = (page: Page) => page.getByTestId('admin-tab-dot').locator('.ant-badge-dot');
  const ownerRow = (page: Page, text: string): Locator =>
    page.getByTestId('owners-section').locator('.ant-list-item').filter({ hasText: text });

  /** Picks the option of the owner search once it shows; typing goes through the 300 ms debounce. */
  async function searchOwner(page: Page, text: string, option: string | RegExp) {
    const input = page.getByLabel('Add owner by e-mail');
    await expect(input).toBeEnabled();
    await input.fill(text);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click();
  }

  async function confirmPop(page: Page, okText: string) {
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: okText }).click();
  }

  /** An owner not claimed yet: its 'In pending' button (spec part 1 §4) and the popover's Confirm or Reject. */
  async function inPending(page: Page, owner: Locator) {
    await owner.getByRole('button', { name: 'In pending' }).click();
    return page.locator('.ant-popover:visible').filter({ hasText: 'Confirm this owner, or reject them' });
  }

  /** Marks an owner pending through the reason dialog (Confirm stays disabled until a reason is typed). */
  async function markPending(page: Page, owner: Locator, reason: string) {
    await owner.getByRole('button', { name: 'Mark pending' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Pending reason' });
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await dialog.getByLabel('Pending reason').fill(reason);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(owner).toContainText(`Pending reason: ${reason}`);
    await expect(owner.getByRole('button')).toHaveText(['In pending']);
  }

  test('reports from the app: the dot, the report from reported_id, Accept & Edit opens contact edit mode', async ({
    adminPage: page,
    request,
    adminToken,
    pilot,
  }) => {
    const pad = await createPad(request, adminToken);
    const report = await appCall(request, pilot, `/pads/${pad.id}/report`, {
      pad_report_type: 1,
      comment: 'Phone is dead',
    });
    const update = await appCall(request, pilot, `/pads/${pad.id}/suggest-update`, {
      ...padBody(`${pad.name} renamed`),
      comment: 'New name on the gate',
    });
    expect([report.type, update.type]).toEqual([4, 3]);

    await openAdminTab(page, pad.id);
    await expect(tabDot(page)).toBeVisible();
    const reports = page.getByTestId('reports-table');
    // The pad's reports table holds the report (the suggested update waits in the moderation list).
    await expect(reports.locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(reports).toContainText('Wrong contact details');
    await expect(reports).toContainText('Phone is dead');
    await expect(reports.getByRole('link', { name: pilot.username.slice(0, 15) })).toHaveAttribute(
      'href',
      /\/dashboard\/user-view\/\d+/,
    );
    await expectAccessible(page);

    // The moderation list links a report here with reported_id: it opens in a modal, then leaves the URL.
    await openAdminTab(page, pad.id, `&reported_id=${report.revision_id}`);
    const modal = page.getByTestId('report-details');
    await expect(modal).toContainText('Reported pad');
    await expect(modal).toContainText('Wrong contact details');
    await expect(modal).toContainText('Phone is dead');
    await expect(page).not.toHaveURL(/reported_id/);
    await modal.getByRole('button', { name: 'Accept & Edit' }).click();
    await confirmPop(page, 'Accept & Edit');
    await notice(page, 'Done!');
    await expect(page).toHaveURL(/tab=contact&edit_mode=true/);
    await expect(page.getByTestId('contact-save')).toBeVisible();
    // Nothing left to resolve on this pad: the dot goes.
    await expect(tabDot(page)).toHaveCount(0);
  });

  test('owners through every state, the confirmation e-mail, notes with the drawer, the moderation link', async ({
    adminPage: page,
    request,
    adminToken,
    pilot,
  }, testInfo) => {
    const pad = await createPad(request, adminToken);
    const moderationRequest = await appCall(request, pilot, `/pads/${pad.id}/request-moderation`, {
      comment: 'Please moderate it',
    });
    await openAdminTab(page, pad.id);
    await expect(tabDot(page)).toHaveCount(0);
    const existing = ownerRow(page, pilot.email);
    const pilotOwners = async () =>
      (await ownersOf(request, adminToken, pad.id)).filter((o) => o.email === pilot.email);
    /** Adds the test's pilot (an existing user found by e-mail): it shows Unclaimed and the tab's dot comes. */
    const addPilot = async () => {
      await searchOwner(page, pilot.email, pilot.email);
      await notice(page, 'Done!');
      await expect(existing).toContainText('Unclaimed');
      await expect(tabDot(page)).toBeVisible();
    };
    /** Accepted owners read 'Confirmed', can only be removed, and leave nothing to resolve. */
    const expectConfirmed = async () => {
      await expect(existing.getByText('Confirmed', { exact: true })).toBeVisible();
      await expect(existing).not.toContainText('Pending reason');
      await expect(existing.getByRole('button')).toHaveText(['Remove']);
      await expect(tabDot(page)).toHaveCount(0);
      expect(await pilotOwners()).toEqual([
        expect.objectContaining({ is_claimed: true, is_pending: false, pending_comment: null }),
      ]);
    };
    const removeConfirmed = async () => {
      await existing.getByRole('button', { name: 'Remove' }).click();
      await confirmPop(page, 'Remove');
      await expect(existing).toHaveCount(0);
      expect(await pilotOwners()).toEqual([]);
    };

    // An existing user found by e-mail, through each path out of Unclaimed: rejected straight away (deleted);
    // accepted straight away (Confirmed), removed; marked pending with a reason, accepted from pending, removed.
    await addPilot();
    await (await inPending(page, existing)).getByRole('button', { name: 'Reject' }).click();
    await expect(existing).toHaveCount(0);
    await expect(tabDot(page)).toHaveCount(0);
    expect(await pilotOwners()).toEqual([]);

    await addPilot();
    await (await inPending(page, existing)).getByRole('button', { name: 'Confirm' }).click();
    await expectConfirmed();
    await removeConfirmed();

    await addPilot();
    await markPending(page, existing, 'Waiting for the land registry');
    await expect(existing).not.toContainText('Unclaimed');
    await expect(tabDot(page)).toBeVisible();
    await (await inPending(page, existing)).getByRole('button', { name: 'Confirm' }).click();
    await expectConfirmed();
    await removeConfirmed();

    // A new e-mail: created, confirmation e-mail sent and read, marked pending with a reason, rejected.
    const email = `owner.${unique()}@pads.test`.toLowerCase();
    await searchOwner(page, email, `Create owner ${email}`);
    const create = page.locator('.ant-modal').filter({ hasText: 'New owner' });
    await expect(create.getByLabel('Email')).toHaveValue(email);
    await create.getByLabel('Name (optional)').fill('Nina New');
    await create.getByRole('button', { name: 'Create owner' }).click();
    const created = ownerRow(page, email);
    await expect(created).toContainText('Nina New');
    await expect(created).toContainText('Unclaimed');
    const decision = await inPending(page, created);
    await expect(decision.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await created.getByRole('button', { name: 'In pending' }).click();
    await expect(decision).toBeHidden();
    await expect(tabDot(page)).toBeVisible();

    await created.getByRole('button', { name: 'Send confirmation e-mail' }).click();
    await notice(page, 'Confirmation e-mail sent');
    await expect(created).toContainText('Confirmation e-mail sent');
    await checkMail(testInfo, async () => {
      await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
      const [mail] = await mailsTo(email);
      expect(mail).toMatch(new RegExp(`^Subject: Confirm you own ${pad.name}`, 'm'));
      expect(decodedBody(mail!)).toMatch(/\/owners\/confirm\?contact=\d+&token=[\w-]+/);
    });

    await markPending(page, created, 'Waiting for the deeds');
    await (await inPending(page, created)).getByRole('button', { name: 'Reject' }).click();
    await expect(created).toHaveCount(0);
    await expect(tabDot(page)).toHaveCount(0);

    // Notes: three added, the last two shown, all in the drawer; one edited there, one deleted.
    const notes = page.getByTestId('notes-section');
    for (const body of ['First note', 'Second note', 'Third note']) {
      await notes.getByRole('button', { name: 'Add note' }).click();
      const editor = page.locator('.ant-modal').filter({ hasText: 'Add note' });
      await editor.getByLabel('Note').fill(body);
      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(editor).toBeHidden();
    }
    await expect(adminTabLabel(page)).toHaveText('Admin (3)');
    const latest = page.getByTestId('latest-notes');
    await expect(latest.getByTestId('note')).toHaveCount(2);
    await expect(latest).toContainText('Third note');
    await expect(latest).toContainText('Second note');
    await expect(latest).not.toContainText('First note');
    await notes.getByRole('button', { name: 'Show more (3)' }).click();
    const drawer = page.getByTestId('all-notes');
    await expect(drawer.getByTestId('note')).toHaveCount(3);
    await expectAccessible(page);
    const first = drawer.getByTestId('note').filter({ hasText: 'First note' });
    await first.getByRole('button', { name: 'Edit note' }).click();
    const editor = page.locator('.ant-modal').filter({ hasText: 'Edit note' });
    await editor.getByLabel('Note').fill('First note, edited');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toContainText('First note, edited');
    await drawer
      .getByTestId('note')
      .filter({ hasText: 'Second note' })
      .getByRole('button', { name: 'Delete note' })
      .click();
    await confirmPop(page, 'Delete');
    await expect(drawer.getByTestId('note')).toHaveCount(2);
    await expect(adminTabLabel(page)).toHaveText('Admin (2)');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The moderation link answers the pilot's pending request.
    const moderation = page.getByTestId('moderation-request');
    await expect(moderation).toContainText('Please moderate it');
    await moderation.getByRole('button', { name: 'Request moderation link' }).click();
    await notice(page, 'Request moderation link is send');
    await checkMail(testInfo, async () => {
      const linkMails = async () =>
        (await mailsTo(pilot.email)).filter((mail) =>
          decodedBody(mail).includes(`/pads/${pad.id}/moderate?request=${moderationRequest.revision_id}`),
        );
      await expect.poll(async () => (await linkMails()).length).toBe(1);
      expect((await linkMails())[0]).toMatch(new RegExp(`^Subject: Moderate ${pad.name}`, 'm'));
    });
  });

  test('the moderation link is refused with its tooltip when the pad has no pending request', async ({
    adminPage: page,
    request,
    adminToken,
  }) => {
    const pad = await createPad(request, adminToken);
    await openAdminTab(page, pad.id);
    const moderation = page.getByTestId('moderation-request');
    await expect(moderation.getByRole('button', { name: 'Request moderation link' })).toBeDisabled();
    await moderation.getByTestId('moderation-link-trigger').hover();
    await expect(page.getByRole('tooltip')).toHaveText('You are not allowed to send moderation request');
  });
});
