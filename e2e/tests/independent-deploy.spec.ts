// Version skew, both ways (docs/sharing.md):
// - a remote deploys alone: the host built from this checkout, with remote-announcements rebuilt against a
//   newer `@pads/shared` (a new exported component) and using an antd component no other app imports. The
//   new screen must work inside the old host (themed, with the host's session and notifications) while the
//   other remotes keep working;
// - the host deploys alone: a host rebuilt with a minor `@pads/core` addition that its shell uses, serving
//   the remotes built from this checkout (before that change). Every remote must still work inside it.
// The search box (issue 36) both ways too: the remote rebuilt alone brings a search provider the host has never
// seen, and its group appears in the host's box; and a remote that goes down leaves its group with a note while the
// box keeps working. (A host built before the search registry never loads a remote's './search' module, and lint
// keeps the remotes' screens off the registry, so remotes with providers run in it as before.)
import path from 'node:path';
import {
  buildChangedHost,
  buildChangedRemote,
  NEW_ANTD_COMPONENT,
  NEW_HOST_STAMP,
  NEW_SCREEN_PATH,
  NEW_SEARCH_AREA,
  repoRoot,
  workspaceImportsFromAntd,
} from '../support/changedWorkspace';
import { apiCall } from '../support/api';
import { E2E, EXTRA_PORTS } from '../support/env';
import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { createPadViaApi } from '../support/pads';
import { serve, stopServers, waitFor } from '../support/staticServers';
import { unique } from '../support/unique';

// Beside the normal e2e stack, whose API and remotes these hosts reuse.
const hostPort = E2E.hostPort + EXTRA_PORTS.deployHost;
const remotePort = E2E.hostPort + EXTRA_PORTS.deployRemote;
const newHostPort = E2E.hostPort + EXTRA_PORTS.deployNewHost;
/** A host whose remote-users is served apart (usersPort), so the test can take that remote down. */
const downHostPort = E2E.hostPort + EXTRA_PORTS.deployDownHost;
const usersPort = E2E.hostPort + EXTRA_PORTS.deployUsersRemote;
const hostUrl = `http://localhost:${hostPort}`;

const cleanUps: (() => void)[] = [];

/** What a host's static server is given: the API and the local stack's remotes, with the offline maps. */
function hostEnv(): Record<string, string> {
  const remotes = Object.fromEntries(Object.values(E2E.remotes).map((r) => [r.env, `http://localhost:${r.port}`]));
  return { ...remotes, API_URL: E2E.apiUrl, GOOGLE_MAPS_KEY: '', MAP_TILE_URL: '' };
}

/** The page's singletons report (core/src/federation/instances.ts): these containers on one session, React and antd. */
async function expectOneOfEachSingleton(page: Page, containers: string[]) {
  const report = await page.evaluate(
    () =>
      (window as unknown as { __PADS_SINGLETONS__?: { containers: Record<string, unknown>; allSame: boolean } })
        .__PADS_SINGLETONS__,
  );
  expect(Object.keys(report?.containers ?? {})).toEqual(expect.arrayContaining(['host', ...containers]));
  expect(report?.allSame).toBe(true);
}

// Both build an app from this checkout and serve it beside the local stack: only against the local stack.

test.afterAll(() => {
  stopServers();
  for (const cleanUp of cleanUps) cleanUp();
});

