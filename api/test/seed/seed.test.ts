import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { AIRPORTS_CSV } from '../../src/seed/pads.js';
import { isValidPhone, padIsPhonable } from '@pads/contracts/phone.ts';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ADMIN, seed, seedIfEmpty, SEED_SIZES } from '../../src/seed/index.js';
import { DEMO_PADS_THROUGH_API } from '../../src/seed/revisions.js';
import { createTestContext, type TestContext } from '../context.js';

// Seeding takes a few seconds alone, but much longer on a busy shared CI machine.
const SEED_TIMEOUT = 180_000;

let ctx: TestContext;
// The demo revisions are made through the API: its e-mails and photos go to folders of this test.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pads-seed-'));
const dirs = { mailDir: path.join(dataDir, 'mail'), uploadsDir: path.join(dataDir, 'uploads') };
beforeAll(async () => {
  ctx = await createTestContext(dirs);
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const TABLES = [
  'users',
  'pads',
  'contacts',
  'pad_tags',
  'pad_warnings',
  'pad_facilities',
  'activity_logs',
  'categories',
  'statuses',
  'contact_types',
  'warnings',
  'facilities',
  'tags',
  'user_tags',
  'landing_fees',
  'countries',
  'us_states',
  'regions',
  'user_user_tags',
  'revisions',
  'pad_notes',
];

async function tableCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) out[t] = Number((await ctx.db.$client.query(`SELECT count(*) n FROM "${t}"`)).rows[0].n);
  return out;
}

const one = async (text: string) => Number((await ctx.db.$client.query(text)).rows[0].n);

test(
  'seedIfEmpty seeds an empty database, then seed() twice changes nothing',
  async () => {
    expect(await seedIfEmpty(ctx.db, ctx.config)).toEqual({ seededDemoData: true });
    // Analysed straight away, so the first requests are planned for the real row counts.
    expect(await one("SELECT reltuples::int n FROM pg_class WHERE relname = 'pads'")).toBe(
      SEED_SIZES.pads + DEMO_PADS_THROUGH_API,
    );
    const first = await tableCounts();
    const checksum = async () =>
      (
        await ctx.db.$client.query(
          "SELECT md5(string_agg(id || name || status_id || coalesce(deleted_at::text, ''), ',' ORDER BY id)) h FROM pads",
        )
      ).rows[0].h;
    const before = await checksum();
    expect(await seed(ctx.db, ctx.config)).toEqual({ seededDemoData: false });
    expect(await seedIfEmpty(ctx.db, ctx.config)).toEqual({ seededDemoData: false });
    expect(await tableCounts()).toEqual(first);
    expect(await checksum()).toBe(before);
    expect(first.pads).toBe(SEED_SIZES.pads + DEMO_PADS_THROUGH_API);
    // The generated activity; the demo revisions made through the API add their own log entries.
    expect(await one('SELECT count(*) n FROM activity_logs WHERE entity_type IS NULL')).toBe(SEED_SIZES.activityLogs);
  },
  SEED_TIMEOUT,
);

