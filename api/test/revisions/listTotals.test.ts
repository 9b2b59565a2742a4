// The revision list's totals come from revision_counts (kept by triggers) when only status, type and the
// type tabs filter it, and from counting rows otherwise: both must agree with the rows. Pages are picked
// by id before the joins (deferredJoin): the pages still partition the list in its order.
import { eq, sql } from 'drizzle-orm';
import { pads, revisions } from '../../src/db/schema.js';
import { call, revisionTestWorld, submitPad, type RevisionTestWorld } from '../fixtures/revisions.js';

let w: RevisionTestWorld;
const padIds: number[] = [];
beforeAll(async () => {
  w = await revisionTestWorld({ appRateLimit: { max: 1000, timeWindow: '1 minute' } });
  for (let i = 0; i < 12; i++) {
    const { padId } = await submitPad(w.ctx, w.pilot.headers, { name: `Totals Pad ${String.fromCharCode(90 - i)}` });
    padIds.push(padId);
    const report = await call(w.ctx, 'POST', `/api/app/pads/${padId}/report`, w.pilot.headers, {
      pad_report_type: i % 3,
    });
    expect(report.statusCode).toBe(201);
    if (i % 2 === 0) {
      const claim = await call(w.ctx, 'POST', `/api/app/pads/${padId}/claim`, w.owner.headers, {});
      expect(claim.statusCode).toBe(201);
    }
  }
  // Some resolved both ways, so every status has rows.
  const { rows } = await w.ctx.db.execute(sql`SELECT id, type FROM revisions ORDER BY id LIMIT 8`);
  for (const [i, row] of rows.entries()) {
    const verb = i % 2 === 0 ? 'accept' : 'cancel';
    const res = await call(w.ctx, 'GET', `/api/admin/revisions/${verb}/${row.id}`, w.admin.headers);
    expect(res.statusCode).toBe(200);
  }
});
afterAll(() => w.ctx.close());

const list = async (query: string) => {
  const res = await call(w.ctx, 'GET', `/api/admin/revisions?${query}`, w.admin.headers);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: { id: number; pad: { name: string } }[]; meta: { total: number } };
};
const counted = async (where: ReturnType<typeof sql>) =>
  Number((await w.ctx.db.execute(sql`SELECT count(*) AS n FROM revisions WHERE ${where}`)).rows[0]!.n);

const CASES: Array<[string, ReturnType<typeof sql>]> = [
  ['', sql`TRUE`],
  ['filters[status:includes][]=1', sql`status = 1`],
  ['filters[status]=2', sql`status = 2`],
  ['filters[status:not_equals]=1', sql`status <> 1`],
  ['filters[type]=4&filters[status:includes][]=1', sql`type = 4 AND status = 1`],
  ['filters[type:includes][]=1&filters[type:includes][]=2', sql`type IN (1, 2)`],
  ['tab=reported&filters[status:includes][]=1', sql`type IN (4, 6, 7) AND status = 1`],
  ['tab=claims', sql`type = 2`],
  ['tab=additions&filters[status:not_in]=[3]', sql`type = 1 AND status <> 3`],
];

test('totals over status, type and tabs equal the rows, after inserts, resolutions and deletes', async () => {
  for (const [query, where] of CASES)
    expect([query, (await list(query)).meta.total]).toEqual([query, await counted(where)]);
  // A pad deleted with its revisions (cascade) leaves the counts right.
  await w.ctx.db.delete(pads).where(eq(pads.id, padIds[0]!));
  for (const [query, where] of CASES)
    expect([query, (await list(query)).meta.total]).toEqual([query, await counted(where)]);
  const { rows } = await w.ctx.db.execute(
    sql`SELECT status, type, n FROM revision_counts WHERE n <> 0 ORDER BY status, type`,
  );
  const { rows: real } = await w.ctx.db.execute(
    sql`SELECT status, type, count(*)::bigint AS n FROM revisions GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  expect(rows).toEqual(real);
});

test('other filters count the rows (pad, user, purgatory)', async () => {
  const padId = padIds[3]!;
  expect((await list(`filters[pad_id]=${padId}`)).meta.total).toBe(await counted(sql`pad_id = ${padId}`));
  expect((await list(`filters[user_id]=${w.owner.user.id}&filters[status:includes][]=1`)).meta.total).toBe(
    await counted(sql`user_id = ${w.owner.user.id} AND status = 1`),
  );
  await w.ctx.db
    .update(revisions)
    .set({ created_at: new Date('2020-06-01T00:00:00Z') })
    .where(sql`${revisions.pad_id} = ${padId} AND ${revisions.type} = 1`);
  const purgatory = await list('tab=purgatory');
  expect(purgatory.meta.total).toBe(await counted(sql`pad_id = ${padId}`));
  expect(new Set(purgatory.data.map((r) => r.id)).size).toBe(purgatory.meta.total);
});

test('pages partition the list in its order, by id and by a joined column', async () => {
  const total = (await list('')).meta.total;
  expect(total).toBeGreaterThan(25);
  const byId = [...(await list('page=1')).data, ...(await list('page=2')).data].map((r) => r.id);
  expect(byId).toHaveLength(total);
  expect(byId).toEqual([...byId].sort((a, b) => b - a));
  const sorted = [
    ...(await list('sort_column=pad.name&sort_direction=ascend&page=1')).data,
    ...(await list('sort_column=pad.name&sort_direction=ascend&page=2')).data,
  ];
  expect(new Set(sorted.map((r) => r.id)).size).toBe(total);
  const names = sorted.map((r) => r.pad.name);
  expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
});
