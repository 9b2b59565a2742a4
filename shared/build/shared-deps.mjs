// The ONE map of Module Federation shared singletons, used by the host and every remote.
// requiredVersion comes from the installed package.json: MF would otherwise copy the
// `catalog:` / `workspace:*` specifiers literally and warn about them at runtime.
import { existsSync, readFileSync } from 'node:fs';
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

export function sharedDeps(appDir) {
  return Object.fromEntries(
    Object.entries(singletonRequests).map(([request, packageName]) => {
      const version = installedVersion(packageName, appDir);
      return [request, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}

export const shareStrategy = 'loaded-first';

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
