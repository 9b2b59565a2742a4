// A large synthetic data set for benchmarks (`pnpm seed --scale`, `pnpm bench`): pads, users and
// activity logs generated inside PostgreSQL with generate_series, so 1M rows take seconds, not minutes.
// Its users are recognisable by their mail domains (seed/scaleUsers.ts); a second run adds nothing.
import { rebuildAllPairs } from '../domain/duplicatePairs.js';
import { insertScaleEngagement, seedReportData } from './reports.js';
import { insertScaleReviews, REVIEWS_PER_PAD } from './reviews.js';
import { sql, type SQL } from 'drizzle-orm';
import { CONTACT_TYPE } from '@pads/contracts';
import type { Db } from '../db/client.js';
import { seedReference } from './index.js';
import { isScaleUser, scaleUserNames, scaleUserRange } from './scaleUsers.js';
import { PLACE_JITTER, weightedPlaces } from './userPlaces.js';
import { scaleIdSpans } from './scaleSpans.js';

export interface ScaleSizes {
  pads: number;
  users: number;
  logs: number;
}

export const SCALE_SIZES: ScaleSizes = { pads: 100_000, users: 200_000, logs: 1_000_000 };

/** The bench volumes times `scale` (`BENCH_SCALE=10`: 1M pads, 2M users, 10M logs). */
export const scaledSizes = (scale: number): ScaleSizes => ({
  pads: SCALE_SIZES.pads * scale,
  users: SCALE_SIZES.users * scale,
  logs: SCALE_SIZES.logs * scale,
});

const PAD_WORDS = [
  'Manor',
  'Farm',
  'Castle',
  'Hall',
  'Lodge',
  'House',
  'Park',
  'Field',
  'Airstrip',
  'Inn',
  'Arms',
  'Court',
  'Abbey',
  'Mill',
  'Green',
];
const PLACE_WORDS = [
  'Oak',
  'Ash',
  'River',
  'Hill',
  'Lake',
  'Stone',
  'Bridge',
  'Wood',
  'Heath',
  'Marsh',
  'Cliff',
  'Glen',
  'Moor',
  'Vale',
  'Bay',
];
const REGIONS = ['England', 'Scotland', 'Wales', 'Northern Ireland', 'Leinster', 'Munster', 'Connacht', 'Ulster'];
/** What a pilot writes with a suggestion or report (one revision in four has a comment). */
const REVISION_COMMENTS = [
  'New phone number for the owner',
  'Gate code changed',
  'The windsock has gone',
  'Trees cut back on the approach',
  'Now closed on Sundays',
  'Hard standing resurfaced',
  'Owner asked to be contacted first',
  'Power lines to the north',
];
const ACTIONS = ['login', 'view_pad', 'favourite', 'review', 'edit_pad', 'search', 'logout'];

const textArray = (items: string[]) => sql.raw(`ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`);
/** A random element of a constant array, per row. */
const pick = (items: string[]) => sql`(${textArray(items)})[1 + floor(random() * ${items.length})::int]`;

