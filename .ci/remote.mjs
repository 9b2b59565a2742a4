// A pipeline per remote (README "Deploying one remote"): `pnpm --filter @pads/remote-users ci:remote` runs, for the
// remote whose folder it is started in, its lint and formatting check, its type check and unit tests, its
// production build, and then its area's Playwright suites (by tag) against that build and the other apps'
// builds. An app without a build (no dist/) is built first, from this checkout; an app built already is used
// as it is, as a deployment would use what is deployed. Prints the time of each step; exits at the first
// failure with its status.
//   pnpm --filter @pads/remote-users ci:remote            (any extra arguments go to Playwright, e.g. --workers 1)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const remote = path.basename(process.cwd());

/** Each remote's area tag in the e2e suites (README, "For QA"). */
const AREA_TAGS = {
  'remote-pads': '@pads',
  'remote-users': '@users',
  'remote-moderation': '@moderation',
  'remote-reports': '@reports',
  'remote-announcements': '@announcements',
};
const APPS = ['host', ...Object.keys(AREA_TAGS)];

const tag = AREA_TAGS[remote];
if (!tag) {
  console.error(`.ci/remote.mjs runs in a remote's folder (${Object.keys(AREA_TAGS).join(', ')}), not in ${remote}`);
  process.exit(2);
}

const timings = [];

/** Runs one step (a command in a folder of the workspace), timing it; stops the pipeline when it fails. */
function step(name, cwd, command, args) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}  (in ${path.relative(root, cwd) || '.'})`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  const seconds = (Date.now() - started) / 1000;
  timings.push([name, seconds, run.status === 0]);
  if (run.status !== 0) {
    report();
    console.error(`\n✗ ${remote}: ${name} failed`);
    process.exit(run.status ?? 1);
  }
}

function report() {
  console.log(`\n${remote} pipeline:`);
  for (const [name, seconds, ok] of timings)
    console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(44)} ${seconds.toFixed(1)} s`);
  const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(`  total ${total.toFixed(1)} s`);
}

const remoteDir = path.join(root, remote);
step('lint (eslint)', root, 'npx', ['eslint', remote]);
step('formatting (prettier --check)', root, 'npx', ['prettier', '--check', remote]);
step('type check', remoteDir, 'npx', ['tsc', '--noEmit']);
step('unit tests (jest)', root, 'npx', ['jest', '--maxWorkers=2', `${remote}/`]);
step('production build', remoteDir, 'pnpm', ['run', 'build']);
for (const app of APPS.filter((a) => a !== remote && !existsSync(path.join(root, a, 'dist', 'index.html')))) {
  step(`build of ${app} (none found)`, path.join(root, app), 'pnpm', ['run', 'build']);
}
step(`e2e suites tagged ${tag}`, path.join(root, 'e2e'), 'npx', [
  'playwright',
  'test',
  '--grep',
  tag,
  ...process.argv.slice(2),
]);
report();
