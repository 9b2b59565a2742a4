// The cross-remote suites. By default they run against production builds of the host and every remote,
// served by the same static server as in production, and the real API on its own fresh embedded PostgreSQL;
// with E2E_BASE_URL they run against a deployment instead and start nothing (support/env.ts, README "For QA").
// Tests make their own data through the API and never depend on what else the database holds, so workers
// share the one stack. Reports, traces and screenshots of failures go to e2e/artifacts/.
import { defineConfig } from '@playwright/test';
import { E2E, stackApiEnv } from './support/env';

const remoteEnv = Object.fromEntries(Object.values(E2E.remotes).map((r) => [r.env, `http://localhost:${r.port}`]));
const serveEnv = { ...process.env, API_URL: E2E.apiUrl, GOOGLE_MAPS_KEY: '', MAP_TILE_URL: '', ...remoteEnv } as Record<
  string,
  string
>;

/** The local stack: an S3 server, the API on a fresh database with its photos on that S3, and a static server per app. */
const localStack = [
  {
    command: `node scripts/s3-server.mjs ${E2E.s3.port} ${E2E.s3.dir} ${E2E.s3.bucket}`,
    url: `http://127.0.0.1:${E2E.s3.port}/`,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
  },
  {
    command: `rm -rf ../api/.data/pg-e2e ../api/.data/uploads-e2e ../api/.data/mail-e2e && pnpm --filter @pads/api start`,
    url: `${E2E.apiUrl}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      ...process.env,
      PORT: String(E2E.apiPort),
      EMBEDDED_PG_DIR: '.data/pg-e2e',
      EMBEDDED_PG_PORT: String(E2E.pgPort),
      // A database made for this run and thrown away after it: no flushes to disk (README, EMBEDDED_PG_DURABLE).
      EMBEDDED_PG_DURABLE: 'false',
      ...stackApiEnv(E2E.apiUrl),
      DATABASE_URL: '',
    } as Record<string, string>,
  },
  {
    command: `node ../static-server/serve.mjs ../host/dist ${E2E.hostPort}`,
    url: `${E2E.hostUrl}/runtime-config.json`,
    reuseExistingServer: false,
    env: serveEnv,
  },
  ...Object.entries(E2E.remotes).map(([name, r]) => ({
    command: `node ../static-server/serve.mjs ../${name}/dist ${r.port}`,
    url: `http://localhost:${r.port}/mf-manifest.json`,
    reuseExistingServer: false,
    env: serveEnv,
  })),
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  // Two workers share a 2-core machine's browser, API and database best (README "For QA": measured).
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A run that hangs (a worker once never finished its teardown after every test had passed) fails here instead of
  // holding CI to its own limit; a whole run takes 8–25 min on this machine class, with a CPU hog included.
  globalTimeout: 45 * 60_000,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: './artifacts/results',
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: './artifacts/report' }],
    // Read by the CI stage runner for the slowest tests (.ci/stages.mjs). The production-shaped stack's smoke run
    // writes its own (E2E_JSON_REPORT), so the e2e stage's list is not replaced by the smoke suite's.
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? './artifacts/results.json' }],
  ],
  use: {
    baseURL: E2E.hostUrl,
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and a screenshot; the trace's
    // film strip (a screencast of every test, kept or not) is left out: on 2 cores it costs the suites CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The panel honours the system's reduced-motion setting (antd motion off): clicks never land on a
    // menu or a dialog that is still flying in, which under load Playwright can take for settled.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-gpu'],
    },
  },
  webServer: E2E.local ? localStack : undefined,
});
