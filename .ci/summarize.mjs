// Adds up what Jest and Playwright printed into the one closing line CI reads: "N passed, N failed".
// `pnpm -r` prefixes each line of a workspace package with "<package> test: ".
import fs from 'node:fs';

const [, , logFile, status] = process.argv;
const text = fs.readFileSync(logFile, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const line of text.split('\n')) {
  const jest = line.match(/(?:^|: )Tests:\s+(.*)total/);
  if (jest) {
    passed += Number(jest[1].match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(jest[1].match(/(\d+) failed/)?.[1] ?? 0);
    skipped += Number(jest[1].match(/(\d+) skipped/)?.[1] ?? 0);
    continue;
  }
  const pw = line.match(/^\s+(\d+) (passed|failed|skipped|flaky)\b/);
  if (pw && !line.includes('Test Suites')) {
    const n = Number(pw[1]);
    if (pw[2] === 'passed') passed += n;
    else if (pw[2] === 'skipped') skipped += n;
    else failed += n;
  }
}
if (status !== '0' && failed === 0) failed = 1; // a step failed before or outside the test runners
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
