// What named statements off (DATABASE_PREPARED_STATEMENTS=false, for PgBouncer before 1.21 in transaction mode)
// costs the lists: every list request of the bench (bench/lists.ts) through two apps on the same database, one on a
// pool that names its statements and one on a pool that sends them unnamed (parsed and planned at every execution).
// Runs alternate between the two and turn their order each round, so load from elsewhere hits both alike; "off/on"
// is the median of each round's ratio. `BENCH_ONLY=statements pnpm bench` (docs/deploy.md records a run).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDb, type Db } from '../src/db/client.js';
import { LIST_MIN_RUNS, listScenarios, queryString } from './lists.js';
import { f1, RUNS, stats, table, time } from './timing.js';

const HEAD = ['list', 'request', 'named med', 'unnamed med', 'unnamed p95', 'off − on', 'off/on'];

async function compare(apps: [FastifyInstance, FastifyInstance], url: string, headers: Record<string, string>) {
  const call = (app: FastifyInstance) => async () => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  const ways = apps.map(call);
  for (let i = 0; i < 3; i++) for (const way of ways) await way();
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < Math.max(RUNS, LIST_MIN_RUNS); i++) {
    for (let j = 0; j < 2; j++) {
      const k = (i + j) % 2;
      times[k]!.push(...(await time(ways[k]!, 1)));
    }
  }
  const [named, unnamed] = times.map(stats) as [ReturnType<typeof stats>, ReturnType<typeof stats>];
  const ratio = stats(times[1].map((t, i) => t / times[0][i]!)).median;
  return { named, unnamed, ratio };
}

export async function preparedStatementsBench(db: Db, headers: Record<string, string>) {
  const config = loadConfig({});
  const unnamedDb = createDb(db.$client.options.connectionString!, 10, undefined, { namedStatements: false });
  const named = await buildApp({ db, config });
  const unnamed = await buildApp({ db: unnamedDb, config });
  await Promise.all([named.ready(), unnamed.ready()]);
  try {
    const rows: string[][] = [];
    const ratios: number[] = [];
    const requests: Array<[string, string, string]> = [['(fixed cost)', 'GET /api/auth/user', '/api/auth/user']];
    for (const { list, scenarios } of await listScenarios(db))
      for (const [label, params] of scenarios) requests.push([list.area, label, `${list.path}?${queryString(params)}`]);
    for (const [area, label, url] of requests) {
      const { named: on, unnamed: off, ratio } = await compare([named, unnamed], url, headers);
      if (area !== '(fixed cost)') ratios.push(ratio);
      rows.push([
        area,
        label,
        f1(on.median),
        f1(off.median),
        f1(off.p95),
        f1(off.median - on.median),
        ratio.toFixed(2),
      ]);
    }
    console.log(
      '\nNamed statements on and off (ms through the server, app.inject; on = named statements and kept plans, ' +
        'off = DATABASE_PREPARED_STATEMENTS=false)',
    );
    table(HEAD, rows);
    const sorted = [...ratios].sort((a, b) => a - b);
    console.log(
      `lists: off/on median ${stats(ratios).median.toFixed(2)}×, from ${sorted[0]!.toFixed(2)}× to ` +
        `${sorted.at(-1)!.toFixed(2)}× over ${ratios.length} requests`,
    );
  } finally {
    await Promise.all([named.close(), unnamed.close()]);
    await unnamedDb.$client.end();
  }
}
