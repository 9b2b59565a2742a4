// `pnpm build:deploy`: every deployable artifact, each a self-contained folder under deploy/ (git-ignored;
// DEPLOY_DIR moves it), made the ecosystem's way: built, then `pnpm deploy --prod` of its package, which copies
// the package's published files and installs its production dependencies from the lockfile into the folder.
//   deploy/api      the API: dist/server.js (api/build.mjs), drizzle/, data/, node_modules/  → node dist/server.js
//   deploy/<app>    host and each remote: @pads/static-server (serve.mjs and its three dependencies) and the
//                   app's production build in dist/                                          → node serve.mjs dist
// Each folder runs with `node` alone, from anywhere (copy it out of the checkout); the Dockerfiles copy exactly
// these folders and ops/prod-stack.sh starts them. docs/deploy.md describes them.
//   --reuse-app-builds   keep an app's dist/ when it has one (CI built them already for the e2e suites)
//   --only api|apps|<app>  build only the API, only the apps, or one app (the Dockerfiles' ARTIFACTS=source stage)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const deployDir = path.resolve(root, process.env.DEPLOY_DIR ?? 'deploy');
const args = process.argv.slice(2);
const reuseAppBuilds = args.includes('--reuse-app-builds');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

const APPS = ['host', 'remote-pads', 'remote-users', 'remote-moderation', 'remote-reports', 'remote-announcements'];
if (only && !['api', 'apps', ...APPS].includes(only))
  throw new Error(`--only api, apps or one of ${APPS.join(', ')}; not ${only}`);
const apps = only === 'api' ? [] : APPS.includes(only) ? [only] : APPS;

function run(command, commandArgs) {
  console.log(`\n▶ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`build:deploy: \`${command} ${commandArgs.join(' ')}\` failed (${result.status ?? result.signal})`);
    process.exit(1);
  }
}

/** `pnpm deploy --prod` of a workspace package into an emptied folder. */
function deployPackage(name, target) {
  rmSync(target, { recursive: true, force: true });
  run('pnpm', ['--filter', name, 'deploy', '--prod', '--frozen-lockfile', target]);
}

/** The deployed package.json's scripts are the workspace's (tsx, rspack): give the folder its own start command. */
function setStart(target, start) {
  const file = path.join(target, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  manifest.scripts = { start };
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Which commit the folder was built from, for an operator looking at a running image (none without git). */
function stamp(target) {
  const git = (...gitArgs) => (spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).stdout ?? '').trim();
  const commit = git('rev-parse', 'HEAD');
  const dirty = commit !== '' && git('status', '--porcelain') !== '';
  writeFileSync(
    path.join(target, 'build-info.json'),
    `${JSON.stringify({ commit: commit || null, dirty, builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
}

const started = Date.now();
if (!only || only === 'api') {
  run('pnpm', ['--filter', '@pads/api', 'run', 'build']);
  const target = path.join(deployDir, 'api');
  deployPackage('@pads/api', target);
  setStart(target, 'node --enable-source-maps dist/server.js');
  stamp(target);
}
if (apps.length) {
  const toBuild = apps.filter((app) => !(reuseAppBuilds && existsSync(path.join(root, app, 'dist/index.html'))));
  if (toBuild.length) run('pnpm', ['-r', ...toBuild.flatMap((app) => ['--filter', `./${app}`]), 'run', 'build']);
  for (const app of apps) {
    const target = path.join(deployDir, app);
    deployPackage('@pads/static-server', target);
    cpSync(path.join(root, app, 'dist'), path.join(target, 'dist'), { recursive: true });
    setStart(target, 'node serve.mjs dist');
    stamp(target);
  }
}
console.log(
  `\nbuild:deploy: ${[(!only || only === 'api') && 'api', ...apps].filter(Boolean).join(', ')} ` +
    `in ${path.relative(root, deployDir) || deployDir}/ (${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