test('demo revisions of every type and status, owners in every state, notes, a confirmation e-mail', async () => {
  const byType = await ctx.db.$client.query(
    'SELECT type, count(*)::int n, count(*) FILTER (WHERE status = 1)::int pending FROM revisions GROUP BY type ORDER BY type',
  );
  expect(byType.rows.map((r) => r.type)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  for (const r of byType.rows) expect(r.pending).toBeGreaterThan(0);
  const statuses = await ctx.db.$client.query('SELECT DISTINCT status FROM revisions ORDER BY status');
  expect(statuses.rows.map((r) => r.status)).toEqual([1, 2, 3]);
  expect(await one("SELECT count(*) n FROM revisions WHERE type = 1 AND created_at < '2021-01-02'")).toBeGreaterThan(0);
  expect(await one('SELECT count(*) n FROM revisions WHERE type = 3 AND is_updated_by_own_owner')).toBeGreaterThan(0);
  const owners = await ctx.db.$client.query(`SELECT
    count(*) FILTER (WHERE is_claimed)::int claimed, count(*) FILTER (WHERE is_pending)::int pending,
    count(*) FILTER (WHERE NOT is_claimed AND NOT is_pending AND user_id IS NULL)::int by_email,
    count(*) FILTER (WHERE confirmation_sent_at IS NOT NULL)::int confirmation_sent
    FROM contacts WHERE contact_type_id = 4`);
  for (const n of Object.values(owners.rows[0])) expect(n).toBeGreaterThan(0);
  expect(await one('SELECT count(*) n FROM pad_notes')).toBeGreaterThan(10);
  expect(readdirSync(dirs.mailDir).filter((f) => f.endsWith('.eml')).length).toBeGreaterThan(0);
  // Reviews in every state the screens show, each reported one locked by a pending report.
  const reviews = await ctx.db.$client.query(`SELECT count(*)::int total,
    count(*) FILTER (WHERE NOT r.is_approved)::int hidden, count(*) FILTER (WHERE r.is_reported)::int reported,
    count(*) FILTER (WHERE r.is_anonymous)::int anonymous, count(*) FILTER (WHERE u.role = 1)::int by_admin,
    count(*) FILTER (WHERE EXISTS (SELECT 1 FROM review_uploads p WHERE p.review_id = r.id))::int with_photos,
    count(*) FILTER (WHERE r.is_reported AND NOT EXISTS (SELECT 1 FROM revisions v
      WHERE v.review_id = r.id AND v.type = 6 AND v.status = 1))::int locked_without_report
    FROM reviews r LEFT JOIN users u ON u.id = r.user_id`);
  const { locked_without_report, ...counts } = reviews.rows[0];
  for (const n of Object.values(counts)) expect(n).toBeGreaterThan(0);
  expect(locked_without_report).toBe(0);
  // Suspected duplicates the list shows by default (both pads live, moderated, landing possible).
  expect(
    await one(`SELECT count(*) n FROM duplicate_pairs dp JOIN pads a ON a.id = dp.pad_a JOIN pads b ON b.id = dp.pad_b
      WHERE a.status_id = 3 AND b.status_id = 3 AND a.deleted_at IS NULL AND b.deleted_at IS NULL`),
  ).toBeGreaterThanOrEqual(5);
  // Eight surveys in every status, each started and written by a claimed owner of its pad.
  const surveys = await ctx.db.$client.query(`SELECT count(*)::int total, count(DISTINCT s.status)::int statuses,
    count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM contacts c JOIN activity_logs l ON l.user_id = c.user_id
      WHERE c.pad_id = s.pad_id AND c.contact_type_id = 4 AND c.is_claimed
        AND l.entity_type = 'survey' AND l.entity_id = s.id AND l.action = 'survey_created'))::int not_by_owner
    FROM surveys s`);
  expect(surveys.rows[0]).toEqual({ total: 8, statuses: 3, not_by_owner: 0 });
  // The seed's own sessions are closed.
  expect(await one("SELECT count(*) n FROM access_tokens WHERE device = 'seed' AND revoked_at IS NULL")).toBe(0);
});

test('the demo admin can sign in', async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().user).toMatchObject({ first_name: 'Demo', last_name: 'Admin', username: 'admin', role: 1 });
});

test('reference sequences continue after the fixed ids', async () => {
  const { rows } = await ctx.db.$client.query("INSERT INTO tags (name) VALUES ('new tag') RETURNING id");
  expect(rows[0].id).toBeGreaterThan(10);
  await ctx.db.$client.query('DELETE FROM tags WHERE id = $1', [rows[0].id]);
});

test('every real Irish airfield is a pad: heliports landing sites, ICAO airports aerodromes, closed ones archived', async () => {
  const csv = fs.readFileSync(AIRPORTS_CSV, 'utf8');
  expect(
    await one("SELECT count(*) n FROM pads WHERE name = 'Abbeyshrule Aerodrome' AND icao = 'EIAB' AND category_id = 7"),
  ).toBe(1);
  expect(await one("SELECT count(*) n FROM pads WHERE name = 'Custume Barracks Heliport' AND category_id = 3")).toBe(1);
  const closed = csv.split('\n').filter((l) => l.split(',')[2] === 'closed').length;
  expect(closed).toBeGreaterThan(0);
  expect(
    await one(
      "SELECT count(*) n FROM pads WHERE archive_reason LIKE 'Closed (listed as closed%' AND deleted_at IS NOT NULL",
    ),
  ).toBe(closed);
});

test('the seed copy of ie-airports.csv matches the shared data set when that is available', () => {
  const shared = new URL('../../../shared/data/ie-airports.csv', import.meta.url);
  if (!fs.existsSync(shared)) return;
  expect(fs.readFileSync(AIRPORTS_CSV, 'utf8')).toBe(fs.readFileSync(shared, 'utf8'));
});

