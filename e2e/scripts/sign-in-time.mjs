// Time from clicking 'Log in' to the first pad-list row, in fresh browser contexts (empty cache, no session).
// By default the click comes as soon as the login form is drawn, as with a password manager's autofill: the
// credentials are filled at once, so nothing the page loads meanwhile is hidden behind typing. With
// --typed the credentials are typed at ten keys a second first (a fast typist; `pnpm size:js` does that).
//   pnpm start   # or any deployment; the API started with LOGIN_RATE_LIMIT=1000 (every run signs in)
//   node e2e/scripts/sign-in-time.mjs [--host URL]... [--runs N] [--typed]
//   (or HOST_URL, RUNS, CHROMIUM_PATH, ADMIN_EMAIL, ADMIN_PASSWORD)
// Several --host: the runs alternate between them (A, B, A, B, ...), so a machine whose load changes during
// the measurement weighs on each build alike; each host gets its own median.
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { firstPadRow, signIn } from './signInClock.mjs';

const { values: args } = parseArgs({
  options: {
    host: { type: 'string', multiple: true },
    runs: { type: 'string' },
    typed: { type: 'boolean', default: false },
  },
});
const HOSTS = args.host ?? [process.env.HOST_URL ?? 'http://localhost:8080'];
const RUNS = Number(args.runs ?? process.env.RUNS ?? 7);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
});

/** One fresh context: opens /login, signs in when the form is drawn, returns ms from the click to the first row. */
async function timeOneSignIn(host) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${host}/login`);
  const clickedAt = await signIn(page, { typed: args.typed });
  await firstPadRow(page).waitFor({ timeout: 60_000 });
  const elapsed = Date.now() - clickedAt;
  await context.close();
  return elapsed;
}

const timings = new Map(HOSTS.map((host) => [host, []]));
for (let run = 0; run < RUNS; run++) {
  for (const host of HOSTS) timings.get(host).push(await timeOneSignIn(host));
}
await browser.close();

for (const [host, list] of timings) {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
  console.log(
    `${host}: sign-in (${args.typed ? 'typed at 10 keys/s' : 'autofilled, clicked when drawn'}) → first pad-list ` +
      `row, ${RUNS} fresh contexts: median ${median} ms (min ${sorted[0]}, max ${sorted.at(-1)}; ${list.join(', ')})`,
  );
}
