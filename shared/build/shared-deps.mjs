// The ONE map of Module Federation shared singletons, used by the host and every remote.
// requiredVersion comes from the installed package.json: MF would otherwise copy the
// `catalog:` / `workspace:*` specifiers literally and warn about them at runtime.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedPackageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
  // One formik: the apps' <Formik> and the shared bound fields (useField) must read the same context.
  formik: 'formik',
  '@pads/shared': '@pads/shared',
};

export function installedVersion(packageName, appDir = sharedPackageDir) {
  if (packageName === '@pads/shared') return readJson(path.join(sharedPackageDir, 'package.json')).version;
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
  return Object.fromEntries(
    Object.entries(singletonRequests).map(([request, packageName]) => {
      const version = installedVersion(packageName, appDir);
      const config = { singleton: true, requiredVersion: `^${version}`, version };
      const usedExports = treeShake && TREE_SHAKEN.includes(request) ? usedExportsOf(request) : undefined;
      if (usedExports) config.treeShaking = { mode: 'runtime-infer', usedExports };
      return [request, config];
    }),
  );
}

// Shared whole, antd + the icon set are ~610 KB gz of the host start (~330 KB tree-shaken). They are shipped
// tree-shaken to the union of what every app of the workspace imports, generated from
// the sources at build time (never hand-written, or a new import would be missing).
const TREE_SHAKEN = ['antd', '@ant-design/icons'];
const workspaceDir = path.resolve(sharedPackageDir, '..');
const SOURCE_ROOTS = () =>
  readdirSync(workspaceDir)
    .filter((name) => name === 'host' || name === 'shared' || name.startsWith('remote-'))
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
