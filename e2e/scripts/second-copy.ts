// What a second `@pads/shared` copy costs (issue 29 part 5, docs/sharing.md "A second copy"): remote-users is
// rebuilt from a copy of this checkout whose `@pads/shared` has one new export (so its library version differs
// from the host's), and served next to the host; a fresh browser signs in (the pad list and its map, drawn
// with the host's copy), then opens the user list with its map. Reported: what opening the user list
// downloads (KiB on the wire, brotli), with remote-users as built with the host and rebuilt.
//   pnpm start   # or any running stack built from this checkout; its API started with LOGIN_RATE_LIMIT=1000
//   pnpm --filter @pads/e2e second-copy [--host URL] [--port P]   (P and P+1 must be free; default 8090)
// The running stack is the first case; the rebuilt remote-users is served on P, and the host's build from
// this checkout on P+1 with that remote-users and the stack's other remotes.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { buildWithNewSharedExport, repoRoot } from '../support/changedWorkspace';
import { serve, stopServers, waitFor } from '../support/staticServers';
import { firstPadRow, signIn } from './signInClock.mjs';

const { values: args } = parseArgs({ options: { host: { type: 'string' }, port: { type: 'string' } } });
const HOST = args.host ?? process.env.HOST_URL ?? 'http://localhost:8080';
const PORT = Number(args.port ?? 8090);

const config = (await (await fetch(`${HOST}/runtime-config.json`)).json()) as {
  apiUrl: string;
  remotes: Record<string, string>;
};
const envOf = (remotes: Record<string, string>) => ({
  API_URL: config.apiUrl,
  GOOGLE_MAPS_KEY: '',
  MAP_TILE_URL: '',
  REMOTE_PADS_URL: remotes.remote_pads,
  REMOTE_USERS_URL: remotes.remote_users,
  REMOTE_MODERATION_URL: remotes.remote_moderation,
  REMOTE_REPORTS_URL: remotes.remote_reports,
  REMOTE_ANNOUNCEMENTS_URL: remotes.remote_announcements,
});

console.log('building remote-users against a @pads/shared with one new export …');
const rebuilt = buildWithNewSharedExport('remote-users');
const rebuiltUsers = `http://localhost:${PORT}`;
const cases: [string, string][] = [
  ['remote-users built with the host', HOST],
  ['remote-users rebuilt, one new shared export', `http://localhost:${PORT + 1}`],
];
serve(rebuilt.dist, PORT, envOf(config.remotes));
serve(path.join(repoRoot, 'host/dist'), PORT + 1, envOf({ ...config.remotes, remote_users: rebuiltUsers }));
await Promise.all([waitFor(`${rebuiltUsers}/mf-manifest.json`), waitFor(`${cases[1][1]}/runtime-config.json`)]);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
});

/** Bytes on the wire (compressed bodies) of the app files (not the API's answers) fetched until `done` settles. */
async function downloadsDuring(page: Page, done: () => Promise<unknown>) {
  const files: { url: string; bytes: number }[] = [];
  const onFinished = async (request: import('@playwright/test').Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) return;
    files.push({ url: request.url(), bytes: (await request.sizes()).responseBodySize });
  };
  page.on('requestfinished', onFinished);
  await done();
  // Until nothing has arrived for a second (a single-page app never reaches 'networkidle' again).
  let seen = -1;
  while (seen !== files.length) {
    seen = files.length;
    await page.waitForTimeout(1000);
  }
  page.off('requestfinished', onFinished);
  return files;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const rows: string[][] = [];
const details: string[] = [];
for (const [label, host] of cases) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${host}/login`);
  await downloadsDuring(page, async () => {
    await signIn(page);
    await firstPadRow(page).waitFor();
  });
  const files = await downloadsDuring(page, async () => {
    await page.locator('header').getByText('Users', { exact: true }).click();
    const list = page.getByTestId('user-list-page');
    await list.waitFor();
    const map = list.locator('.leaflet-container');
    // The map is the admin's setting (is_user_map_on): turned on when it is off.
    if (!(await map.isVisible())) await page.getByTestId('user-map-switch').click();
    await map.waitFor();
  });
  const users = new URL(config.remotes.remote_users).origin;
  const fromRemote = files.filter((f) => [users, rebuiltUsers].includes(new URL(f.url).origin));
  const sum = (list: typeof files) => list.reduce((total, f) => total + f.bytes, 0);
  rows.push([label, String(files.length), kib(sum(files)), kib(sum(fromRemote))]);
  details.push(`${label}:\n${files.map((f) => `  ${kib(f.bytes).padStart(7)} KiB  ${f.url}`).join('\n')}`);
  await context.close();
}
await browser.close();
stopServers();
rebuilt.cleanUp();

console.log(`\n${details.join('\n')}`);
console.log(
  '\nopening the user list (with its map) after the pad list | files | KiB wire | of which from remote-users',
);
for (const row of rows) console.log(row.join(' | '));
console.log(`second copy: +${(Number(rows[1][2]) - Number(rows[0][2])).toFixed(1)} KiB`);
