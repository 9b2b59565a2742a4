// The suites' fixtures. Each worker registers its own admin through the environment's admin (E2E_ADMIN_*)
// and signs it in once through the real login screen; `adminPage` is a fresh browser context with that
// session. An admin per worker keeps each worker's admin settings
// (the map switches), private saved filters, activity and sessions its own while workers run side by side.
// Tests that sign out or revoke a session sign in themselves (`signIn`), so the shared session stays valid.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { archiveUser, newPilot, panelToken, registerAdmin, type Account, type Place } from './api';
import { E2E } from './env';

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\//);
}

/** The pad list, where signing in lands, with the shell drawn around it. */
export async function openDashboard(page: Page) {
  await page.goto('/dashboard/pad-list');
  // A fresh page loads the host and the remote's code first: on a busy machine, seconds.
  await expect(page.getByTestId('stats-bar')).toBeVisible({ timeout: 30_000 });
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface WorkerFixtures {
  /** A token of the environment's admin (E2E_ADMIN_EMAIL), for what only it should do. */
  rootToken: string;
  /** This worker's own admin, with a panel token. */
  admin: Account;
  /** The browser session of `admin`, signed in through the login screen. */
  adminSession: StorageState;
}

interface TestFixtures {
  /** A page signed in as this worker's admin (blank: the test opens its screen). */
  adminPage: Page;
  /** `admin.token`. */
  adminToken: string;
  /** A pilot registered for this test, signed in to the app (`pilot.token` is an app token). */
  pilot: Account;
  /** Registers another pilot for this test, in a country (and state) if given. */
  newPilot: (place?: Place, options?: Parameters<typeof newPilot>[3]) => Promise<Account>;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  rootToken: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      await use(await panelToken(request, E2E.admin.email, E2E.admin.password));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  admin: [
    async ({ playwright, rootToken }, use, workerInfo) => {
      const request = await playwright.request.newContext();
      const admin = await registerAdmin(request, rootToken, {
        prefix: `e2e.w${workerInfo.workerIndex}`,
        firstName: `Worker ${workerInfo.workerIndex}`,
      });
      await use({ ...admin, token: await panelToken(request, admin.email, admin.password) });
      await archiveUser(request, rootToken, admin.id);
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  adminSession: [
    async ({ browser, admin }, use) => {
      const context = await browser.newContext({ baseURL: E2E.hostUrl, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await signIn(page, admin.email, admin.password);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
  adminPage: async ({ browser, adminSession }, use) => {
    // Created inside the test: the project's options (baseURL, reduced motion) and the trace apply to it. The
    // page opens nothing: each test goes where it works (openDashboard for the pad list where sign-in lands).
    const context = await browser.newContext({ storageState: adminSession });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
  adminToken: async ({ admin }, use) => use(admin.token),
  newPilot: async ({ request, adminToken }, use) =>
    use((place, options) => newPilot(request, adminToken, place, options)),
  pilot: async ({ newPilot: register }, use) => use(await register()),
});

export { expect };
