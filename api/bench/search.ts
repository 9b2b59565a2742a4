// The search box's calls (issue 36), one per area, through the server: each kind of query the box sends, at the
// bench volumes (100k pads, 200k users, 150k revisions). Goal: p95 ≤ 50 ms per query for a name prefix, a 3-letter
// fragment, an exact id and a coordinate (and the other kinds measured beside them).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.js';
import { atMost } from './goals.js';
import { f1, RUNS, stats, table, time } from './timing.js';

export const SEARCH_GOAL_P95_MS = 50;

export async function searchBench(app: FastifyInstance, db: Db, headers: Record<string, string>) {
  // Ids and codes from the middle of the data, so no request is answered from the first pages of an index alone.
  const { rows } = await db.execute<{ pad: number; user: number; revision: number; icao: string; email: string }>(
    sql`SELECT (SELECT id FROM pads ORDER BY id OFFSET 50000 LIMIT 1) AS pad,
      (SELECT id FROM users ORDER BY id OFFSET 100000 LIMIT 1) AS user,
      (SELECT id FROM revisions ORDER BY id OFFSET 75000 LIMIT 1) AS revision,
      (SELECT icao FROM pads WHERE icao IS NOT NULL ORDER BY id OFFSET 5000 LIMIT 1) AS icao,
      (SELECT email FROM users WHERE username LIKE 'scale-%' ORDER BY id OFFSET 100000 LIMIT 1) AS email`,
  );
  const pick = rows[0]!;
  // [label, area, query, held to the goal]
  const scenarios: Array<[string, string, string, boolean]> = [
    ['pads: name prefix', 'pads', 'Oak Ma', true],
    ['pads: 3-letter fragment', 'pads', 'ano', true],
    ['pads: exact id', 'pads', String(pick.pad), true],
    ['pads: coordinate', 'pads', '52.127, 0.956', true],
    ['pads: coordinate, d-m-s', 'pads', `51°28'40"N 0°00'05"W`, false],
    ['pads: ICAO code', 'pads', pick.icao, false],
    ['pads: fragment no name has', 'pads', 'zqx', false],
    ['users: name prefix', 'users', 'oak ma', true],
    ['users: 3-letter fragment', 'users', 'ano', true],
    ['users: exact id', 'users', String(pick.user), true],
    ['users: e-mail', 'users', pick.email, false],
    ['revisions: exact id', 'revisions', `#${pick.revision}`, true],
  ];
  const out: string[][] = [];
  for (const [label, area, q, goal] of scenarios) {
    const url = `/api/admin/${area}/search?${new URLSearchParams({ q })}`;
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const found = (res.json() as { data: unknown[] }).data.length;
    const s = stats(await time(() => app.inject({ method: 'GET', url, headers }), Math.max(RUNS, 40)));
    if (goal) atMost('search', `${label}: p95`, s.p95, SEARCH_GOAL_P95_MS, 'ms');
    out.push([label, q, String(found), f1(s.median), f1(s.p95)]);
  }
  console.log(`\nSearch box, GET /api/admin/{area}/search (ms; goal p95 ≤ ${SEARCH_GOAL_P95_MS} ms)`);
  table(['request', 'q', 'results', 'med', 'p95'], out);
}
