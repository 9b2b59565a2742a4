// `pnpm bench` section: GET /api/admin/pads/{id} (server and its raw statement) and a Landing-tab PUT,
// on the pad with the most contacts and the pad with the most log rows.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { detailStatement } from '../src/modules/pads/detail/repository.js';
import { atMost } from './goals.js';

type Timer = (fn: () => Promise<unknown>, runs?: number) => Promise<number[]>;
type Stats = (samples: number[]) => { median: number; p95: number };

export async function benchPadDetail(
  app: FastifyInstance,
  db: Db,
  headers: Record<string, string>,
  { time, stats, runs }: { time: Timer; stats: Stats; runs: number },
): Promise<string[][]> {
  const picks = await db.execute<{ label: string; id: number }>(sql`
    (SELECT 'most contacts' AS label, pad_id AS id FROM contacts GROUP BY pad_id ORDER BY count(*) DESC LIMIT 1)
    UNION ALL
    (SELECT 'most log rows', pad_id FROM activity_logs WHERE pad_id IS NOT NULL GROUP BY pad_id ORDER BY count(*) DESC LIMIT 1)
    UNION ALL
    (SELECT 'newest pad', max(id) FROM pads)`);
  const rows: string[][] = [];
  const f1 = (n: number) => n.toFixed(1);
  for (const { label, id } of picks.rows) {
    const url = `/api/admin/pads/${id}`;
    const get = async () => {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
    };
    const serverTimes: number[] = [];
    const rawTimes: number[] = [];
    for (let i = 0; i < 3; i++) await Promise.all([get(), db.execute(detailStatement(id))]);
    for (let i = 0; i < runs; i++) {
      serverTimes.push(...(await time(get, 1)));
      rawTimes.push(...(await time(() => db.execute(detailStatement(id)), 1)));
    }
    const server = stats(serverTimes);
    const raw = stats(rawTimes);
    // PUT: the landing tab with the version just read, flipping one text each time.
    let n = 0;
    const put = async () => {
      const pad = (await app.inject({ method: 'GET', url, headers })).json().data;
      const t = process.hrtime.bigint();
      const res = await app.inject({
        method: 'PUT',
        url,
        headers,
        payload: {
          tab: 'landing',
          version: pad.version,
          is_landing_permitted: pad.is_landing_permitted,
          is_landing_advice_displayed: true,
          landing_advice: `bench ${n++}`,
          site_information: pad.site_information ?? '',
          warnings: pad.warnings.map((w: { id: number }) => w.id),
          facilities: pad.facilities.map((f: { id: number }) => f.id),
          landing_fee_id: pad.landing_fee_id ?? 1,
        },
      });
      if (res.statusCode !== 200) throw new Error(`PUT ${label}: ${res.statusCode} ${res.body}`);
      return Number(process.hrtime.bigint() - t) / 1e6;
    };
    const putTimes: number[] = [];
    for (let i = 0; i < runs; i++) putTimes.push(await put());
    const putStats = stats(putTimes);
    atMost('pad detail', `GET ${label}: p50`, server.median, 15, 'ms');
    rows.push([
      `${label} (#${id})`,
      f1(server.median),
      f1(server.p95),
      f1(raw.median),
      (server.median / raw.median).toFixed(2),
      f1(putStats.median),
      f1(putStats.p95),
    ]);
  }
  return rows;
}

export const PAD_DETAIL_HEAD = ['pad', 'GET server med', 'GET p95', 'raw med', 'server/raw', 'PUT med', 'PUT p95'];
