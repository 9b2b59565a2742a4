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
  '@tanstack/react-query': '@tanstack/react-query',
  zustand: 'zustand',
  axios: 'axios',
  dayjs: 'dayjs',
  // One instance per page: session, API client, runtime config, notifications. Its version changes only
  // with its contract; a remote accepts any host core of the same major version.
  '@pads/core': '@pads/core',
  // One formik: the apps' <Formik> and the shared bound fields (useField) must read the same context.
  formik: 'formik',
};

/**
 * Heavy, stateless libraries that @pads/shared bundles, shared by their own version (not singletons): a
 * remote whose @pads/shared copy differs from the host's still takes the host's leaflet, basemap and yup
 * when it was built with the same versions of them (docs/sharing.md, "A second copy"). Deep requests (the
 * basemap's data) are checked against their package's version.
 */
const libraryRequests = {
  leaflet: 'leaflet',
  'react-leaflet': 'react-leaflet',
  'topojson-client': 'topojson-client',
  'world-atlas/countries-50m.json': 'world-atlas',
  yup: 'yup',
  // The phone rule's library (@pads/contracts/phone.ts), loaded with the screens that edit phones.
  'libphonenumber-js/min': 'libphonenumber-js',
  '@vis.gl/react-google-maps': '@vis.gl/react-google-maps',
  '@googlemaps/markerclusterer': '@googlemaps/markerclusterer',
};

/**
 * @pads/shared's dependencies that are deliberately not shared modules, with the reason. Every other dependency
 * must be a singleton or a library shared by version: a new one fails the build (checkLibraryDependencies)
 * rather than being downloaded again by every second copy of the library.
 */
const NOT_SHARED = {
  '@ant-design/icons': 'stateless and small per icon: each app bundles, tree-shaken, the icons it imports',
  '@pads/contracts': "part of the library: in its version's hash",
};

function checkLibraryDependencies() {
  const shared = new Set([...Object.values(singletonRequests), ...Object.values(libraryRequests)]);
  const { dependencies = {} } = readJson(path.join(sharedPackageDir, 'package.json'));
  const unplaced = Object.keys(dependencies).filter((name) => !shared.has(name) && !(name in NOT_SHARED));
  if (unplaced.length > 0)
    throw new Error(
      `shared-deps: @pads/shared depends on ${unplaced.join(', ')}: share it (singletonRequests, or libraryRequests ` +
        'by version) or list it in NOT_SHARED with the reason (docs/sharing.md, "A second copy")',
    );
}

export function installedVersion(packageName, appDir = sharedPackageDir) {
  if (packageName === '@pads/core') return readJson(path.join(corePackageDir, 'package.json')).version;
  for (const dir of [appDir, sharedPackageDir]) {
    const file = path.join(dir, 'node_modules', packageName, 'package.json');
    if (existsSync(file)) return readJson(file).version;
  }
  throw new Error(`shared-deps: ${packageName} is not installed for ${appDir}`);
}

/**
 * antd is shared whole, not tree-shaken: a tree-shaken singleton gives every container the host's copy, so
 * an antd export only a later remote imports would be undefined (docs/sharing.md). The login screen does
 * not wait for it (host/src/start). @ant-design/icons is not shared: icons hold no state, so each app
 * bundles only the icons it imports (antd's own icons come inside the shared antd).
 * @param {string} appDir
 */
export function sharedDeps(appDir) {
  checkLibraryDependencies();
  return Object.fromEntries([
    ...Object.entries(singletonRequests).map(([request, packageName]) => {
      const version = installedVersion(packageName, appDir);
      const requiredVersion = packageName === '@pads/core' ? `^${version.split('.')[0]}` : `^${version}`;
      return [request, { singleton: true, requiredVersion, version }];
    }),
    ...Object.entries(libraryRequests).map(([request, packageName]) => {
      const version = installedVersion(packageName, appDir);
      return [request, { singleton: false, requiredVersion: `^${version}`, version }];
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

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(tsx?|jsx?|mjs)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

export const shareStrategy = 'loaded-first';

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