/** The search box's field, opened with Ctrl+K (once it has the focus, keys go to it). */
async function openSearch(page: Page): Promise<Locator> {
  // The shortcut works once the signed-in shell (which loads after sign-in) has drawn its header.
  await expect(page.getByTestId('search-button')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search pads, users and revisions' });
  await expect(box).toBeFocused();
  return box;
}

test.describe('independent deploy', { tag: ['@announcements', '@deploy'] }, () => {
  test.skip(!E2E.local, 'needs this checkout and its builds: runs only against the local stack');
  // One worker runs them all: the builds and servers of beforeAll are made once, on their fixed ports.
  test.describe.configure({ mode: 'serial' });
  let stopUsers: () => void = () => {};

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    expect(workspaceImportsFromAntd(NEW_ANTD_COMPONENT), `no app may import ${NEW_ANTD_COMPONENT} yet`).toBe(false);
    const built = buildChangedRemote();
    cleanUps.push(built.cleanUp);
    const env = { ...hostEnv(), REMOTE_ANNOUNCEMENTS_URL: `http://localhost:${remotePort}` };
    serve(built.dist, remotePort, env);
    serve(path.join(repoRoot, 'host/dist'), hostPort, env);
    const downEnv = { ...hostEnv(), REMOTE_USERS_URL: `http://localhost:${usersPort}` };
    stopUsers = serve(path.join(repoRoot, 'remote-users/dist'), usersPort, downEnv);
    serve(path.join(repoRoot, 'host/dist'), downHostPort, downEnv);
    await Promise.all([
      waitFor(`http://localhost:${remotePort}/mf-manifest.json`),
      waitFor(`${hostUrl}/runtime-config.json`),
      waitFor(`http://localhost:${usersPort}/mf-manifest.json`),
      waitFor(`http://localhost:${downHostPort}/runtime-config.json`),
    ]);
  });

  test.use({ baseURL: hostUrl });

  test('the old host runs a remote built against a newer shared library, and the other remotes still work', async ({
    page,
    admin,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, admin.email, admin.password);

    await page.goto(NEW_SCREEN_PATH);
    const screen = page.getByTestId('independent-deploy');
    await expect(screen.getByTestId('build-stamp')).toHaveText("shared, newer than the host's");
    await expect(screen.getByTestId('signed-in-as')).toHaveText(admin.email);
    const item = screen.getByText('Remote rebuilt against a newer shared library');
    await expect(item).toBeVisible();
    // Themed by the host's ConfigProvider: the panel's font, not antd's default one.
    expect(await item.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Liberation Sans');
    await screen.getByRole('button', { name: 'Notify' }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Deployed alone' })).toBeVisible();

    // One session, React and antd across the host and the new remote (the shared library may differ).
    await expectOneOfEachSingleton(page, ['remote_announcements']);

    await page.locator('header').getByText('Pads', { exact: true }).click();
    await expect(page.getByTestId('pad-list-page')).toBeVisible();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await page.goto('/dashboard/admin-profile');
    await expect(page.getByRole('heading', { name: 'Admin profile' })).toBeVisible();
    await page.locator('header').getByText('Announcements', { exact: true }).click();
    await expect(page.locator('main').getByText('Announcements').first()).toBeVisible();

    expect(errors).toEqual([]);
  });

  test("a remote deployed later with a search provider adds its group to the host's box, with no host release", async ({
    page,
    admin,
    request,
  }) => {
    const name = `Deployed later ${unique()}`;
    const { data } = await apiCall<{ data: { id: number } }>(request, admin.token, 'POST', '/api/admin/announcement', {
      data: { name },
    });
    await signIn(page, admin.email, admin.password);
    await openSearch(page);
    await page.keyboard.type(name);
    const group = page.getByRole('group', { name: NEW_SEARCH_AREA.label });
    const option = group.getByRole('option', { name: new RegExp(name) });
    await expect(option).toContainText('Announcement');
    // The areas of the remotes built from the checkout are there too, in their order.
    await expect(page.getByTestId('search-dialog').getByRole('group')).toHaveText([
      /^Pads/,
      /^Users/,
      new RegExp(`^${NEW_SEARCH_AREA.label}`),
    ]);
    await expect(page.getByTestId('search-dialog').getByText('Searching…')).toHaveCount(0);
    for (let step = 0; step < 20 && (await option.getAttribute('aria-selected')) !== 'true'; step++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/dashboard/announcements/${data.id}$`));
  });

  test.describe('with a remote that goes down', () => {
    test.use({ baseURL: `http://localhost:${downHostPort}` });

    test('a remote that goes down leaves its group with a note, and the box still finds and opens the others', async ({
      page,
      admin,
      request,
      adminToken,
    }) => {
      const name = `Down remote ${unique()} Field`;
      const padId = await createPadViaApi(request, adminToken, name);
      await signIn(page, admin.email, admin.password);
      await openSearch(page);
      await page.keyboard.type(admin.email);
      await expect(page.getByRole('group', { name: 'Users' }).getByRole('option')).toContainText(admin.email);
      await page.keyboard.press('Escape');

      // remote-users goes down; the page is loaded again (its menu entry stays, from the last declaration seen).
      stopUsers();
      await page.reload();
      await expect(page.getByTestId('stats-bar')).toBeVisible({ timeout: 30_000 });
      await openSearch(page);
      await page.keyboard.type(name);
      await expect(page.getByRole('group', { name: 'Users' })).toContainText(
        /Not available: its section could not be loaded/,
      );
      const pad = page.getByRole('group', { name: 'Pads' }).getByRole('option', { name: new RegExp(name) });
      await expect(pad).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/dashboard/pad-view/${padId}$`));
      await expect(page.getByText(name).first()).toBeVisible();
    });
  });
});

test.describe('host deployed alone', { tag: ['@shell', '@deploy'] }, () => {
  test.skip(!E2E.local, 'needs this checkout and its builds: runs only against the local stack');

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const built = buildChangedHost();
    cleanUps.push(built.cleanUp);
    serve(built.dist, newHostPort, hostEnv());
    await waitFor(`http://localhost:${newHostPort}/runtime-config.json`);
  });

  test.use({ baseURL: `http://localhost:${newHostPort}` });

  test('a host built with a newer core serves the remotes built before it', async ({ page, admin }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, admin.email, admin.password);

    // The new shell, with the new core export, around the remotes' screens built before it.
    await expect(page.getByTestId('host-build-stamp')).toHaveText(NEW_HOST_STAMP);
    await expect(page.getByTestId('pad-list-page')).toBeVisible();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const header = page.locator('header');
    await header.getByText('Users', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Users' }).first()).toBeVisible();
    await header.getByText('Moderations', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Moderations' }).first()).toBeVisible();
    await header.getByText('Reports', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Reports' }).first()).toBeVisible();
    await header.getByText('Announcements', { exact: true }).click();
    await expect(page.locator('main').getByText('Announcements').first()).toBeVisible();

    // Each remote took the host's newer core (its ^major accepts it): one session, React and antd. (Before
    // any reload: the report is the page's.)
    await expectOneOfEachSingleton(page, [
      'remote_pads',
      'remote_users',
      'remote_moderation',
      'remote_reports',
      'remote_announcements',
    ]);
    // The new host's search box loads the search providers of the remotes built before it.
    await openSearch(page);
    await page.keyboard.type(admin.email);
    await expect(page.getByRole('group', { name: 'Users' }).getByRole('option')).toContainText(admin.email);
    await page.keyboard.press('Escape');
    // A deep link into a remote, on a fresh page load of the new host.
    await page.goto('/dashboard/admin-profile');
    await expect(page.getByRole('heading', { name: 'Admin profile' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
