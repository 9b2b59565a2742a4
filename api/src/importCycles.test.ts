// No import cycle in the API, type-only imports included (issue 37, "layers one way"). Lint's import-x/no-cycle
// skips `import type` edges by design and has no option to count them; a cycle of types still ties two layers
// together (db/ once imported its transaction type from domain/). This reads each file's imports with the
// TypeScript parser's own pre-processor (no type checking: a few hundred files in well under a second).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

/** The files of the API a file imports (values, types and `import('…')` types alike). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .filter(({ fileName }) => fileName.startsWith('.'))
    .map(({ fileName }) => path.resolve(path.dirname(file), fileName).replace(/\.js$/, '.ts'))
    .map((target) => (existsSync(target) ? target : target.replace(/\.ts$/, '/index.ts')))
    .filter((target) => existsSync(target));
}

/** The strongly connected groups of more than one file (Tarjan): each is at least one cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(path.relative(root, w));
    } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the API imports', () => {
  const graph = new Map(sourceFiles(root).map((file) => [file, importsOf(file)]));

  it('are read (the walk finds the layers and their imports)', () => {
    const db = path.join(root, 'db', 'schema.ts');
    expect(graph.get(db)).toContain(path.join(root, 'db', 'core.schema.ts'));
  });

  it('form no cycle, type-only imports included', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('a cycle would be found', () => {
    const a = path.join(root, 'a.ts');
    const b = path.join(root, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });
});
