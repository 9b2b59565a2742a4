// Version skew, both ways (docs/sharing.md):
// - a remote deploys alone: the host built from this checkout, with remote-announcements rebuilt against a
//   newer `@pads/shared` (a new exported component) and using an antd component no other app imports. The
//   new screen must work inside the old host (themed, with the host's session and notifications) while the
//   other remotes keep working;
// - the host deploys alone: a host rebuilt with a minor `@pads/core` addition that its shell uses, serving
//   the remotes built from this checkout (before that change). Every remote must still work inside it.
import path from 'node:path';
import {
  buildChangedHost,
  buildChangedRemote,
  NEW_ANTD_COMPONENT,
  NEW_HOST_STAMP,
  NEW_SCREEN_PATH,
  repoRoot,
  workspaceImportsFromAntd,
} from '../support/changedWorkspace';
import { E2E } from '../support/env';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures';
import { serve, stopServers, waitFor } from '../support/staticServers';

// Beside the normal e2e stack, whose API and remotes these hosts reuse.
const hostPort = E2E.hostPort + 6;
const remotePort = E2E.hostPort + 7;
const newHostPort = E2E.hostPort + 8;
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

test.describe('independent deploy', { tag: ['@announcements', '@deploy'] }, () => {
  test.skip(!E2E.local, 'needs this checkout and its builds: runs only against the local stack');

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    expect(workspaceImportsFromAntd(NEW_ANTD_COMPONENT), `no app may import ${NEW_ANTD_COMPONENT} yet`).toBe(false);
    const built = buildChangedRemote();
    cleanUps.push(built.cleanUp);
    const env = { ...hostEnv(), REMOTE_ANNOUNCEMENTS_URL: `http://localhost:${remotePort}` };
    serve(built.dist, remotePort, env);
    serve(path.join(repoRoot, 'host/dist'), hostPort, env);
    await Promise.all([
      waitFor(`http://localhost:${remotePort}/mf-manifest.json`),
      waitFor(`${hostUrl}/runtime-config.json`),
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
    // A deep link into a remote, on a fresh page load of the new host.
    await page.goto('/dashboard/admin-profile');
    await expect(page.getByRole('heading', { name: 'Admin profile' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
