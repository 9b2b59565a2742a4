// What the reports read beyond the other areas' data. Pad views and PPR requests are made through the
// pilot app's calls; subscriptions (written by the app stores, no client call makes them), the app
// generation users registered with, internal accounts and survey states are set in bulk.
import { CATEGORY } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Headers, SeedCall } from './calls.js';
import { scaleUserRange } from './scaleUsers.js';

export interface DemoEngagementWorld {
  call: SeedCall;
  pilotAt: (i: number) => { headers: Headers; user: { email: string } };
  padAt: (i: number) => { id: number };
  /** The demo accounts' password (they all share one). */
  password: string;
}

/**
 * Views and PPR requests from the demo pilots, on a spread of demo pads, and app sign-ins (one to three
 * live sessions each for eight pilots: the concurrent-logins report).
 */
export async function seedDemoEngagement({ call, pilotAt, padAt, password }: DemoEngagementWorld): Promise<void> {
  for (let i = 0; i < 60; i++) await call('POST', `/api/app/pads/${padAt(i % 15).id}/view`, pilotAt(i).headers);
  for (let i = 0; i < 18; i++) await call('POST', `/api/app/pads/${padAt(i % 6).id}/ppr`, pilotAt(i + 2).headers);
  for (let i = 0; i < 8; i++)
    for (let session = 0; session <= i % 3; session++)
      await call('POST', '/api/app/auth/login', {}, { email: pilotAt(i).user.email, password });
}

/**
 * Subscriptions for the users who are or were premium (a first one, and renewals for one in three), the
 * app generation (one in five registered with the old app), a few internal accounts, and surveys on 5% of
 * the pads in every state, dated over the past year. Safe to run once after the demo users and pads.
 */
export async function seedReportData(db: Db, { surveys = true }: { surveys?: boolean } = {}): Promise<void> {
  await db.execute(sql`INSERT INTO subscriptions (user_id, role, kind, started_at, expires_at)
    SELECT id, role, 1, coalesce(renewal_date, now()) - interval '365 days', coalesce(renewal_date, now())
    FROM users WHERE renewal_date IS NOT NULL AND role IN (2, 3)`);
  await db.execute(sql`INSERT INTO subscriptions (user_id, role, kind, started_at, expires_at)
    SELECT id, role, 2, coalesce(renewal_date, now()) - interval '30 days', coalesce(renewal_date, now())
    FROM users WHERE renewal_date IS NOT NULL AND role IN (2, 3) AND id % 3 = 0`);
  await db.execute(sql`UPDATE users SET registration_version = 1 WHERE id % 5 = 0`);
  await db.execute(sql`UPDATE users SET is_internal = true WHERE role = 2 AND id % 17 = 0`);
  // At scale, surveys carry only what the 360 Surveys report reads; the demo's are made through the app calls.
  if (!surveys) return;
  // 5% of the pads (the figure), none an aerial point of interest (they get no survey): one pad in
  // twenty by id (id % 20 = 0), the points of interest among them made up for from the next residue. The
  // status cycles with the id, so every status is there; the app version with id / 20, which varies.
  await db.execute(sql`INSERT INTO surveys (pad_id, status, progress, is_new_version, created_at, updated_at)
    SELECT id, 1 + (id % 3), CASE id % 3 WHEN 0 THEN 0 WHEN 1 THEN 14 * (1 + id % 6) ELSE 100 END, (id / 20) % 4 <> 0,
      now() - ((id % 365) + 10) * interval '1 day', now() - (id % 365) * interval '1 day'
    FROM (SELECT id FROM pads WHERE category_id <> ${CATEGORY.AerialPoi}
      ORDER BY id % 20, id LIMIT (SELECT count(*) / 20 FROM pads)) chosen
    ON CONFLICT (pad_id) DO NOTHING`);
  await db.execute(sql`UPDATE pads SET survey_id = s.id FROM surveys s WHERE s.pad_id = pads.id`);
}

/** At scale: three views per pad and a PPR request per two pads, by scale users, over two years. */
export async function insertScaleEngagement(db: Db, pads: number): Promise<void> {
  const range = async (table: string, where: string) => {
    const { rows } = await db.execute<{ lo: number; hi: number }>(
      sql.raw(`SELECT min(id) AS lo, max(id) AS hi FROM ${table} WHERE ${where}`),
    );
    return { lo: Number(rows[0]!.lo), span: Number(rows[0]!.hi) - Number(rows[0]!.lo) + 1 };
  };
  const p = await range('pads', 'true');
  const u = await scaleUserRange(db);
  for (const [table, count] of [
    ['pad_views', pads * 3],
    ['ppr_requests', Math.round(pads / 2)],
  ] as const)
    await db.execute(sql`INSERT INTO ${sql.identifier(table)} (pad_id, user_id, created_at)
      SELECT ${p.lo} + ((g::bigint * 7919) % ${p.span})::int, ${u.lo} + ((g::bigint * 104729) % ${u.span})::int,
        now() - (g % 730) * interval '1 day'
      FROM generate_series(1, ${count}) g`);
}
