// The System Logs report (GET /api/admin/logs, api/src/modules/logs/logs.list.ts) on the demo data: every entry
// 25 a page, its filters and sorts on the list engine, and its CSV, each against an independent count.
import { parse } from 'csv-parse/sync';
import { createTestContext, type TestContext } from '../context.js';
import { ROLE, userWithToken } from '../helpers.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof userWithToken>>;

beforeAll(async () => {
  ctx = await createTestContext({}, {}, { demoData: true });
  admin = await userWithToken(ctx.db, { role: ROLE.Admin });
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

const get = async (url: string, headers = admin.headers) => ctx.app.inject({ method: 'GET', url, headers });
const json = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const one = async <T = number>(text: string, params: unknown[] = []) =>
  Object.values((await ctx.db.$client.query(text, params)).rows[0] as object)[0] as T;

test('system logs: every entry, 25 a page, by user id; filters on the list engine', async () => {
  const res = await json('/api/admin/logs');
  expect(res.meta).toMatchObject({ per_page: 25, total: await one('SELECT count(*)::int FROM activity_logs') });
  const ids = res.data.map((r: { user_id: number | null }) => r.user_id ?? Infinity);
  expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
  const action = res.data[0].action as string;
  const filtered = await json(`/api/admin/logs?filters[action:equals]=${action}`);
  expect(filtered.meta.total).toBe(await one('SELECT count(*)::int FROM activity_logs WHERE action = $1', [action]));
});

test('system logs (a generic table) export every row as CSV', async () => {
  const res = await get('/api/admin/logs/download-csv');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  const [header, ...rows] = parse(res.body) as string[][];
  expect(header!.length).toBeGreaterThan(3);
  expect(rows).toHaveLength(await one('SELECT count(*)::int FROM activity_logs'));
});

test('system logs sort by id, action and date, both ways, and by user id descending', async () => {
  for (const [column, expr] of [
    ['id', 'id'],
    ['action', 'action'],
    ['created_at', 'created_at'],
    ['user_id', 'user_id'],
  ] as const)
    for (const direction of ['ascend', 'descend'] as const) {
      const res = await json(`/api/admin/logs?sort_column=${column}&sort_direction=${direction}`);
      const dir = direction === 'ascend' ? 'ASC' : 'DESC';
      // An independent read of the first page's sort keys (nulls as the list puts them: last).
      const { rows } = await ctx.db.$client.query(
        `SELECT ${expr} AS k FROM activity_logs ORDER BY ${expr} ${dir} NULLS LAST LIMIT 25`,
      );
      const key = (v: unknown) =>
        v instanceof Date || column === 'created_at' ? Date.parse(String(v instanceof Date ? v.toISOString() : v)) : v;
      expect(res.data.map((r: Record<string, unknown>) => key(r[column]))).toEqual(
        rows.map((r: { k: unknown }) => key(r.k)),
      );
    }
});

test('non-admins are refused', async () => {
  const pilot = await userWithToken(ctx.db, { role: ROLE.Pilot });
  expect((await get('/api/admin/logs', pilot.headers)).statusCode).toBe(403);
});
