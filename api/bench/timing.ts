// Timing and printing helpers shared by the bench's sections.
import os from 'node:os';

export const RUNS = Number(process.env.BENCH_RUNS ?? 30);

export const ms = (ns: bigint) => Number(ns) / 1e6;

export function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

/** `runs` timed calls of `fn` (after three untimed ones when runs > 1), in milliseconds. */
export async function time(fn: () => Promise<unknown>, runs = RUNS): Promise<number[]> {
  if (runs > 1) for (let i = 0; i < 3; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    await fn();
    out.push(ms(process.hrtime.bigint() - t));
  }
  return out;
}

export const f1 = (n: number) => n.toFixed(1);

export function table(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows) console.log(line(r));
}

/** The machine's load, printed with every section's figures: other processes share its CPUs. */
export const loadLine = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} CPUs`;

/** Peak RSS growth while `fn` runs, sampled every 10 ms, from a baseline taken after a full collection. */
export async function withRss<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number; rssMb: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const t = performance.now();
  try {
    const value = await fn();
    return { value, ms: performance.now() - t, rssMb: (Math.max(peak, process.memoryUsage().rss) - before) / 1048576 };
  } finally {
    clearInterval(sampler);
  }
}
