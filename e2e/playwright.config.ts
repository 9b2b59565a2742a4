// The cross-remote suites run against production builds of the host and every remote, served by the
// same static server as in production, and the real API on its own fresh embedded PostgreSQL.
import { defineConfig } from '@playwright/test';
import { E2E } from './support/env';

const remoteEnv = Object.fromEntries(Object.values(E2E.remotes).map((r) => [r.env, `http://localhost:${r.port}`]));
const serveEnv = { ...process.env, API_URL: E2E.apiUrl, GOOGLE_MAPS_KEY: '', MAP_TILE_URL: '', ...remoteEnv } as Record<
  string,
  string
>;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E.hostUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The panel honours the system's reduced-motion setting (antd motion off): clicks never land on a
    // menu or a dialog that is still flying in, which under load Playwright can take for settled.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-gpu'],
    },
  },
  webServer: [
    {
      // A fresh database every run, so tests can compare screens with exact counts.
      command: `rm -rf ../api/.data/pg-e2e ../api/.data/uploads-e2e ../api/.data/mail-e2e && pnpm --filter @pads/api start`,
      url: `${E2E.apiUrl}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...process.env,
        PORT: String(E2E.apiPort),
        EMBEDDED_PG_DIR: '.data/pg-e2e',
        EMBEDDED_PG_PORT: String(E2E.pgPort),
        UPLOADS_DIR: '.data/uploads-e2e',
        // No SMTP: each e-mail is an .eml file here, read by the suites (pad-admin-tab).
        MAIL_DIR: '.data/mail-e2e',
        SMTP_URL: '',
        PUBLIC_URL: E2E.apiUrl,
        PANEL_URL: E2E.hostUrl,
        LOGIN_RATE_LIMIT: '1000',
        // The demo seed's own app calls must not use up a demo pilot's budget for the suites.
        APP_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        GEOCODER_URL: 'http://127.0.0.1:9/unreachable',
        GOOGLE_MAPS_SERVER_KEY: '',
      } as Record<string, string>,
    },
    {
      command: `node ../shared/build/serve.mjs ../host/dist ${E2E.hostPort}`,
      url: `${E2E.hostUrl}/runtime-config.json`,
      reuseExistingServer: false,
      env: serveEnv,
    },
    ...Object.entries(E2E.remotes).map(([name, r]) => ({
      command: `node ../shared/build/serve.mjs ../${name}/dist ${r.port}`,
      url: `http://localhost:${r.port}/mf-manifest.json`,
      reuseExistingServer: false,
      env: serveEnv,
    })),
  ],
});
