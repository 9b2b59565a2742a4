// How long the API takes from its process starting to its readiness probe answering 200: the deployed folder
// started with `node` against the workspace's `tsx src/server.ts`, on the same database, runs alternating so that
// both see the same machine load. Prints each run and the medians.
//   DATABASE_URL=postgres://… node ops/start-time.mjs <deployed api folder> [runs=7] [port=20199]
// The database should be migrated already (each start then finds nothing to apply), so both do the same work.
import { spawn } from 'node:child_process';
import path from 'node:path';

const [deployed, runsArg = '7', portArg = '20199'] = process.argv.slice(2);
if (!deployed || !process.env.DATABASE_URL) {
  console.error('usage: DATABASE_URL=… node ops/start-time.mjs <deployed api folder> [runs] [port]');
  process.exit(2);
}
const runs = Number(runsArg);
const port = Number(portArg);
const apiDir = path.resolve(import.meta.dirname, '../api');

const variants = [
  {
    name: 'node --enable-source-maps dist/server.js (deployed)',
    cwd: path.resolve(deployed),
    command: process.execPath,
    args: ['--enable-source-maps', 'dist/server.js'],
  },
  {
    name: 'node dist/server.js (deployed, no source maps)',
    cwd: path.resolve(deployed),
    command: process.execPath,
    args: ['dist/server.js'],
  },
  {
    name: 'tsx src/server.ts (workspace)',
    cwd: apiDir,
    command: path.join(apiDir, 'node_modules/.bin/tsx'),
    args: ['src/server.ts'],
  },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from spawn to the first 200 of GET /api/health/ready; the process is stopped afterwards. */
async function startOnce({ cwd, command, args }) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_ON_START: 'false' };
  const started = performance.now();
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (const deadline = started + 120_000; performance.now() < deadline; await sleep(10)) {
      if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}: ${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
    }
    throw new Error(`not ready within 120 s: ${stderr}`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const times = variants.map(() => []);
for (let run = 1; run <= runs; run++) {
  for (const [i, variant] of variants.entries()) {
    const ms = await startOnce(variant);
    times[i].push(ms);
    console.log(`run ${run}: ${variant.name}: ${ms.toFixed(0)} ms`);
  }
}
console.log(`\nstart to ready, ${runs} runs each (median, min–max):`);
for (const [i, variant] of variants.entries()) {
  const t = times[i];
  console.log(
    `  ${variant.name}: ${median(t).toFixed(0)} ms (${Math.min(...t).toFixed(0)}–${Math.max(...t).toFixed(0)} ms)`,
  );
}
