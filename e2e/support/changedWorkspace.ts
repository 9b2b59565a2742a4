// Throw-away copies of the workspace in which one app has moved on since the others were built (version
// skew, both ways; docs/sharing.md):
// - buildChangedRemote: `@pads/shared` has a new exported component, and a remote-announcements screen uses
//   it together with an antd component no other app imports; the remote also brings a search provider of its own
//   (a new area in the host's search box). Only that remote is rebuilt; the host's build stays the one made from
//   the checkout.
// - buildChangedHost: `@pads/core` has a new export (a minor version), and the host's shell uses it. Only the
//   host is rebuilt; the remotes' builds stay the ones made from the checkout.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** The antd component of the new screen: the test first checks that no app imports it yet. */
export const NEW_ANTD_COMPONENT = 'Anchor';
export const NEW_SCREEN_PATH = '/dashboard/announcements/independent-deploy';

const SKIPPED = new Set(['node_modules', 'dist', '.data', '.git', 'test-results', 'playwright-report']);

/** Copies the sources (no node_modules, builds or data) and links every package to the installed dependencies. */
function copyWorkspace(to: string): void {
  cpSync(repoRoot, to, { recursive: true, filter: (source) => !SKIPPED.has(path.basename(source)) });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(to, 'node_modules'));
  for (const pkg of readdirSync(repoRoot)) {
    const modules = path.join(repoRoot, pkg, 'node_modules');
    if (existsSync(path.join(repoRoot, pkg, 'package.json')) && existsSync(modules)) {
      linkModules(modules, path.join(to, pkg, 'node_modules'), to);
    }
  }
}

// pnpm links a package's dependencies with relative symlinks: re-point each one absolutely, except the
// workspace's own packages (@pads/*), which must resolve inside the copy.
function linkModules(from: string, to: string, copyRoot: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (name === '.bin' || name.startsWith('.')) continue;
    const entry = path.join(from, name);
    if (name.startsWith('@') && !lstatSync(entry).isSymbolicLink()) {
      linkModules(entry, path.join(to, name), copyRoot);
      continue;
    }
    const target = realpathSync(entry);
    const inWorkspace =
      target.startsWith(repoRoot + path.sep) && !target.includes(`${path.sep}node_modules${path.sep}`);
    symlinkSync(inWorkspace ? path.join(copyRoot, path.relative(repoRoot, target)) : target, path.join(to, name));
  }
}

function changeSharedLibrary(root: string): void {
  writeFileSync(
    path.join(root, 'shared/src/ui/BuildStamp.tsx'),
    `import { Tag } from 'antd';

/** New in this version of the library: the host's copy does not have it. */
export function BuildStamp({ label }: { label: string }) {
  return <Tag color="blue" data-testid="build-stamp">{label}</Tag>;
}
`,
  );
  appendFileSync(path.join(root, 'shared/src/index.ts'), `export * from './ui/BuildStamp';\n`);
}

