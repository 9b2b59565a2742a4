// `pnpm --filter @pads/api build`: the API as JavaScript for `node`, in dist/server.js (and its source map).
// esbuild bundles the API's own TypeScript and the workspace packages it imports as TypeScript source
// (@pads/contracts, whose files import each other with .ts extensions, which neither node nor tsc's output
// resolves); every npm package stays an import of node_modules, as installed by `pnpm deploy --prod`
// (native addons, packages that read their own files at run time). The build fails when the bundle imports a
// package that is not one of the API's production dependencies: the deployed folder would not have it.
// Why esbuild, not tsc or tsup: docs/decisions/0118-api-artifact-esbuild-bundle.md.
import { build } from 'esbuild';
import { builtinModules } from 'node:module';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const apiRoot = import.meta.dirname;
const manifest = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));
const production = new Set(Object.keys(manifest.dependencies));
const builtins = new Set(builtinModules);

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Bare imports stay imports, except the workspace's own packages, which are bundled. */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith('@pads/') ? undefined : { path: specifier, external: true },
    );
  },
};

// The module folders the app mounts (src/app.ts, loadModules): it reads them from src/ when it runs from source.
const moduleFolders = readdirSync(path.join(apiRoot, 'src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

rmSync(path.join(apiRoot, 'dist'), { recursive: true, force: true });
const result = await build({
  absWorkingDir: apiRoot,
  entryPoints: { server: 'src/server.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  // Class and function names as written: Fastify names plugins after their functions in its errors.
  keepNames: true,
  plugins: [nodeModulesExternal],
  define: { __API_MODULE_FOLDERS__: JSON.stringify(moduleFolders) },
  metafile: true,
  logLevel: 'warning',
});

const missing = new Set();
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path: specifier, external } of output.imports) {
    if (!external) continue;
    const name = specifier.replace(/^node:/, '');
    if (builtins.has(name) || builtins.has(packageOf(name))) continue;
    if (!production.has(packageOf(specifier))) missing.add(packageOf(specifier));
  }
}
if (missing.size) {
  console.error(
    `api build: the bundle imports ${[...missing].join(', ')}, not among the API's dependencies in package.json ` +
      '(a workspace package bundled into it needs them at run time): add them there.',
  );
  process.exit(1);
}
const bytes = Object.entries(result.metafile.outputs).find(([file]) => file.endsWith('.js'))[1].bytes;
console.log(`api build: dist/server.js (${(bytes / 1024).toFixed(0)} KiB)`);
