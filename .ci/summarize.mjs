// Reads CI's timestamped log (timestamps.mjs: "<seconds>\t<line>") and prints where the minutes went, stage by
// stage, then the one closing line CI reads: "tests: N passed, N failed".
// Stages are found by the "$ <script>" line pnpm prints when it runs one of the scripts below; `pnpm test` runs
// its lanes side by side through concurrently, which prefixes each line with "[<lane>] ".
import fs from 'node:fs';
import path from 'node:path';

const [, , logFile, status] = process.argv;
const root = path.resolve(import.meta.dirname, '..');
const scripts = (dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')).scripts;
const rootScripts = scripts('.');

/** Stage name → the command line pnpm echoes when the stage starts. */
const STAGES = [
  ['browsers (apt)', rootScripts['setup:browsers']],
  ['lint + prettier', rootScripts.lint],
  ['typecheck', rootScripts.typecheck],
  ['unit tests (jest)', rootScripts['test:unit']],
  ['API tests (jest + PostgreSQL)', scripts('api').test],
  ['production builds', rootScripts.build],
  ['e2e (Playwright)', scripts('e2e').test],
];

const lines = fs
  .readFileSync(logFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((raw) => {
    const tab = raw.indexOf('\t');
    const text = raw.slice(tab + 1).replace(/\x1b\[[0-9;]*m/g, '');
    const lane = /^\[([\w-]+)\] /.exec(text);
    return { at: Number(raw.slice(0, tab)), lane: lane?.[1] ?? '', text: lane ? text.slice(lane[0].length) : text };
  });
const end = lines.at(-1)?.at ?? 0;

// Each stage runs from its "$ <script>" line to the next script pnpm starts in the same lane, or to the lane's end.
const starts = [];
for (const [index, line] of lines.entries()) {
  const stage = STAGES.find(([, command]) => line.text === `$ ${command}`);
  if (stage && !starts.some((s) => s.name === stage[0])) starts.push({ name: stage[0], lane: line.lane, index });
}
const stageEnd = ({ lane, index }) => {
  const next = lines.slice(index + 1).find((l) => l.lane === lane && l.text.startsWith('$ '));
  return next?.at ?? Math.max(...lines.filter((l) => l.lane === lane).map((l) => l.at));
};
const rows = [];
rows.push(['install (pnpm, dependencies)', starts.length ? lines[starts[0].index].at : end]);
for (const stage of starts) {
  const name = stage.lane ? `${stage.name} [${stage.lane}]` : stage.name;
  rows.push([name, stageEnd(stage) - lines[stage.index].at]);
}
rows.push(['total (wall clock)', end]);
// `times` (in .ci/run): the CPU time the command's processes used, user and system, as "1m2.5s 0m3.1s".
const cpuLine = lines.findIndex((l) => l.text.startsWith('cpu times'));
if (cpuLine >= 0) {
  const seconds = (text) =>
    [...text.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, m, s]) => sum + Number(m) * 60 + Number(s), 0);
  rows.push(['CPU time of all processes (user + system)', seconds(lines[cpuLine + 2]?.text ?? '')]);
}
const width = Math.max(...rows.map(([name]) => name.length));
console.log('\nstage'.padEnd(width + 1) + '  seconds');
for (const [name, seconds] of rows) console.log(`${name.padEnd(width)}  ${seconds.toFixed(0).padStart(7)}`);
const lanes = [...new Set(starts.map((s) => s.lane).filter(Boolean))];
if (lanes.length > 1) console.log(`(lanes ${lanes.join(', ')} run side by side)`);

// Adds up what Jest and Playwright printed.
let passed = 0;
let failed = 0;
let skipped = 0;
for (const { text } of lines) {
  const jest = text.match(/(?:^|: )Tests:\s+(.*)total/);
  if (jest) {
    passed += Number(jest[1].match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(jest[1].match(/(\d+) failed/)?.[1] ?? 0);
    skipped += Number(jest[1].match(/(\d+) skipped/)?.[1] ?? 0);
    continue;
  }
  const pw = text.match(/^\s+(\d+) (passed|failed|skipped|flaky|did not run)\b/);
  if (pw && !text.includes('Test Suites')) {
    const n = Number(pw[1]);
    if (pw[2] === 'passed') passed += n;
    else if (pw[2] === 'skipped') skipped += n;
    else failed += n;
  }
}
if (status !== '0' && failed === 0) failed = 1; // a step failed before or outside the test runners
if (failed) console.log('Failed e2e tests leave their report, traces and screenshots in e2e/artifacts/.');
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
