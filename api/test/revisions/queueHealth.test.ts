// The moderation queue's health (issue 35 part 4): pending items and the oldest one per tab, decisions in the last
// 24 h per admin (GET /api/admin/revisions/queue-health), and the same kept figures on /metrics.
import { sql } from 'drizzle-orm';
import { ROLE, userWithToken } from '../helpers.js';
import { call, padBody, revisionTestWorld, submitPad, type RevisionTestWorld } from '../fixtures/revisions.js';

const METRICS_TOKEN = 'queue-health-metrics';
let w: RevisionTestWorld;
beforeAll(async () => {
  w = await revisionTestWorld({ metricsToken: METRICS_TOKEN });
});
afterAll(() => w.ctx.close());

const health = async () =>
  (await call(w.ctx, 'GET', '/api/admin/revisions/queue-health', w.admin.headers)).json().data as {
    tabs: Array<{ tab: string; pending: number; oldest_at: string | null }>;
    decisions: Array<{ admin: { id: number; name: string }; accepted: number; rejected: number }>;
  };
const tab = async (name: string) => (await health()).tabs.find((t) => t.tab === name)!;
const metrics = async () =>
  (await w.ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
    .body;
const metricLine = (text: string, name: string) => text.split('\n').find((l) => l.startsWith(name)) ?? null;

test('per tab: pending items and the oldest one; per admin: decisions in the last 24 h; /metrics the same', async () => {
  expect(await health()).toMatchObject({
    decisions: [],
    tabs: expect.arrayContaining([{ tab: 'all', pending: 0, oldest_at: null }]),
  });
  expect((await health()).tabs.map((t) => t.tab)).toEqual([
    'all',
    'additions',
    'purgatory',
    'reported',
    'claims',
    'updates',
    'moderation_requested',
    'converted',
  ]);
  const first = await submitPad(w.ctx, w.pilot.headers, { name: 'Oldest' });
  const second = await submitPad(w.ctx, w.pilot.headers, {
    name: 'Newer',
    location: { ...padBody().location, latitude: 53 },
  });
  // The first addition came in an hour ago.
  await w.ctx.db.execute(
    sql`UPDATE revisions SET created_at = now() - interval '1 hour' WHERE id = ${first.revisionId}`,
  );
  const suggestion = await call(
    w.ctx,
    'POST',
    `/api/app/pads/${second.padId}/suggest-update`,
    w.pilot.headers,
    padBody(),
  );
  expect(suggestion.statusCode).toBe(201);
  const additions = await tab('additions');
  expect(additions.pending).toBe(2);
  expect(Date.now() - Date.parse(additions.oldest_at!)).toBeGreaterThan(3_590_000);
  expect(await tab('updates')).toMatchObject({ pending: 1 });
  expect(await tab('all')).toMatchObject({ pending: 3, oldest_at: additions.oldest_at });
  expect(await tab('purgatory')).toEqual({ tab: 'purgatory', pending: 0, oldest_at: null });

  let text = await metrics();
  expect(metricLine(text, 'moderation_pending{type="addition"}')).toBe('moderation_pending{type="addition"} 2');
  expect(metricLine(text, 'moderation_pending{type="update"}')).toBe('moderation_pending{type="update"} 1');
  const oldest = Number(metricLine(text, 'moderation_oldest_pending_seconds{type="addition"}')!.split(' ')[1]);
  expect(oldest).toBeGreaterThanOrEqual(3_600);
  expect(metricLine(text, 'moderation_oldest_pending_seconds{type="claim"}')).toBe(
    'moderation_oldest_pending_seconds{type="claim"} 0',
  );
  expect(text).toContain('# TYPE moderation_decisions_total counter');

  // Two admins decide; one decision is taken back.
  const other = await userWithToken(w.ctx.db, { role: ROLE.Admin, first_name: 'Bea', last_name: 'Second' });
  expect(
    (await call(w.ctx, 'GET', `/api/admin/revisions/accept/${first.revisionId}`, w.admin.headers)).statusCode,
  ).toBe(200);
  const rejected = await call(w.ctx, 'GET', `/api/admin/revisions/cancel/${second.revisionId}`, other.headers);
  expect(rejected.statusCode).toBe(200);
  expect((await health()).decisions).toEqual([
    {
      admin: { id: w.admin.user.id, name: `${w.admin.user.first_name} ${w.admin.user.last_name}` },
      accepted: 1,
      rejected: 0,
    },
    { admin: { id: other.user.id, name: 'Bea Second' }, accepted: 0, rejected: 1 },
  ]);
  expect((await tab('additions')).pending).toBe(0);
  expect(await call(w.ctx, 'POST', `/api/admin/undo/${rejected.json().undo.id}`, other.headers)).toMatchObject({
    statusCode: 200,
  });
  expect((await health()).decisions).toEqual([
    expect.objectContaining({ admin: expect.objectContaining({ id: w.admin.user.id }) }),
  ]);
  expect((await tab('additions')).pending).toBe(1);

  text = await metrics();
  expect(metricLine(text, 'moderation_decisions_total{decision="accepted"}')).toBe(
    'moderation_decisions_total{decision="accepted"} 1',
  );
  expect(metricLine(text, 'moderation_decisions_total{decision="rejected"}')).toBe(
    'moderation_decisions_total{decision="rejected"} 1',
  );
  expect(metricLine(text, 'moderation_decisions_total{decision="undone"}')).toBe(
    'moderation_decisions_total{decision="undone"} 1',
  );
  process.stdout.write(
    `${text
      .split('\n')
      .filter((l) => l.startsWith('moderation_'))
      .join('\n')}\n`,
  );
});
