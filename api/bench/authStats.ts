// Latency of GET /api/auth/user and GET /api/admin/stats against a running server (`pnpm start`):
// signs in as the demo admin, warms up, then times N sequential requests each and prints p50/p95.
//   pnpm bench:auth   (BENCH_URL, BENCH_N to override)
import { DEMO_ADMIN } from '../src/seed/index.js';

const BASE = process.env.BENCH_URL ?? 'http://localhost:3000';
const N = Number(process.env.BENCH_N ?? 200);
const WARMUP = 20;

async function signIn(): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function time(path: string, token: string): Promise<{ p50: number; p95: number; max: number }> {
  const headers = { authorization: `Bearer ${token}` };
  const once = async () => {
    const started = performance.now();
    const res = await fetch(`${BASE}${path}`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < N; i++) samples.push(await once());
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples[samples.length - 1]! };
}

const token = await signIn();
for (const path of ['/api/auth/user', '/api/admin/stats']) {
  const { p50, p95, max } = await time(path, token);
  console.log(
    `${path.padEnd(18)} n=${N}  p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  max ${max.toFixed(2)} ms`,
  );
}
await fetch(`${BASE}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
