// The migrations' journal and drizzle-kit's snapshots stay one chain when branches that each add migrations are
// merged: renumbered by hand, two branches' first snapshots pointed at the same parent and drizzle-kit refused to
// generate ("pointing to a parent snapshot … which is a collision"), and Drizzle skips an entry whose `when` is not
// later than the last one applied.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const drizzleDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const journal = JSON.parse(readFileSync(path.join(drizzleDir, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

test('the journal lists every migration once, in order: idx counts up and `when` grows', () => {
  const sqlFiles = readdirSync(drizzleDir)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => name.replace(/\.sql$/, ''))
    .sort();
  expect(journal.entries.map((e) => e.tag)).toEqual(sqlFiles);
  expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
  const unordered = journal.entries.filter((e, i) => i > 0 && e.when <= journal.entries[i - 1]!.when);
  expect(unordered.map((e) => e.tag)).toEqual([]);
});

test('each snapshot follows the one before it (drizzle-kit generate needs one chain)', () => {
  const chain: { tag: string; id: string; prevId: string }[] = [];
  for (const { tag } of journal.entries) {
    const file = path.join(drizzleDir, `meta/${tag.slice(0, 4)}_snapshot.json`);
    // Hand-written migrations (functions, triggers, data) have no snapshot: the schema is unchanged by them.
    if (existsSync(file))
      chain.push({ tag, ...(JSON.parse(readFileSync(file, 'utf8')) as { id: string; prevId: string }) });
  }
  const broken = chain
    .filter((s, i) => i > 0 && s.prevId !== chain[i - 1]!.id)
    .map((s) => `${s.tag} follows ${s.prevId}`);
  expect(broken).toEqual([]);
  expect(new Set(chain.map((s) => s.id)).size).toBe(chain.length);
});
