// `pnpm test`: every check and suite of the repository, stage by stage, with what each stage cost.
//
// The stages that only use the CPU and watch no clock (lint, type checks, the production builds) run side by side
// first. Each test stage then has the machine to itself: on 2 cores, Playwright workers and Jest workers running
// side by side slowed each other until tests that pass alone timed out (issue 40; README, "CI", has the figures).
//
// Each stage's line shows its wall time, the CPU time of its processes (user + system, `times` of its shell) and
// the time the machine's CPUs waited on I/O while it ran (/proc/stat). Afterwards, the costliest test files of each
// Jest runner (CPU of the worker, .ci/jest-file-cost.cjs) and the slowest Playwright tests are listed, so a test
// that grew heavy shows in every run. One `::stage {json}` line per stage is for .ci/summarize.mjs.
//   pnpm test                       every stage
//   pnpm test lint unit             only those stages (in their phases' order)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(import.meta.dirname, '..');

/** name → command (run with bash in the repository's root). */
const STAGES = {
  lint: 'pnpm lint',
  typecheck: 'pnpm typecheck',
  build: 'pnpm build',
  unit: 'pnpm test:unit',
  api: 'pnpm test:api',
  e2e: 'pnpm --filter @pads/e2e test',
  // The deployable artifacts on PostgreSQL 15 behind PgBouncer, two API instances behind HAProxy, S3 and SMTP: the
  // @smoke suite while an instance is killed (ops/prod-stack.sh). The apps' builds are the build stage's.
  prod: 'PROD_STACK_REUSE_APP_BUILDS=1 pnpm test:prod',
};
/**
 * Plans: phases run one after another; a phase's lanes run side by side; a lane's stages one after another.
 * `phases` is CI's. `lanes` is what CI did before issue 40 (the checks in one lane, build and e2e in the other),
 * kept to measure against (CI_PLAN=lanes); README, "CI", has the figures.
 */
const PLANS = {
  phases: [[['lint'], ['typecheck'], ['build']], [['unit']], [['api']], [['e2e']], [['prod']]],
  lanes: [
    [
      ['lint', 'typecheck', 'unit', 'api'],
      ['build', 'e2e'],
    ],
    [['prod']],
  ],
};
const plan = PLANS[process.env.CI_PLAN ?? 'phases'];
if (!plan) {
  console.error(`unknown CI_PLAN ${process.env.CI_PLAN}; plans: ${Object.keys(PLANS).join(', ')}`);
  process.exit(2);
}
/** A stage that cannot run when another failed: the suites test the builds. */
const NEEDS = { e2e: 'build', prod: 'build' };

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in STAGES));
if (unknown.length) {
  console.error(`unknown stage ${unknown.join(', ')}; stages: ${Object.keys(STAGES).join(', ')}`);
  process.exit(2);
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pads-stages-'));
const results = new Map();

/** Seconds the machine's CPUs have waited on I/O since boot (/proc/stat counts in USER_HZ, 100 a second). */
function ioWaitSeconds() {
  try {
    const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    return Number(cpu[5]) / 100;
  } catch {
    return NaN; // no /proc (macOS): not measured
  }
}

/** Bash's `times`: "0m1.5s 0m0.2s" for the shell, then the same for its children. */
const cpuOfTimes = (text) =>
  [...(text.trim().split('\n')[1] ?? '').matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, m, s]) => sum + Number(m) * 60 + Number(s),
    0,
  );

function runStage(name) {
  const needed = NEEDS[name];
  if (needed && results.get(needed)?.status !== 0 && results.has(needed)) {
    console.log(`[${name}] not run: ${needed} failed`);
    results.set(name, { name, status: 1, wall: 0, cpu: 0, ioWait: 0, skipped: true });
    return Promise.resolve();
  }
  const timesFile = path.join(work, `${name}.times`);
  const costs = path.join(work, `${name}.costs.jsonl`);
  const started = Date.now();
  const ioStart = ioWaitSeconds();
  const child = spawn('bash', ['-c', `${STAGES[name]}; status=$?; times > '${timesFile}'; exit $status`], {
    cwd: root,
    env: { ...process.env, JEST_FILE_COSTS: costs, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  console.log(`[${name}] $ ${STAGES[name]}`);
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const result = {
        name,
        status: code ?? 1,
        wall: (Date.now() - started) / 1000,
        cpu: fs.existsSync(timesFile) ? cpuOfTimes(fs.readFileSync(timesFile, 'utf8')) : NaN,
        ioWait: ioWaitSeconds() - ioStart,
        costs,
      };
      results.set(name, result);
      console.log(`::stage ${JSON.stringify({ ...result, costs: undefined })}`);
      resolve();
    });
  });
}

const ciStarted = Date.now();
for (const lanes of plan) {
  await Promise.all(
    lanes.map(async (lane) => {
      for (const name of lane.filter((stage) => !wanted.length || wanted.includes(stage))) await runStage(name);
    }),
  );
}

const seconds = (n) => (Number.isFinite(n) ? n.toFixed(0).padStart(6) : '     —');
const TOP = 20;

/** The costliest files of one Jest stage, by the CPU its worker spent on each. */
function jestCosts({ name, costs }) {
  if (!costs || !fs.existsSync(costs)) return;
  const files = fs
    .readFileSync(costs, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .sort((a, b) => b.cpu - a.cpu);
  const total = files.reduce((sum, f) => sum + f.cpu, 0);
  console.log(`\n${name}: the ${Math.min(TOP, files.length)} costliest of ${files.length} test files`);
  console.log(`  (CPU of the Jest worker, all files ${total.toFixed(0)} s; wall includes waiting)`);
  console.log('   cpu s  wall s  file');
  for (const f of files.slice(0, TOP))
    console.log(`  ${f.cpu.toFixed(1).padStart(6)}  ${f.wall.toFixed(1).padStart(6)}  ${path.relative(root, f.file)}`);
}

/** The slowest Playwright tests, from its JSON report (e2e/playwright.config.ts). */
function playwrightCosts() {
  const report = path.join(root, 'e2e/artifacts/results.json');
  if (!results.has('e2e') || !fs.existsSync(report)) return;
  const tests = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const run of test.results ?? [])
          tests.push({ title: `${file ?? suite.file}:${spec.line} ${spec.title}`, seconds: run.duration / 1000 });
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of JSON.parse(fs.readFileSync(report, 'utf8')).suites ?? []) walk(suite);
  tests.sort((a, b) => b.seconds - a.seconds);
  const total = tests.reduce((sum, t) => sum + t.seconds, 0);
  console.log(`\ne2e: the ${Math.min(TOP, tests.length)} slowest of ${tests.length} tests (all ${total.toFixed(0)} s)`);
  for (const t of tests.slice(0, TOP)) console.log(`  ${t.seconds.toFixed(1).padStart(6)}  ${t.title}`);
}

for (const result of results.values()) jestCosts(result);
playwrightCosts();

console.log('\nstage        wall s   cpu s  iowait s  result');
for (const r of results.values())
  console.log(
    `${r.name.padEnd(11)} ${seconds(r.wall)}  ${seconds(r.cpu)}  ${seconds(r.ioWait)}    ${r.skipped ? 'not run' : r.status === 0 ? 'passed' : 'FAILED'}`,
  );
console.log(`all         ${seconds((Date.now() - ciStarted) / 1000)}`);
fs.rmSync(work, { recursive: true, force: true });
process.exit([...results.values()].some((r) => r.status !== 0) ? 1 : 0);