export async function seedScale(
  db: Db,
  sizes: ScaleSizes = SCALE_SIZES,
  log: (m: string) => void = () => {},
): Promise<void> {
  await seedReference(db);
  if (await hasLegacyScaleUsers(db))
    throw new Error(
      'This database holds scale data of an older seed (users named "scale-<n>"): drop it and seed again (the bench: drop its database, e.g. pads_bench_x10).',
    );
  const { rows } = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM users WHERE ${isScaleUser()}) AS seeded`);
  if (rows[0]!.seeded) {
    const { rows: counted } = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM pad_counts) AS done`);
    if (!counted[0]!.done)
      throw new Error(
        'The scale seed did not finish (its indexes or counters are missing): drop the database and seed again.',
      );
    log('scale data already present; nothing to do');
    return;
  }
  let t = Date.now();
  const step = (what: string) => {
    log(`${what}: ${Date.now() - t} ms`);
    t = Date.now();
  };

  // The rows, in one transaction, with the big tables' secondary indexes dropped.
  const indexes = await db.transaction(async (tx) => {
    await bulkSession(tx as unknown as Db);
    await tx.execute(sql`SELECT setseed(0.42)`);
    const dropped = await dropIndexes(tx as unknown as Db, BULK_TABLES);
    await insertRows(tx as unknown as Db, sizes, step);
    await insertScaleReviews(tx as unknown as Db, sizes.pads);
    step(`reviews ${sizes.pads * REVIEWS_PER_PAD}`);
    await insertScaleEngagement(tx as unknown as Db, sizes.pads);
    await seedReportData(tx as unknown as Db);
    step('views, PPR requests, subscriptions, surveys');
    return dropped;
  });
  // Then the indexes, each built once over every row: far cheaper than keeping them row by row (a trigram index
  // most of all). Not in the load's transaction: an index built there after its rows were updated could not be
  // used before that transaction ends (broken HOT chains), and the pairs' search below needs the point index.
  const client = await db.$client.connect();
  try {
    await client.query(`SET maintenance_work_mem = '512MB'`);
    for (const { def } of indexes) await client.query(def);
    for (const table of BULK_TABLES) await client.query(`ANALYZE ${client.escapeIdentifier(table)}`);
  } finally {
    client.release();
  }
  step(`${indexes.length} indexes built, tables analysed`);
  await db.transaction(async (tx) => {
    await bulkSession(tx as unknown as Db);
    await recountTriggerKeptTables(tx as unknown as Db);
  });
  step('kept counters and duplicate pairs');
  // VACUUM sets the visibility map, so counts can use index-only scans.
  await db.execute(
    sql`VACUUM ANALYZE pads, users, contacts, activity_logs, revisions, user_favourites, user_aircrafts, reviews, pad_engagement, user_pad_counts, pad_fav_rev_days, pad_fav_rev_steps, subscription_day_counts, revision_day_counts`,
  );
  step('vacuum analyze');
}

/** Scale data of the seed before issue 38, whose users were all named "scale-<n>". */
async function hasLegacyScaleUsers(db: Db): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM users WHERE username LIKE 'scale-%') AS legacy`);
  return Boolean(rows[0]!.legacy);
}

/** The tables the scale seed fills by the million. */
const BULK_TABLES = [
  'users',
  'pads',
  'contacts',
  'user_favourites',
  'user_aircrafts',
  'activity_logs',
  'revisions',
  'reviews',
  'pad_views',
  'ppr_requests',
];

/**
 * Foreign-key triggers per row are most of the cost of a million inserts, and these rows are consistent by
 * construction; only a superuser may skip them, so others just wait longer.
 */
async function bulkSession(db: Db) {
  const { rows: su } = await db.execute(sql`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`);
  if (su[0]?.rolsuper) await db.execute(sql`SET LOCAL session_replication_role = replica`);
}

/** Drops the tables' secondary indexes (not those behind constraints); returns their definitions to build again. */
async function dropIndexes(db: Db, tables: string[]) {
  const { rows } = await db.execute<{ name: string; def: string }>(sql`SELECT i.indexrelid::regclass::text AS name,
      pg_get_indexdef(i.indexrelid) AS def
    FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
    WHERE t.relname IN (${sql.join(
      tables.map((table) => sql`${table}`),
      sql`, `,
    )}) AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`);
  for (const { name } of rows) await db.execute(sql`DROP INDEX ${sql.identifier(name)}`);
  return rows;
}

/**
 * Tables that triggers keep current, rebuilt from their sources. The bulk insert runs with
 * `session_replication_role = replica` (no foreign-key checks), which skips those triggers too; an
 * area that adds a trigger-kept table rebuilds it here.
 */
export async function recountTriggerKeptTables(db: Db) {
  await db.execute(sql`DELETE FROM revision_counts`);
  await db.execute(sql`INSERT INTO revision_counts (status, type, n)
    SELECT status, type, count(*) FROM revisions GROUP BY 1, 2 ORDER BY 1, 2`);
  await db.execute(sql`DELETE FROM activity_log_counts`);
  await db.execute(
    sql`INSERT INTO activity_log_counts (action, n) SELECT action, count(*) FROM activity_logs GROUP BY 1 ORDER BY 1`,
  );
  await db.execute(sql`DELETE FROM user_counts`);
  await db.execute(sql`INSERT INTO user_counts (role, n) SELECT role, count(*) FROM users GROUP BY 1 ORDER BY 1`);
  await db.execute(sql`DELETE FROM review_counts`);
  await db.execute(sql`INSERT INTO review_counts (is_approved, is_reported, rating, n)
    SELECT is_approved, is_reported, rating, count(*) FROM reviews GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);
  await db.execute(sql`SELECT rebuild_pad_counts()`);
  await db.execute(sql`SELECT rebuild_user_map_cells()`);
  await db.execute(sql`SELECT rebuild_pad_map_cells()`);
  await db.execute(sql`SELECT rebuild_pad_country_counts()`);
  await db.execute(sql`SELECT rebuild_report_counters()`);
  await db.execute(sql`SELECT rebuild_reports_speed()`);
  await db.execute(sql`SELECT rebuild_pad_fav_rev_steps()`);
  await db.execute(sql`SELECT rebuild_subscription_day_counts()`);
  await db.execute(sql`SELECT rebuild_user_renewal_days()`);
  await db.execute(sql`SELECT rebuild_report_renewal_days()`);
  await db.execute(sql`SELECT rebuild_user_aircraft_counts()`);
  await db.execute(sql`SELECT rebuild_revision_day_counts()`);
  // Duplicate pairs are kept by the pad writes of the app, which a bulk insert bypasses too. Last: a pair copies
  // its pads' state, has_claimed_owner included, which rebuild_pad_counts() computes above (pairs built before it
  // kept every owner flag false).
  // Offline: nobody reads the seed's database meanwhile, and a sorted index build beats 240k index insertions.
  await rebuildAllPairs(db, { offline: true });
  await db.execute(sql`SELECT rebuild_duplicate_pair_counts()`);
}

