/**
 * @jest-environment node
 */
// The charts library stays out of the remote's first-load JS and out of the pages without a chart (issue 17:
// "loaded only with the report pages that use them"). What a bundler puts in a chunk is what its root reaches
// through static imports; a dynamic import() starts an async chunk. This walks the source's import graph
// from the exposed module (rspack.config.mjs exposes './routes') and the standalone bootstrap, into the
// workspace packages, and fails naming the import chain that would pull recharts into the first load or
// into any lazily loaded page other than the charts module. No build needed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const appDir = path.resolve(__dirname, '..');
const workspaceDir = path.resolve(appDir, '..');
const ENTRIES = ['src/routes.tsx', 'src/bootstrap.tsx'].map((f) => path.join(appDir, f));
const CHART_PACKAGES = ['recharts'];
/** The one module that may import the chart library, itself loaded with import() by ReportChart.tsx. */
const CHARTS_MODULE = path.join(appDir, 'src/features/reports/aggregate/charts/ReportCharts.tsx');

interface Imports {
  static: string[];
  dynamic: string[];
}

/** The module specifiers a file imports at run time: static ones (type-only left out) and import() calls. */
function importsOf(file: string): Imports {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Imports = { static: [], dynamic: [] };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.static.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.static.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.dynamic.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const asFile = (base: string) =>
  [base, ...EXTENSIONS.map((e) => base + e)].find((f) => existsSync(f) && /\.tsx?$/.test(f));

/** A file of ours (this app or a workspace package, by its exports: '.' → src/index.ts, './*' → src/*), or a package name. */
function resolve(specifier: string, from: string): { file: string } | { pkg: string } | null {
  if (specifier.startsWith('.')) {
    const file = asFile(path.resolve(path.dirname(from), specifier));
    return file ? { file } : null;
  }
  const workspace = /^@pads\/([^/]+)(?:\/(.*))?$/.exec(specifier);
  if (workspace) {
    const file = asFile(path.join(workspaceDir, workspace[1]!, 'src', workspace[2] ?? 'index'));
    return file ? { file } : null;
  }
  if (/\.(css|less|json|svg|png)$/.test(specifier)) return null;
  const parts = specifier.split('/');
  return { pkg: specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]! };
}

/** Everything the entries reach (static imports only, or dynamic ones too): files and packages, with who imported each. */
function reach(entries: string[], followDynamic: boolean) {
  const importer = new Map<string, string | null>(entries.map((e) => [e, null]));
  const packages = new Map<string, string>();
  /** The files import() loads: each starts an async chunk. */
  const chunkRoots = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    const { static: stat, dynamic } = importsOf(file);
    if (followDynamic)
      for (const specifier of dynamic) {
        const target = resolve(specifier, file);
        if (target && 'file' in target) chunkRoots.add(target.file);
      }
    for (const specifier of followDynamic ? [...stat, ...dynamic] : stat) {
      const target = resolve(specifier, file);
      if (!target) continue;
      if ('pkg' in target) {
        if (!packages.has(target.pkg)) packages.set(target.pkg, file);
      } else if (!importer.has(target.file)) {
        importer.set(target.file, file);
        queue.push(target.file);
      }
    }
  }
  /** The import chain from an entry to the file that imports `pkg`. */
  const chainTo = (pkg: string) => {
    const chain = [pkg];
    for (let file: string | null | undefined = packages.get(pkg); file; file = importer.get(file))
      chain.unshift(path.relative(workspaceDir, file));
    return chain.join(' → ');
  };
  return { files: importer, packages, chunkRoots, chainTo };
}

test('the first load (static imports of the exposed routes and the bootstrap) never reaches the chart library', () => {
  const firstLoad = reach(ENTRIES, false);
  // The walk is real: it went through the report pages' shared code and into @pads/shared.
  expect(firstLoad.files.size).toBeGreaterThan(10);
  expect([...firstLoad.files.keys()].some((f) => f.startsWith(path.join(workspaceDir, 'shared', 'src')))).toBe(true);
  const charts = CHART_PACKAGES.filter((p) => firstLoad.packages.has(p)).map(firstLoad.chainTo);
  expect(charts).toEqual([]);
});

test('no lazily loaded page but the charts module reaches the chart library by static imports', () => {
  const roots = [...reach(ENTRIES, true).chunkRoots];
  // The pages themselves are lazy (the index, the aggregate and generic report pages, campaigns).
  expect(roots.length).toBeGreaterThan(4);
  expect(roots).toContain(CHARTS_MODULE);
  const leaks = roots
    .filter((root) => root !== CHARTS_MODULE)
    .flatMap((root) => {
      const chunk = reach([root], false);
      return CHART_PACKAGES.filter((p) => chunk.packages.has(p)).map(chunk.chainTo);
    });
  expect(leaks).toEqual([]);
});

test('the chart library is still reached, through a dynamic import (the check would see it if it moved)', () => {
  expect(reach([CHARTS_MODULE], false).packages.has('recharts')).toBe(true);
  expect(reach(ENTRIES, true).packages.has('recharts')).toBe(true);
});
