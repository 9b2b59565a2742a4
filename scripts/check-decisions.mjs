// Keeps docs/decisions.md an honest index of docs/decisions/NNNN-*.md (run by `pnpm lint`): every record is
// linked from the index, and every link to a record, from the index or between records, names a file that exists.
// Record numbers are unique. Other files in the folder (a `new-*.md` awaiting its records) are not records.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const docs = resolve(dirname(fileURLToPath(import.meta.url)), '../docs');
const folder = join(docs, 'decisions');
const recordName = /^(\d{4})-[a-z0-9-]+\.md$/;
const records = readdirSync(folder).filter((name) => recordName.test(name));
const problems = new Set();

const byNumber = new Map();
for (const name of records) {
  const number = recordName.exec(name)[1];
  if (byNumber.has(number)) problems.add(`two records numbered ${number}: ${byNumber.get(number)}, ${name}`);
  byNumber.set(number, name);
}

/** Markdown link targets ending in .md, without any #anchor. */
const linksOf = (text) => [...text.matchAll(/\]\(([^)\s]+?\.md)(?:#[^)]*)?\)/g)].map((match) => match[1]);

const index = readFileSync(join(docs, 'decisions.md'), 'utf8');
const linked = new Set();
for (const target of linksOf(index)) {
  if (!target.startsWith('decisions/')) continue;
  linked.add(target.slice('decisions/'.length));
  if (!existsSync(join(docs, target))) problems.add(`docs/decisions.md links to ${target}, which does not exist`);
}
for (const name of records) {
  if (!linked.has(name)) problems.add(`docs/decisions/${name} is not linked from docs/decisions.md`);
  for (const target of linksOf(readFileSync(join(folder, name), 'utf8'))) {
    if (!existsSync(resolve(folder, target)))
      problems.add(`docs/decisions/${name} links to ${target}, which does not exist`);
  }
}

if (problems.size > 0) {
  console.error(`check-decisions: ${problems.size} problem(s)\n${[...problems].map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`check-decisions: ${records.length} records, all linked from docs/decisions.md, no broken links`);
