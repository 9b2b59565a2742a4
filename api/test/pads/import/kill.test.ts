// The import is one transaction: kill the API process (SIGKILL, no shutdown) while a 10,000-row import is
// writing, start it again, and the database holds all of the import or none of it.
import type { ChildProcess } from 'node:child_process';
import { seedReference } from '../../../src/seed/index.js';
import { createTestContext, type TestContext } from '../../context.js';
import { ROLE, userWithToken } from '../../helpers.js';
import { startApi } from '../../serverProcess.js';
import { csvText, newPadRow, validated } from './fixtures.js';

let ctx: TestContext;
let server: ChildProcess | undefined;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedReference(ctx.db);
}, 60_000);
afterAll(async () => {
  server?.kill('SIGKILL');
  await ctx.close();
});

/** Whether another session holds a write lock on the table: the import's transaction is open and writing it. */
const writing = async (table: string) =>
  (
    await ctx.db.$client.query(
      `SELECT 1 FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
       WHERE c.relname = $1 AND l.mode = 'RowExclusiveLock' AND l.pid <> pg_backend_pid() LIMIT 1`,
      [table],
    )
  ).rowCount! > 0;

test('SIGKILL in the middle of a 10,000-row import: after a restart, all of it or none of it', async () => {
  const admin = await userWithToken(ctx.db, { role: ROLE.Admin });
  const rows = Array.from({ length: 10_000 }, (_, i) =>
    newPadRow(i, {
      name: `Kill ${i}`,
      latitude: (-30 + (i % 100) * 0.02).toFixed(5),
      longitude: (140 + Math.floor(i / 100) * 0.02).toFixed(5),
      tags: 'Scenic',
    }),
  );
  const v = await validated(ctx, admin.headers, csvText(rows));
  const counted = async () =>
    (
      await ctx.db.$client.query(`SELECT (SELECT count(*)::int FROM pads) AS pads,
        (SELECT count(*)::int FROM contacts) AS contacts, (SELECT count(*)::int FROM pad_tags) AS pad_tags,
        (SELECT count(*)::int FROM pad_facilities) AS pad_facilities`)
    ).rows[0] as Record<'pads' | 'contacts' | 'pad_tags' | 'pad_facilities', number>;
  const before = await counted();
  // The real API on this test's database, as production starts it.
  let api = await startApi({ DATABASE_URL: ctx.url });
  server = api.child;
  const request = fetch(`${api.url}/api/admin/pads/import`, {
    method: 'POST',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ columns: v.columns, rows: v.rows }),
  }).catch((error: unknown) => error);

  // Wait until the transaction has written pads and is on to their contacts, then kill the process.
  let inFlight = false;
  for (let i = 0; i < 3000 && !inFlight; i++) {
    inFlight = await writing('contacts');
    if (!inFlight) await new Promise((r) => setTimeout(r, 5));
  }
  expect(inFlight).toBe(true);
  server.kill('SIGKILL');
  // The client sees the connection drop, never an answer.
  expect(String(await request)).toMatch(/fetch failed/);

  api = await startApi({ DATABASE_URL: ctx.url }, { port: api.port });
  server = api.child;
  const res = await fetch(`${api.url}/api/admin/pads?keyword=Kill`, { headers: admin.headers });
  const total = (await res.json()).meta.total;
  const imports = Number((await ctx.db.$client.query('SELECT count(*) FROM pad_imports')).rows[0].count);
  const logs = Number(
    (await ctx.db.$client.query(`SELECT count(*) FROM activity_logs WHERE action = 'pad_imported'`)).rows[0].count,
  );
  // Killed before its commit: nothing. (Had the commit won the race, all 10,000 with their log entries.)
  expect([0, 10_000]).toContain(total);
  expect({ imports, logs }).toEqual(total ? { imports: 1, logs: 10_000 } : { imports: 0, logs: 0 });
  // The rows under the pads, counted directly: each pad's contact, Jet A1 facility and tag, all or none.
  const after = await counted();
  const added = Object.fromEntries(
    Object.entries(after).map(([table, n]) => [table, n - before[table as keyof typeof before]]),
  );
  const each = total ? 10_000 : 0;
  expect(added).toEqual({ pads: each, contacts: each, pad_tags: each, pad_facilities: each });
}, 180_000);