const SCALE_CAMPAIGNS = 20;

/** Slots of the weighted towns: a town fills slots in proportion to its weight, so a row picks one by index. */
const PLACE_SLOTS = 1000;
function placeSlots() {
  const weighted = weightedPlaces();
  const sum = weighted.reduce((n, w) => n + w.weight, 0);
  const slots: (typeof weighted)[number]['place'][] = [];
  for (const { place, weight } of weighted) {
    const n = Math.max(1, Math.round((weight / sum) * PLACE_SLOTS));
    for (let i = 0; i < n; i++) slots.push(place);
  }
  const texts = (values: (string | null)[]) =>
    sql.raw(`ARRAY[${values.map((v) => (v === null ? 'NULL' : `'${v.replace(/'/g, "''")}'`)).join(',')}]::text[]`);
  const floats = (values: number[]) => sql.raw(`ARRAY[${values.join(',')}]::float8[]`);
  return {
    count: slots.length,
    country: texts(slots.map((p) => p.country)),
    state: texts(slots.map((p) => p.state)),
    name: texts(slots.map((p) => p.name)),
    lat: floats(slots.map((p) => p.latitude)),
    lng: floats(slots.map((p) => p.longitude)),
  };
}

async function insertRows(db: Db, sizes: ScaleSizes, step: (what: string) => void): Promise<void> {
  await db.execute(
    sql`INSERT INTO campaigns (name) SELECT 'Campaign ' || g FROM generate_series(1, ${SCALE_CAMPAIGNS}) g`,
  );
  const { rows: firstCampaign } = await db.execute(sql`SELECT min(id) AS id FROM campaigns`);
  const campaign0 = Number(firstCampaign[0]!.id);
  // Users: mostly pilots, some owners, a few admins; a spread of premium states and activity; each lives
  // near a town of a weighted country (US users with their state).
  const places = placeSlots();
  await db.execute(sql`
    INSERT INTO users (first_name, last_name, username, email, password_hash, role, renewal_date, free_renewal_date,
      last_action_at, is_deleted_account, country_code, state_code, location_name, latitude, longitude, campaign_id,
      registration_step, registration_device, created_at, deleted_at)
    SELECT nm.first_name, nm.last_name, nm.username, nm.email, 'x',
      CASE WHEN g % 500 = 0 THEN 1 WHEN g % 5 = 0 THEN 3 WHEN g % 97 = 0 THEN 0 ELSE 2 END,
      CASE WHEN g % 4 = 0 THEN now() + (g % 300) * interval '1 day' WHEN g % 4 = 1 THEN now() - (g % 300) * interval '1 day' END,
      -- Freemium (one in eight): the free renewal date is the renewal date (now() is the transaction's time).
      CASE WHEN g % 8 = 0 THEN now() + (g % 300) * interval '1 day' END,
      now() - (g % 120) * interval '1 day',
      g % 211 = 0,
      (${places.country})[pl.i], (${places.state})[pl.i], (${places.name})[pl.i],
      (${places.lat})[pl.i] + (random() * 2 - 1) * ${PLACE_JITTER}, (${places.lng})[pl.i] + (random() * 2 - 1) * ${PLACE_JITTER},
      CASE WHEN g % 4 = 0 THEN ${campaign0} + (g / 4) % ${SCALE_CAMPAIGNS} END,
      CASE WHEN g % 10 < 7 THEN 5 ELSE g % 5 END,
      (ARRAY['ios', 'android', 'web'])[1 + g % 3],
      now() - (g % 1500) * interval '1 day',
      CASE WHEN g % 301 = 0 THEN now() - interval '3 days' END
    FROM generate_series(1, ${sizes.users}) g
    CROSS JOIN LATERAL (SELECT 1 + floor(random() * ${places.count})::int + g * 0 AS i) pl
    CROSS JOIN LATERAL (${scaleUserNames(sql`g`)}) nm`);
  step(`users ${sizes.users}`);

  const { lo, span } = await scaleUserRange(db);
  const randomUser = sql`(${lo} + floor(random() * ${span})::int)`;

  // Pads: across Great Britain and Ireland, every category and status, a realistic share of flags. Beyond 100k
  // pads the band widens eastwards in proportion, so the density (and the pairs within 1 km, the pads in a
  // viewport) stays what 100k pads make over Great Britain and Ireland.
  const spread = Math.max(1, sizes.pads / SCALE_SIZES.pads);
  const { rows: before } = await db.execute(sql`SELECT coalesce(max(id), 0) AS id FROM pads`);
  const firstScalePad = sql`${Number(before[0]!.id) + 1}::int`;
  await db.execute(sql`
    INSERT INTO pads (name, category_id, status_id, is_landing_permitted, is_phonable, is_moderated, user_id,
      submitter_user_id, region, country_code, latitude, longitude, hisc, icao, created_at, deleted_at, archive_reason)
    SELECT ${pick(PLACE_WORDS)} || ' ' || ${pick(PAD_WORDS)} || ' ' || g,
      1 + (g % 7),
      CASE WHEN g % 10 < 3 THEN 1 WHEN g % 10 = 3 THEN 2 ELSE 3 END,
      g % 17 <> 0,
      g % 13 <> 0,
      g % 10 >= 4,
      CASE WHEN g % 41 = 0 THEN ${randomUser} END,
      CASE WHEN g % 3 = 0 THEN ${randomUser} END,
      ${pick(REGIONS)},
      CASE WHEN g % 4 = 0 THEN 'IE' ELSE 'GB' END,
      50 + random() * 8.5,
      -10 + random() * ${11.7 * spread},
      CASE WHEN g % 2 = 0 THEN upper(substr(md5(g::text), 1, 8)) END,
      CASE WHEN g % 7 IN (2, 6) THEN upper(substr(md5(g::text), 9, 4)) END,
      now() - (g % 2000) * interval '1 day',
      CASE WHEN g % 29 = 0 THEN now() - (g % 100) * interval '1 day' END,
      CASE WHEN g % 29 = 0 THEN 'closed' END
    FROM generate_series(1, ${sizes.pads}) g`);
  step(`pads ${sizes.pads}`);
  // Planted duplicates: one pad in fifty sits 30–40 m from the pad before it, under a similar name.
  await db.execute(sql`UPDATE pads p SET latitude = q.latitude + 0.0003, longitude = q.longitude + 0.0002,
    name = q.name || ' Field' FROM pads q WHERE q.id = p.id - 1 AND p.id % 50 = 7`);

  const { rows: padRange } = await db.execute(sql`SELECT min(id) AS lo, max(id) AS hi FROM pads`);
  const padLo = Number(padRange[0]!.lo);
  const padSpan = Number(padRange[0]!.hi) - padLo + 1;
  const padLoExpr = sql`${padLo}::int`;
  const padSpanExpr = sql`${padSpan}::int`;

  // Contacts: a pad contact on most pads, an owner (type 4) on one in eight, claimed on half of those.
  await db.execute(sql`
    INSERT INTO contacts (pad_id, user_id, name, phone, email, contact_type_id, is_primary, is_claimed)
    SELECT p.id, NULL, 'Contact ' || p.id,
      -- A valid London number (+44 20 7xxx xxxx) but on one pad in thirteen, whose number is unusable.
      CASE WHEN p.id % 13 <> 0 THEN '+44 20 7' || lpad((p.id % 10000000)::text, 7, '0') ELSE 'call reception' END,
      'pad' || p.id || '@bench.test', 1, true, false
    FROM pads p WHERE p.id % 5 <> 0 AND NOT EXISTS (SELECT 1 FROM contacts c WHERE c.pad_id = p.id)
    UNION ALL
    SELECT p.id, ${randomUser}, 'Owner ' || p.id, NULL, NULL, 4, false, p.id % 16 = 0
    FROM pads p WHERE p.id % 8 = 0 AND NOT EXISTS (SELECT 1 FROM contacts c WHERE c.pad_id = p.id)`);
  step('contacts');
  // Whether pilots can phone a pad follows from the numbers just written (valid exactly where they are London
  // numbers, which @pads/contracts/phone.ts accepts): what refreshPhonable would set, without reading 1M numbers.
  await db.execute(sql`UPDATE pads p SET is_phonable = EXISTS (SELECT 1 FROM contacts c WHERE c.pad_id = p.id
    AND c.contact_type_id = ${CONTACT_TYPE.PadContact} AND c.phone LIKE '+44 20 7%') WHERE p.id >= ${firstScalePad}`);
  step('phonable');

  // Favourites: a third of the users keep two pads; pilots (every other one) fly an aircraft.
  await db.execute(sql`
    INSERT INTO user_favourites (user_id, pad_id)
    SELECT DISTINCT u.id, ${padLoExpr} + ((u.id::bigint * k * 7919) % ${padSpanExpr})::int
    FROM users u CROSS JOIN (VALUES (1), (2)) v(k)
    WHERE u.id BETWEEN ${lo} AND ${lo + span - 1} AND u.id % 3 = 0
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO user_aircrafts (user_id, tail_number, type)
    SELECT u.id, CASE WHEN u.country_code = 'US' THEN 'N' || (100 + u.id % 900) || chr(65 + u.id % 26) || chr(65 + (u.id / 26) % 26)
      ELSE 'G-' || upper(substr(md5(u.id::text), 1, 4)) END, ${pick(['Robinson R44', 'Airbus H125', 'Bell 407', 'Guimbal Cabri G2'])}
    FROM users u WHERE u.id BETWEEN ${lo} AND ${lo + span - 1} AND u.role = 2 AND u.id % 2 = 0`);
  step('favourites and aircraft');

  await db.execute(sql`
    INSERT INTO activity_logs (user_id, pad_id, action, created_at)
    SELECT ${randomUser}, CASE WHEN g % 3 = 0 THEN ${padLo} + floor(random() * ${padSpan})::int END,
      ${pick(ACTIONS)}, now() - random() * interval '365 days'
    FROM generate_series(1, ${sizes.logs}) g`);
  step(`activity_logs ${sizes.logs}`);

  await insertScaleRevisions(db, sizes);
  step(`revisions ${revisionCount(sizes)}`);
}

