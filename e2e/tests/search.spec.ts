// The search box in the header (issue 36), with the keyboard only: Ctrl+K or / opens it, what is typed (or pasted)
// is searched in every area, arrows choose a result, Enter opens it, Esc closes the box. Each area's results come
// from its own remote's provider (pads, users, revisions); the results the admin opened are offered before typing.
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, openDashboard, test } from '../support/fixtures';
import { createPadViaApi, submitPadViaApp } from '../support/pads';
import { unique } from '../support/unique';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search pads, users and revisions' });

/** Every area has answered: no group is still searching. */
async function settled(page: Page) {
  await expect(page.getByTestId('search-dialog').getByText('Searching…')).toHaveCount(0);
}

/** Opens the box with Ctrl+K and waits for its field to take the focus (keys sent sooner would go elsewhere). */
async function openBox(page: Page) {
  await expect(page.getByTestId('search-button')).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
}

/** Moves the active result down with the arrow key until it is `option`, then opens it with Enter. */
async function openWithKeyboard(page: Page, option: Locator) {
  await expect(option).toBeVisible();
  await settled(page);
  for (let step = 0; step < 30 && (await option.getAttribute('aria-selected')) !== 'true'; step++)
    await page.keyboard.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(searchBox(page)).toBeHidden();
}

test.describe('search box', { tag: '@search' }, () => {
  test('keyboard only: a pad by a fragment of its name, by its id and by a pasted point, a user by e-mail and a revision by id, each opened', async ({
    adminPage: page,
    request,
    adminToken,
    pilot,
  }) => {
    const tag = unique();
    const name = `Zéphyr ${tag} Heliport`;
    // Far out in the Atlantic, where no other suite puts a pad: it is the nearest pad to its own point.
    const at = {
      latitude: 40 + Math.round(Math.random() * 4e4) / 1e4,
      longitude: -35 + Math.round(Math.random() * 4e4) / 1e4,
    };
    const padId = await createPadViaApi(request, adminToken, name, at);
    const submitted = await submitPadViaApp(request, pilot.token, `Submitted ${tag} Meadow`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openDashboard(page);

    // A fragment of the name, accents left out: the pad, with what it is.
    await openBox(page);
    await page.keyboard.type(`ephyr ${tag}`);
    const pads = page.getByRole('group', { name: 'Pads' });
    const byName = pads.getByRole('option', { name: new RegExp(name) });
    await expect(byName).toContainText('Pad');
    await expect(byName).toContainText('Landing Site');
    await expect(byName).toContainText('Unmoderated');
    await settled(page);
    await expectAccessible(page);
    await openWithKeyboard(page, byName);
    await expect(page).toHaveURL(new RegExp(`/dashboard/pad-view/${padId}$`));
    await expect(page.getByText(name).first()).toBeVisible();

    // Its id ('/' opens the box outside a text field).
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type(String(submitted.padId));
    await openWithKeyboard(page, pads.getByRole('option', { name: new RegExp(`Submitted ${tag} Meadow`) }));
    await expect(page).toHaveURL(new RegExp(`/dashboard/pad-view/${submitted.padId}$`));

    // A point pasted as degrees, minutes and seconds: the nearest pad is ours, 0 m away.
    const dms = (value: number, [pos, neg]: [string, string]) => {
      const abs = Math.abs(value);
      const d = Math.floor(abs);
      const m = Math.floor((abs - d) * 60);
      const s = ((abs - d) * 60 - m) * 60;
      return `${d}°${m}'${s.toFixed(2)}"${value < 0 ? neg : pos}`;
    };
    await page.evaluate(
      (text) => navigator.clipboard.writeText(text),
      `${dms(at.latitude, ['N', 'S'])} ${dms(at.longitude, ['E', 'W'])}`,
    );
    await openBox(page);
    await page.keyboard.press('Control+v');
    await expect(pads.getByText(/^Nearest to /)).toBeVisible();
    const nearest = pads.getByRole('option').first();
    await expect(nearest).toContainText(name);
    await expect(nearest).toContainText('0 m away');
    await openWithKeyboard(page, nearest);
    await expect(page).toHaveURL(new RegExp(`/dashboard/pad-view/${padId}$`));

    // A user by e-mail.
    await openBox(page);
    await page.keyboard.type(pilot.email.toUpperCase());
    const user = page.getByRole('group', { name: 'Users' }).getByRole('option', { name: new RegExp(pilot.email) });
    await expect(user).toContainText('Pilot');
    await openWithKeyboard(page, user);
    await expect(page).toHaveURL(new RegExp(`/dashboard/user-view/${pilot.id}$`));

    // A revision by id: the pilot's submission, with its type, pad and status.
    await openBox(page);
    await page.keyboard.type(`#${submitted.additionId}`);
    const revision = page.getByRole('group', { name: 'Revisions' }).getByRole('option');
    await expect(revision).toContainText(`Revision ${submitted.additionId}`);
    await expect(revision).toContainText(`Addition · Pad: Submitted ${tag} Meadow · Pending`);
    await openWithKeyboard(page, revision);
    await expect(page).toHaveURL(new RegExp(`/dashboard/moderation-revision/${submitted.additionId}$`));

    // Before typing: what was opened, newest first. Esc closes the box.
    await openBox(page);
    const recent = page.getByRole('group', { name: 'Recently opened' }).getByRole('option');
    await expect(recent.first()).toContainText(`Revision ${submitted.additionId}`);
    await expect(recent.nth(1)).toContainText(pilot.email);
    await expect(recent.nth(2)).toContainText(name);
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toBeHidden();
  });
});
