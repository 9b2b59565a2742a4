// A remote deploys alone: the host built from this checkout, with remote-announcements rebuilt against a
// newer `@pads/shared` (a new exported component) and using an antd component no other app imports. The
// new screen must work inside the old host — themed, with the host's session and notifications — while
// the other remotes keep working. See docs/sharing.md.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import {
  buildChangedRemote,
  NEW_ANTD_COMPONENT,
  NEW_SCREEN_PATH,
  repoRoot,
  workspaceImportsFromAntd,
} from '../support/changedWorkspace';
import { E2E } from '../support/env';
import { expect, signIn, test } from '../support/fixtures';

// Beside the normal e2e stack, whose API and other remotes this host reuses.
const hostPort = E2E.hostPort + 6;
const remotePort = E2E.hostPort + 7;
const hostUrl = `http://localhost:${hostPort}`;

const servers: ChildProcess[] = [];
let cleanUp = () => {};

function serve(dist: string, port: number, env: Record<string, string>) {
  const server = spawn(process.execPath, [path.join(repoRoot, 'shared/build/serve.mjs'), dist, String(port)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(server);
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

// It builds a remote from this checkout and serves the host's build: only beside the local stack.

test.describe('independent deploy', { tag: ['@announcements', '@deploy'] }, () => {
  test.skip(!E2E.local, 'needs this checkout and its builds: runs only against the local stack');

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    expect(workspaceImportsFromAntd(NEW_ANTD_COMPONENT), `no app may import ${NEW_ANTD_COMPONENT} yet`).toBe(false);
    const built = buildChangedRemote();
    cleanUp = built.cleanUp;
    const remotes = Object.fromEntries(Object.values(E2E.remotes).map((r) => [r.env, `http://localhost:${r.port}`]));
    const env = {
      ...remotes,
      REMOTE_ANNOUNCEMENTS_URL: `http://localhost:${remotePort}`,
      API_URL: E2E.apiUrl,
      GOOGLE_MAPS_KEY: '',
      MAP_TILE_URL: '',
    };
    serve(built.dist, remotePort, env);
    serve(path.join(repoRoot, 'host/dist'), hostPort, env);
    await Promise.all([
      waitFor(`http://localhost:${remotePort}/mf-manifest.json`),
      waitFor(`${hostUrl}/runtime-config.json`),
    ]);
  });

  test.afterAll(() => {
    for (const server of servers) server.kill();
    cleanUp();
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
    const report = await page.evaluate(
      () => (window as unknown as { __PADS_SINGLETONS__?: unknown }).__PADS_SINGLETONS__,
    );
    expect(JSON.stringify(report)).toContain('remote_announcements');
    expect(JSON.stringify(report)).not.toMatch(/"same":false|"shared":false/);

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
