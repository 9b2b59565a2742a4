// The live updates across instances (issue 35 part 2): two API instances on one database, a panel's stream open on
// instance B, changes made through instance A. Every change B's panels show reaches the stream within 2 s; the
// stream needs an admin's token in the Authorization header, does not keep the session alive, ends with it, and
// tells its panel to resync when the instance's LISTEN connection came back.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { accessTokens } from '../../src/db/schema.js';
import { createDb, type Db } from '../../src/db/client.js';
import { ROLE, userWithToken } from '../helpers.js';
import { call, padBody, revisionTestWorld, submitPad, type RevisionTestWorld } from '../fixtures/revisions.js';
import { openLiveStream, type LiveStream } from '../fixtures/liveStream.js';

let w: RevisionTestWorld;
/** Instance B: its own app and pool on the same database, listening on a port of its own. */
let b: { app: FastifyInstance; db: Db; url: string };
const streams: LiveStream[] = [];

beforeAll(async () => {
  w = await revisionTestWorld({ liveSessionCheckMs: 200 });
  const db = createDb(w.ctx.url, 2);
  const app = await buildApp({ db, config: w.ctx.config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  b = { app, db, url: `http://127.0.0.1:${port}` };
});
afterAll(async () => {
  for (const s of streams) s.close();
  await b?.app.close();
  await b?.db.$client.end();
  await w.ctx.close();
});

const open = async (token: string | null, accept?: string) => {
  const stream = await openLiveStream(b.url, token, accept);
  streams.push(stream);
  return stream;
};
const asA = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  call(w.ctx, method, url, w.admin.headers, payload);

test('a change through instance A reaches a stream on instance B within 2 s, for each kind of change', async () => {
  const stream = await open(w.admin.token);
  expect(stream.status).toBe(200);
  await stream.next((e) => e.topic === 'ready');

  /** Makes a change through instance A; each topic must reach the stream on B within 2 s of it. */
  const expectDelivered = async (change: () => Promise<unknown>, topics: string[]) => {
    const from = stream.mark();
    const started = Date.now();
    await change();
    for (const topic of topics) {
      const event = await stream.next((e) => e.topic === topic, from);
      expect([topic, event.receivedAt - started]).toEqual([topic, expect.any(Number)]);
      expect(event.receivedAt - started).toBeLessThan(2_000);
      expect(event.at).toEqual(expect.any(Number));
    }
  };
  // A new revision (a pilot's submission of a pad: the stats bar too).
  let revisionId = 0;
  await expectDelivered(async () => {
    ({ revisionId } = await submitPad(w.ctx, w.pilot.headers, { name: 'Live One' }));
  }, ['revisions', 'stats']);
  // A claim, and its release.
  await expectDelivered(() => asA('PUT', `/api/admin/claims/revision/${revisionId}`), ['claims']);
  await expectDelivered(
    () => call(w.ctx, 'DELETE', `/api/admin/claims/revision/${revisionId}`, w.admin.headers),
    ['claims'],
  );
  // A decision (the pad becomes moderated: the stats bar too).
  await expectDelivered(async () => {
    expect((await asA('GET', `/api/admin/revisions/accept/${revisionId}`)).statusCode).toBe(200);
  }, ['revisions', 'stats']);
  // A new duplicate pair (a second pad 20 m away) and the badge.
  await expectDelivered(
    () => submitPad(w.ctx, w.pilot.headers, { location: { ...padBody().location, latitude: 52.1 + 20 / 111_195 } }),
    ['pairs'],
  );
});

test('an admin token in the header, asking for text/event-stream: anything else is refused', async () => {
  expect((await open(null)).status).toBe(401);
  const pilot = await userWithToken(w.ctx.db, { role: ROLE.Pilot });
  expect((await open(pilot.token)).status).toBe(403);
  expect((await open(w.admin.token, 'application/json')).status).toBe(406);
});

test('the stream is not activity, and it ends with its session (idle, or signed out elsewhere)', async () => {
  const admin = await userWithToken(w.ctx.db, { role: ROLE.Admin });
  const stream = await open(admin.token);
  await stream.next((e) => e.topic === 'ready');
  const [token] = await w.ctx.db.select().from(accessTokens).where(eq(accessTokens.user_id, admin.user.id));
  expect(token!.last_used_at).toBeNull();
  // Signed out elsewhere: within a session check (200 ms here) the stream ends.
  await w.ctx.db.update(accessTokens).set({ revoked_at: new Date() }).where(eq(accessTokens.id, token!.id));
  await stream.next((e) => e.topic === 'session-ended');
  await stream.ended;

  // Open without a request for longer than the idle limit: the stream ends at the next check.
  const idle = await userWithToken(w.ctx.db, { role: ROLE.Admin });
  const idleStream = await open(idle.token);
  await idleStream.next((e) => e.topic === 'ready');
  await w.ctx.db
    .update(accessTokens)
    .set({ created_at: new Date(Date.now() - (w.ctx.config.session.idleMinutes + 1) * 60_000) })
    .where(eq(accessTokens.user_id, idle.user.id));
  await idleStream.next((e) => e.topic === 'session-ended');
  await idleStream.ended;
});

test('when the LISTEN connection is lost, the instance listens again and tells its streams to resync', async () => {
  const stream = await open(w.admin.token);
  await stream.next((e) => e.topic === 'ready');
  await w.ctx.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
    WHERE datname = current_database() AND query LIKE 'LISTEN %'`);
  await stream.next((e) => e.topic === 'resync');
  const from = stream.mark();
  const started = Date.now();
  await submitPad(w.ctx, w.pilot.headers, { name: 'After resync' });
  expect((await stream.next((e) => e.topic === 'revisions', from)).receivedAt - started).toBeLessThan(2_000);
});
