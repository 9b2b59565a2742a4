// The ONE map of Module Federation shared modules, used by the host and every remote (docs/sharing.md).
// requiredVersion comes from the installed package.json: MF would otherwise copy the
// `catalog:` / `workspace:*` specifiers literally and warn about them at runtime.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedPackageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspaceDir = path.resolve(sharedPackageDir, '..');
const corePackageDir = path.join(workspaceDir, 'core');

/** Package whose version a (sub-path) request is checked against. */
const singletonRequests = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react/jsx-dev-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router-dom': 'react-router-dom',
  antd: 'antd',
  '@ant-design/icons': '@ant-design/icons',
  '@tanstack/react-query': '@tanstack/react-query',
  zustand: 'zustand',
  axios: 'axios',
  dayjs: 'dayjs',
  // One instance per page: session, API client, runtime config, notifications. Its version changes only
  // with its contract; a remote accepts any host core of the same major version.
  '@pads/core': '@pads/core',
};

export function installedVersion(packageName, appDir = sharedPackageDir) {
  if (packageName === '@pads/core') return readJson(path.join(corePackageDir, 'package.json')).version;
  for (const dir of [appDir, sharedPackageDir]) {
    const file = path.join(dir, 'node_modules', packageName, 'package.json');
    if (existsSync(file)) return readJson(file).version;
  }
  throw new Error(`shared-deps: ${packageName} is not installed for ${appDir}`);
}

/**
 * @param {string} appDir
 * @param {{ treeShake?: boolean }} options  tree-shake antd and the icons (production builds);
 *   dev servers keep them whole, since an import added while one runs would be missing.
 */
export function sharedDeps(appDir, { treeShake = false } = {}) {
  return Object.fromEntries([
    ...Object.entries(singletonRequests).map(([request, packageName]) => {
      const version = installedVersion(packageName, appDir);
      const requiredVersion = packageName === '@pads/core' ? `^${version.split('.')[0]}` : `^${version}`;
      const config = { singleton: true, requiredVersion, version };
      const usedExports = treeShake && TREE_SHAKEN.includes(request) ? usedExportsOf(request) : undefined;
      if (usedExports) config.treeShaking = { mode: 'runtime-infer', usedExports };
      return [request, config];
    }),
    ['@pads/shared', sharedLibraryConfig()],
  ]);
}

// The library (list UI, maps, forms, helpers) is not a singleton: its version is a hash of what is built
// into it, required exactly. Containers built from the same library share one copy; a remote built from
// a newer one runs its own, next to the host's. Anything that must exist once lives in @pads/core.
function sharedLibraryConfig() {
  const version = sharedLibraryVersion();
  return { singleton: false, requiredVersion: version, version };
}

/** `<package.json version>-c<hash>` over the library's sources and the code bundled into it. */
export function sharedLibraryVersion() {
  const hash = createHash('sha256');
  for (const dir of [sharedPackageDir, path.join(workspaceDir, 'contracts')]) {
    const pkg = readJson(path.join(dir, 'package.json'));
    hash.update(JSON.stringify(pkg));
    // Bundled npm dependencies (formik, yup, leaflet, ...): an upgrade changes the library too.
    for (const dependency of Object.keys(pkg.dependencies ?? {}).sort()) {
      if (dependency.startsWith('@pads/')) continue;
      hash.update(`${dependency}@${installedVersion(dependency, dir)}`);
    }
    for (const file of sourceFiles(path.join(dir, 'src')).sort()) {
      hash.update(path.relative(workspaceDir, file));
      hash.update(readFileSync(file));
    }
  }
  const base = readJson(path.join(sharedPackageDir, 'package.json')).version;
  return `${base}-c${hash.digest('hex').slice(0, 12)}`;
}

// Shared whole, antd + the icon set are ~610 KB gz of the host start (~330 KB tree-shaken). They are shipped
// tree-shaken to the union of what every app of the workspace imports, generated from
// the sources at build time (never hand-written, or a new import would be missing).
export const TREE_SHAKEN = ['antd', '@ant-design/icons'];
const SOURCE_ROOTS = () =>
  readdirSync(workspaceDir)
    .filter((name) => ['host', 'shared', 'core'].includes(name) || name.startsWith('remote-'))
    .map((name) => path.join(workspaceDir, name, 'src'))
    .filter(existsSync);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(tsx?|jsx?|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

/** Named value imports of `request` across the workspace, or undefined if any import takes the whole module. */
export function usedExportsOf(request) {
  const escaped = request.replace(/[/.+*?^$()[\]{}|\\-]/g, '\\$&');
  const importFrom = new RegExp(`import\\s+([^'";]*?)\\s+from\\s+['"]${escaped}['"]`, 'g');
  const used = new Set();
  for (const file of SOURCE_ROOTS().flatMap(sourceFiles)) {
    for (const [, clause] of readFileSync(file, 'utf8').matchAll(importFrom)) {
      if (/^type\s/.test(clause)) continue;
      const named = /\{([^}]*)\}/.exec(clause);
      const outside = clause
        .replace(/\{[^}]*\}/, '')
        .replace(/,/g, '')
        .trim();
      if (outside) return undefined; // default or namespace import: keep the whole module
      for (const part of named ? named[1].split(',') : []) {
        const name = part.trim();
        if (!name || name.startsWith('type ')) continue;
        used.add(name.split(/\s+as\s+/)[0].trim());
      }
    }
  }
  return [...used].sort();
}

export const shareStrategy = 'loaded-first';

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