function addScreen(root: string): void {
  const app = path.join(root, 'remote-announcements/src');
  mkdirSync(path.join(app, 'features/independent-deploy'), { recursive: true });
  writeFileSync(
    path.join(app, 'features/independent-deploy/IndependentDeployPage.tsx'),
    `import { BuildStamp, notifySuccess, useCurrentUser } from '@pads/shared';
import { Button, ${NEW_ANTD_COMPONENT} } from 'antd';

export default function IndependentDeployPage() {
  const user = useCurrentUser();
  return (
    <div data-testid="independent-deploy">
      <h2>Deployed alone</h2>
      <BuildStamp label="shared, newer than the host's" />
      <p data-testid="signed-in-as">{user?.email}</p>
      <${NEW_ANTD_COMPONENT}
        affix={false}
        items={[
          { key: 'host', href: '#host', title: 'Host built' },
          { key: 'remote', href: '#remote', title: 'Remote rebuilt against a newer shared library' },
        ]}
      />
      <Button type="primary" onClick={() => notifySuccess('Deployed alone', 'The notification comes through the host')}>
        Notify
      </Button>
    </div>
  );
}
`,
  );
  // The remote's routes are the list handed to remoteRoutes(...): the new screen goes first in it.
  const routes = path.join(app, 'routes.tsx');
  const source = readFileSync(routes, 'utf8');
  const list = /remoteRoutes\([^[]*\[\n/;
  if (!list.test(source))
    throw new Error('remote-announcements/src/routes.tsx no longer hands its routes to remoteRoutes(…, [ … ])');
  const screenPath = NEW_SCREEN_PATH.replace('/dashboard/', '');
  writeFileSync(
    routes,
    source.replace(
      list,
      (opening) =>
        `${opening}  lazyRoute('${screenPath}', () => import('./features/independent-deploy/IndependentDeployPage')),\n`,
    ),
  );
}

/** The group the remote deployed later adds to the host's search box (see addSearchProvider). */
export const NEW_SEARCH_AREA = { area: 'announcements', label: 'Announcements', order: 60 };

/**
 * A search provider the host has never seen (issue 36): remote-announcements declares an area in its routing
 * declaration and exposes './search', which registers a provider searching the announcements by name (the list's
 * keyword). The host, built from the checkout, must show its group without a release of its own.
 */
function addSearchProvider(root: string): void {
  const app = path.join(root, 'remote-announcements');
  const routing = path.join(app, 'src/routing.json');
  const declaration = JSON.parse(readFileSync(routing, 'utf8')) as Record<string, unknown>;
  writeFileSync(routing, JSON.stringify({ ...declaration, search: [NEW_SEARCH_AREA] }, null, 2));
  const config = path.join(app, 'rspack.config.mjs');
  const source = readFileSync(config, 'utf8');
  const exposes = "exposes: { './routes': './src/routes.tsx' }";
  if (!source.includes(exposes)) throw new Error(`remote-announcements/rspack.config.mjs no longer has ${exposes}`);
  writeFileSync(
    config,
    source.replace(exposes, "exposes: { './routes': './src/routes.tsx', './search': './src/search/index.ts' }"),
  );
  mkdirSync(path.join(app, 'src/search'), { recursive: true });
  writeFileSync(
    path.join(app, 'src/search/index.ts'),
    `import { call, registerSearchProvider } from '@pads/core';
import { announcements } from '@pads/contracts/endpoints';
import { paths } from '@pads/contracts/paths.ts';

registerSearchProvider({
  ...${JSON.stringify(NEW_SEARCH_AREA)},
  async search(query, signal) {
    const page = await call(announcements.list, { query: { keyword: query } }, { signal });
    return {
      results: page.data.slice(0, 10).map((row) => ({
        key: String(row.id),
        kind: 'Announcement',
        title: row.name,
        details: ['#' + row.id],
        path: paths.announcementView(row.id),
      })),
    };
  },
});
`,
  );
}

/** The shell's mark of the new host: the text comes from the new `@pads/core` export. */
export const NEW_HOST_STAMP = 'host built with core 1.x+1';

/** A minor `@pads/core` change: one new export, and the minor version bumped (docs/sharing.md, the rules). */
function addCoreExport(root: string): void {
  const manifest = path.join(root, 'core/package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const [major, minor] = pkg.version.split('.').map(Number);
  pkg.version = `${major}.${minor + 1}.0`;
  writeFileSync(manifest, JSON.stringify(pkg, null, 2));
  writeFileSync(
    path.join(root, 'core/src/buildStamp.ts'),
    `/** New in this minor version: remotes built before it do not know it. */
export const hostBuildStamp = (): string => '${NEW_HOST_STAMP}';
`,
  );
  appendFileSync(path.join(root, 'core/src/index.ts'), `export * from './buildStamp';\n`);
}

/** The shell (the host's header) shows the new core export. */
function stampShell(root: string): void {
  const header = path.join(root, 'host/src/shell/AppHeader.tsx');
  const source = readFileSync(header, 'utf8');
  if (!source.includes('<UserMenu />')) throw new Error('host/src/shell/AppHeader.tsx no longer draws <UserMenu />');
  writeFileSync(
    header,
    `import { hostBuildStamp } from '@pads/core';\n` +
      source.replace(
        '<UserMenu />',
        `<span data-testid="host-build-stamp" style={{ color: '#fff' }}>{hostBuildStamp()}</span>\n      <UserMenu />`,
      ),
  );
}

/** Builds one app of a changed copy of the workspace; returns its dist folder and a clean-up function. */
function buildInChangedCopy(app: string, change: (root: string) => void): { dist: string; cleanUp: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), `pads-changed-${app}-`));
  const cleanUp = () => rmSync(root, { recursive: true, force: true });
  try {
    copyWorkspace(root);
    change(root);
    const appDir = path.join(root, app);
    const rspackCli = createRequire(path.join(repoRoot, app, 'package.json')).resolve('@rspack/cli/package.json');
    const bin = path.join(path.dirname(rspackCli), 'bin/rspack.js');
    const build = spawnSync(process.execPath, [bin, 'build', '--mode', 'production'], {
      cwd: appDir,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`building the changed ${app} failed:\n${build.stdout}\n${build.stderr}`);
    return { dist: path.join(appDir, 'dist'), cleanUp };
  } catch (error) {
    cleanUp();
    throw error;
  }
}

/** remote-announcements built against a newer `@pads/shared`, with a new screen (see the top of this file). */
export const buildChangedRemote = () =>
  buildInChangedCopy('remote-announcements', (root) => {
    changeSharedLibrary(root);
    addScreen(root);
    addSearchProvider(root);
  });

/** Any app rebuilt against a `@pads/shared` with one new export (the cost of a second copy: scripts/second-copy.ts). */
export const buildWithNewSharedExport = (app: string) => buildInChangedCopy(app, changeSharedLibrary);

/** The host built with a minor `@pads/core` addition that its shell uses (see the top of this file). */
export const buildChangedHost = () =>
  buildInChangedCopy('host', (root) => {
    addCoreExport(root);
    stampShell(root);
  });

/** Does any app or the shared library already import `name` from antd? */
export function workspaceImportsFromAntd(name: string): boolean {
  const roots = readdirSync(repoRoot)
    .filter((dir) => ['host', 'shared', 'core'].includes(dir) || dir.startsWith('remote-'))
    .map((dir) => path.join(repoRoot, dir, 'src'))
    .filter(existsSync);
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
    );
  const pattern = new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'antd'`);
  return roots.flatMap(files).some((file) => pattern.test(readFileSync(file, 'utf8')));
}
