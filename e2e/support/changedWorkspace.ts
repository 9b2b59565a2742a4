// A throw-away copy of the workspace in which `@pads/shared` has moved on since the host was built: a new
// exported component, and a remote-announcements screen that uses it together with an antd component no
// other app imports. Only that remote is rebuilt; the host's build stays the one made from the checkout.
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
  const routes = path.join(app, 'routes.tsx');
  const source = readFileSync(routes, 'utf8');
  if (!/const routes\b/.test(source))
    throw new Error('remote-announcements/src/routes.tsx no longer declares `const routes`');
  appendFileSync(
    routes,
    `
import IndependentDeployPage from './features/independent-deploy/IndependentDeployPage';
routes.push({ path: '${NEW_SCREEN_PATH.replace('/dashboard/', '')}', element: <IndependentDeployPage /> });
`,
  );
}

/** Builds remote-announcements from the changed copy; returns its dist folder and a clean-up function. */
export function buildChangedRemote(): { dist: string; cleanUp: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'pads-changed-shared-'));
  const cleanUp = () => rmSync(root, { recursive: true, force: true });
  try {
    copyWorkspace(root);
    changeSharedLibrary(root);
    addScreen(root);
    const remoteDir = path.join(root, 'remote-announcements');
    const rspackCli = createRequire(path.join(repoRoot, 'remote-announcements/package.json')).resolve(
      '@rspack/cli/package.json',
    );
    const bin = path.join(path.dirname(rspackCli), 'bin/rspack.js');
    const build = spawnSync(process.execPath, [bin, 'build', '--mode', 'production'], {
      cwd: remoteDir,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`building the changed remote failed:\n${build.stdout}\n${build.stderr}`);
    return { dist: path.join(remoteDir, 'dist'), cleanUp };
  } catch (error) {
    cleanUp();
    throw error;
  }
}

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
