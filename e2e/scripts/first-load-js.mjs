// First-load JavaScript of the host and of each remote, as Debian's Chromium receives it from a running
// product: the host's scripts up to the login screen, then what signing in and each remote's first visit
// add. "KB wire" is what Chromium's network log counts as transferred (CDP Network.loadingFinished
// encodedDataLength: compressed body plus response headers), "KB decoded" the script as executed.
// Then the time from clicking 'Log in' (after typing the credentials at ten keys a second, as a fast typist
// does) to the first pad-list row, over fresh browser contexts (median).
//   pnpm start   # in another terminal (or any deployment)
//   pnpm size:js [--host URL] [--runs N]   (or HOST_URL, RUNS, CHROMIUM_PATH, ADMIN_EMAIL, ADMIN_PASSWORD)
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { firstPadRow as firstRow, signIn } from './signInClock.mjs';

const { values: args } = parseArgs({
  options: { host: { type: 'string' }, runs: { type: 'string' } },
});
const HOST = args.host ?? process.env.HOST_URL ?? 'http://localhost:8080';
const RUNS = Number(args.runs ?? process.env.RUNS ?? 10);
/** Opened through the header menu, as a user would, so the host's own scripts are not fetched again. */
const AREAS = [
  ['remote-users', 'Users'],
  ['remote-moderation', 'Moderations'],
  ['remote-reports', 'Reports'],
  ['remote-announcements', 'Announcements'],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
});

/** Records every script response of the page as the network log sees it. */
async function scriptLog(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map();
  const startedAt = new Map();
  let scripts = [];
  cdp.on('Network.requestWillBeSent', ({ requestId, wallTime }) => startedAt.set(requestId, wallTime * 1000));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script' || response.status >= 400) return;
    const encoding = Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding');
    pending.set(requestId, {
      url: response.url,
      encoding: encoding?.[1] ?? 'none',
      decoded: 0,
      started: startedAt.get(requestId) ?? 0,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const script = pending.get(requestId);
    if (script) script.decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = pending.get(requestId);
    if (!script) return;
    pending.delete(requestId);
    scripts.push({ ...script, wire: encodedDataLength });
  });
  return {
    /**
     * Hands over (and forgets) the scripts fetched so far, once none has arrived for a second. (A
     * single-page app never reaches a new 'networkidle' load state after its first page.)
     */
    async take() {
      let seen = -1;
      while (seen !== scripts.length || pending.size > 0) {
        seen = scripts.length;
        await page.waitForTimeout(1000);
      }
      const taken = scripts;
      scripts = [];
      return taken;
    },
  };
}

// --- sizes ---
const rows = [];
const kb = (n) => (n / 1024).toFixed(1);
const row = (label, list) => {
  const sum = (key) => list.reduce((total, s) => total + s[key], 0);
  const encodings = [...new Set(list.map((s) => s.encoding))].sort().join(',') || '-';
  rows.push([label, String(list.length), kb(sum('wire')), kb(sum('decoded')), encodings]);
};

{
  const context = await browser.newContext();
  const page = await context.newPage();
  const log = await scriptLog(page);
  // The moment the login screen is drawn: what was requested before it is what the screen waited for;
  // what the host fetches after it (the signed-in app, while the visitor types) is listed apart.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if ([...document.querySelectorAll('button')].some((button) => button.textContent?.includes('Log in'))) {
        window.__loginScreenAt = Date.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${HOST}/login`);
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  const loginScreenAt = await page.evaluate(() => window.__loginScreenAt);
  const atStart = await log.take();
  row(
    'host (to the login screen)',
    atStart.filter((s) => s.started <= loginScreenAt),
  );
  row(
    'host (after it is drawn)',
    atStart.filter((s) => s.started > loginScreenAt),
  );

  await signIn(page);
  await firstRow(page).waitFor();
  // Signing in lands on the pad list: what it fetched is the host's signed-in shell plus remote-pads.
  const afterLogin = await log.take();
  const padsOrigin = new URL(
    (await page.evaluate(() => fetch('/runtime-config.json').then((r) => r.json()))).remotes.remote_pads,
  ).origin;
  // The offline basemap is fetched by the list's map (when shown), from the origin that serves the shared library.
  // Its data and topojson-client are shared modules of their own (docs/sharing.md): their files are named in
  // the host's MF manifest. (Before they were, they were one chunk named basemap.)
  const manifest = await (await fetch(`${HOST}/mf-manifest.json`)).json();
  const basemapFiles = new Set(
    manifest.shared
      .filter((s) => ['world-atlas/countries-50m.json', 'topojson-client'].includes(s.name))
      .flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]),
  );
  const isBasemap = (s) => {
    const file = new URL(s.url).pathname.slice(1);
    return basemapFiles.has(file) || /^basemap\.[0-9a-f]+\.js$/.test(file);
  };
  // The signed-in shell and the landing page's code were fetched while the visitor typed (listed above).
  row(
    'after sign-in, from the host (map code)',
    afterLogin.filter((s) => new URL(s.url).origin !== padsOrigin && !isBasemap(s)),
  );
  row('offline basemap (pad list map)', afterLogin.filter(isBasemap));
  row(
    'after sign-in, from remote-pads',
    afterLogin.filter((s) => new URL(s.url).origin === padsOrigin),
  );

  for (const [name, entry] of AREAS) {
    await page.locator('header').getByText(entry, { exact: true }).click();
    await page.getByRole('heading', { name: entry }).first().waitFor();
    row(`${name} (${entry})`, await log.take());
  }
  await context.close();
}

// --- sign-in to the first pad-list row, each run in a fresh context (empty cache, no session) ---
const timings = [];
for (let run = 0; run < RUNS; run++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${HOST}/login`);
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  // A person takes seconds to type (here 23 keys, 2.3 s): what the page loads meanwhile is not part of
  // signing in. The clock starts at the click on 'Log in'.
  const clickedAt = await signIn(page, { typed: true });
  await firstRow(page).waitFor();
  timings.push(Date.now() - clickedAt);
  await context.close();
}
await browser.close();

const head = ['first load', 'files', 'KB wire', 'KB decoded', 'encoding'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ');
console.log(line(head));
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const r of rows) console.log(line(r));

const sorted = [...timings].sort((a, b) => a - b);
const median =
  sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
console.log(
  `\nsign-in → first pad-list row, ${RUNS} fresh contexts: median ${median} ms (min ${sorted[0]}, max ${sorted.at(-1)}; ${timings.join(', ')})`,
);