test('the demo data covers every list filter and premium state', async () => {
  const counts = {
    categories: await one('SELECT count(DISTINCT category_id) n FROM pads'),
    unmoderated: await one('SELECT count(*) n FROM pads WHERE status_id = 1'),
    moderated: await one(
      'SELECT count(*) n FROM pads WHERE status_id = 3 AND is_landing_permitted AND category_id <> 1',
    ),
    invalidPhone: await one(
      'SELECT count(*) n FROM pads WHERE NOT is_phonable AND status_id = 3 AND is_landing_permitted',
    ),
    consumerSubmitted: await one(
      'SELECT count(*) n FROM pads p JOIN users u ON u.id = p.submitter_user_id WHERE u.role <> 1',
    ),
    landingNotPossible: await one('SELECT count(*) n FROM pads WHERE NOT is_landing_permitted'),
    private: await one('SELECT count(*) n FROM pads WHERE user_id IS NOT NULL'),
    archived: await one('SELECT count(*) n FROM pads WHERE deleted_at IS NOT NULL'),
    padsWithoutContact: await one(
      'SELECT count(*) n FROM pads p WHERE NOT EXISTS (SELECT 1 FROM contacts c WHERE c.pad_id = p.id)',
    ),
    claimedOwners: await one('SELECT count(*) n FROM contacts WHERE contact_type_id = 4 AND is_claimed'),
    pendingOwners: await one('SELECT count(*) n FROM contacts WHERE contact_type_id = 4 AND NOT is_claimed'),
    padsWithoutRegion: await one(
      'SELECT count(*) n FROM pads WHERE country_code IS NULL OR region IS NULL OR region_id IS NULL',
    ),
    feeNeededButMissing: await one(
      'SELECT count(*) n FROM pads p WHERE landing_fee_id IS NULL AND (EXISTS (SELECT 1 FROM pad_warnings w WHERE w.pad_id = p.id AND w.warning_id = 6) OR (category_id = 7 AND EXISTS (SELECT 1 FROM pad_facilities f WHERE f.pad_id = p.id AND f.facility_id = 13)))',
    ),
    inactiveAdmins: await one('SELECT count(*) n FROM users WHERE role = 1 AND deleted_at IS NOT NULL'),
    deletedAccounts: await one('SELECT count(*) n FROM users WHERE is_deleted_account'),
    activePilots: await one(
      "SELECT count(*) n FROM users WHERE role = 2 AND last_action_at > now() - interval '30 days'",
    ),
  };
  expect(counts).toMatchObject({ categories: 9, padsWithoutContact: 0, padsWithoutRegion: 0, feeNeededButMissing: 0 });
  for (const key of [
    'unmoderated',
    'moderated',
    'invalidPhone',
    'consumerSubmitted',
    'landingNotPossible',
    'private',
    'archived',
    'claimedOwners',
    'pendingOwners',
    'inactiveAdmins',
    'deletedAccounts',
    'activePilots',
  ] as const) {
    expect([key, counts[key]]).toEqual([key, expect.any(Number)]);
    expect(counts[key]).toBeGreaterThan(0);
  }
  for (const role of [2, 3]) {
    const states = await ctx.db.execute(sql`SELECT
      count(*) FILTER (WHERE renewal_date >= now() AND free_renewal_date IS NULL) premium,
      count(*) FILTER (WHERE free_renewal_date = renewal_date AND renewal_date >= now()) freemium,
      count(*) FILTER (WHERE renewal_date IS NULL) free_no_dates,
      count(*) FILTER (WHERE renewal_date < now()) free_expired
      FROM users WHERE role = ${role}`);
    for (const n of Object.values(states.rows[0]!)) expect(Number(n)).toBeGreaterThan(10);
  }
});

test('the demo phones are valid by the one rule, and each pad’s is_phonable is the rule’s (issue 39)', async () => {
  const { rows: users } = await ctx.db.execute<{ phone: string }>(
    sql`SELECT phone FROM users WHERE phone IS NOT NULL AND phone <> ''`,
  );
  expect(users.length).toBeGreaterThan(10);
  expect(users.filter((u) => !isValidPhone(u.phone)).map((u) => u.phone)).toEqual([]);
  const { rows: padRows } = await ctx.db.execute<{
    id: number;
    country_code: string | null;
    is_phonable: boolean;
    contacts: { phone: string | null; contact_type_id: number }[];
  }>(sql`SELECT p.id, p.country_code, p.is_phonable,
      coalesce((SELECT json_agg(json_build_object('phone', c.phone, 'contact_type_id', c.contact_type_id))
        FROM contacts c WHERE c.pad_id = p.id), '[]') AS contacts FROM pads p`);
  const disagreeing = padRows.filter((p) => padIsPhonable(p.contacts, p.country_code) !== p.is_phonable);
  expect(disagreeing.map((p) => p.id)).toEqual([]);
  // Phonable pads' numbers are valid; the others carry an unusable number or none.
  expect(padRows.filter((p) => p.is_phonable).length / padRows.length).toBeGreaterThan(0.8);
  expect(padRows.some((p) => !p.is_phonable)).toBe(true);
});
