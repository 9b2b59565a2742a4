// Reads CI's timestamped log (timestamps.mjs: "<seconds>\t<line>") and prints where the minutes went, stage by
// stage, then the one closing line CI reads: "tests: N passed, N failed".
// The stages are the ones .ci/stages.mjs runs (`pnpm test`): it prints one "::stage {json}" line for each, with its
// wall time, the CPU time of its processes and the I/O wait while it ran; lines of a stage are prefixed "[<stage>] ".
import fs from 'node:fs';

const [, , logFile, status] = process.argv;

const lines = fs
  .readFileSync(logFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((raw) => {
    const tab = raw.indexOf('\t');
    const text = raw.slice(tab + 1).replace(/\x1b\[[0-9;]*m/g, '');
    const stage = /^\[([\w-]+)\] /.exec(text);
    return { at: Number(raw.slice(0, tab)), staged: !!stage, text: stage ? text.slice(stage[0].length) : text };
  });
const end = lines.at(-1)?.at ?? 0;
const stages = lines.filter((l) => l.text.startsWith('::stage ')).map((l) => JSON.parse(l.text.slice(8)));
// The first stage's command line ("[lint] $ pnpm lint"): everything before it is the install.
const firstStage = lines.find((l) => l.staged && l.text.startsWith('$ '));

const rows = [['install (pnpm, dependencies, browsers)', firstStage?.at ?? end, NaN, NaN]];
for (const s of stages) rows.push([s.skipped ? `${s.name} (not run)` : s.name, s.wall, s.cpu, s.ioWait]);
rows.push(['total (wall clock)', end, NaN, NaN]);
// `times` (in .ci/run): the CPU time the whole command's processes used, user and system, as "1m2.5s 0m3.1s".
const cpuLine = lines.findIndex((l) => l.text.startsWith('cpu times'));
if (cpuLine >= 0) {
  const seconds = (text) =>
    [...text.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, m, s]) => sum + Number(m) * 60 + Number(s), 0);
  rows.push(['CPU time of all processes (user + system)', seconds(lines[cpuLine + 2]?.text ?? ''), NaN, NaN]);
}
const cell = (n) => (Number.isFinite(n) ? n.toFixed(0) : '').padStart(8);
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\n${'stage'.padEnd(width)}  seconds   cpu s  iowait s`);
for (const [name, wall, cpu, io] of rows) console.log(`${name.padEnd(width)}  ${cell(wall)}${cell(cpu)}${cell(io)}`);

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