/** Revisions per pad at scale: 1.5 (the moderation list's worst case is a long pending queue). */
const REVISIONS_PER_PAD = 1.5;
const revisionCount = (sizes: ScaleSizes) => Math.round(sizes.pads * REVISIONS_PER_PAD);

/**
 * Revisions in bulk (INSERT … SELECT generate_series; the demo seed makes its revisions through the API,
 * which at this volume would take an hour). Types in the demo seed's proportions (of 50: 12 additions,
 * 10 updates, 6 claims, 9 pad reports, 4 moderation requests, 4 review reports, 2 upload reports,
 * 3 conversions); 20% pending, 70% accepted, 10% cancelled; dated over six years, so some additions
 * fall before the purgatory cut-off. Updates carry prev/next snapshots of a realistic size.
 */
async function insertScaleRevisions(db: Db, sizes: ScaleSizes): Promise<void> {
  const { userLo, userSpan, padLo, padSpan } = await scaleIdSpans(db);
  const type = sql`CASE WHEN g % 50 < 12 THEN 1 WHEN g % 50 < 22 THEN 3 WHEN g % 50 < 28 THEN 2 WHEN g % 50 < 37 THEN 4
    WHEN g % 50 < 41 THEN 5 WHEN g % 50 < 45 THEN 6 WHEN g % 50 < 47 THEN 7 ELSE 8 END`;
  const snapshot = (
    suffix: SQL,
  ) => sql`jsonb_build_object('name', 'Scale pad ' || g || ${suffix}, 'category_id', 1 + g % 7,
    'status_id', 3, 'is_landing_permitted', true, 'location', jsonb_build_object('name', g || ' Scale Road',
    'latitude', 50 + (g % 850) / 100.0, 'longitude', -10 + (g % 1170) / 100.0, 'region', 'Munster', 'country', 'Ireland',
    'country_code', 'IE', 'county', 'Kerry'), 'pad_social', jsonb_build_object('website', 'https://pad' || g || '.example',
    'twitter_handle', NULL, 'trip_advisor_rating', NULL), 'tags', '[1,2]'::jsonb, 'warnings', '[]'::jsonb,
    'facilities', '[]'::jsonb, 'contacts', jsonb_build_array(jsonb_build_object('id', g, 'contact_type_id', 1,
    'name', 'Contact ' || g, 'email', 'pad' || g || '@bench.test', 'phone', '+44 20 7946 0000', 'is_primary', true)))`;
  await db.execute(sql`
    INSERT INTO revisions (type, status, pad_id, user_id, prev, next, pad_report_type, review_id, upload_id, comment,
      is_updated_by_own_owner, resolved_at, created_at)
    SELECT t.type, t.status, ${padLo} + ((g::bigint * 7919) % ${padSpan})::int, ${userLo} + ((g::bigint * 104729) % ${userSpan})::int,
      CASE WHEN t.type = 3 THEN ${snapshot(sql`''`)} END,
      CASE WHEN t.type IN (1, 3) THEN ${snapshot(sql`' (suggested)'`)} END,
      CASE WHEN t.type = 4 THEN g % 3 END,
      CASE WHEN t.type = 6 THEN g END,
      CASE WHEN t.type = 7 THEN g END,
      CASE WHEN g % 4 = 0 THEN (${textArray(REVISION_COMMENTS)})[1 + (g / 4) % ${REVISION_COMMENTS.length}] END,
      t.type = 3 AND g % 9 = 0,
      CASE WHEN t.status <> 1 THEN now() - (g % 2200) * interval '1 day' + interval '2 days' END,
      now() - (g % 2200) * interval '1 day'
    FROM generate_series(1, ${revisionCount(sizes)}) g,
      LATERAL (SELECT ${type} AS type, CASE WHEN g % 10 < 2 THEN 1 WHEN g % 10 < 9 THEN 2 ELSE 3 END AS status) t`);
}
