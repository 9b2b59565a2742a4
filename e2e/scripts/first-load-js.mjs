// First-load JavaScript of the host and of each remote, as Debian's Chromium fetches it from a running
// product (`pnpm start`): the host's scripts up to the login screen, then the scripts each remote adds
// the first time its area opens. Sizes are the bytes received and their gzip size (level 9).
//   pnpm start   # in another terminal
//   node e2e/scripts/first-load-js.mjs   (HOST_URL, CHROMIUM_PATH to override)
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const HOST = process.env.HOST_URL ?? 'http://localhost:8080';
/** Opened through the header menu, as a user would, so the host's own scripts are not fetched again. */
const AREAS = [
  ['remote-users', 'Users'],
  ['remote-moderation', 'Moderations'],
  ['remote-reports', 'Reports'],
  ['remote-announcements', 'Announcements'],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
const page = await browser.newPage();
let scripts = [];
page.on('response', async (res) => {
  if (res.request().resourceType() !== 'script' || !res.ok()) return;
  const body = await res.body().catch(() => Buffer.alloc(0));
  scripts.push({ url: res.url(), raw: body.length, gz: gzipSync(body, { level: 9 }).length });
});

/**
 * Hands over (and forgets) the scripts fetched so far, once none has arrived for a second. (A
 * single-page app never reaches a new 'networkidle' load state after its first page.)
 */
async function take() {
  let seen = -1;
  while (seen !== scripts.length) {
    seen = scripts.length;
    await page.waitForTimeout(1000);
  }
  const taken = scripts;
  scripts = [];
  return taken;
}

const rows = [];
const row = (label, list) => {
  const kb = (n) => (n / 1024).toFixed(1);
  const sum = (key) => list.reduce((total, s) => total + s[key], 0);
  rows.push([label, String(list.length), kb(sum('raw')), kb(sum('gz'))]);
};

await page.goto(`${HOST}/login`);
await page.getByRole('button', { name: 'Log in' }).waitFor();
row('host (to the login screen)', await take());

await page.getByLabel('Email').fill(process.env.ADMIN_EMAIL ?? 'admin@pads.test');
await page.getByLabel('Password').fill(process.env.ADMIN_PASSWORD ?? 'password');
await page.getByRole('button', { name: 'Log in' }).click();
await page.waitForURL(/\/dashboard\//);
await page.getByTestId('pad-list-page').waitFor();
// Signing in lands on the pad list: what it fetched is the host's signed-in shell plus remote-pads.
const afterLogin = await take();
const padsOrigin = new URL(
  (await page.evaluate(() => fetch('/runtime-config.json').then((r) => r.json()))).remotes.remote_pads,
).origin;
row(
  'host (signed-in shell)',
  afterLogin.filter((s) => new URL(s.url).origin !== padsOrigin),
);
row(
  'remote-pads (pad list)',
  afterLogin.filter((s) => new URL(s.url).origin === padsOrigin),
);

for (const [name, entry] of AREAS) {
  await page.locator('header').getByText(entry, { exact: true }).click();
  await page.getByRole('heading', { name: entry }).first().waitFor();
  row(`${name} (${entry})`, await take());
}
await browser.close();

const head = ['first load', 'files', 'KB', 'KB gzip'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ');
console.log(line(head));
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const r of rows) console.log(line(r));
