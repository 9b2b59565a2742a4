// Demo and reference data. seedIfEmpty runs on server start; `pnpm seed` runs seed() by hand.
// Idempotent: reference rows are inserted by fixed id/code with ON CONFLICT DO NOTHING, and the
// demo people and pads are inserted only when the demo admin does not exist yet, all in one
// transaction under an advisory lock (two servers starting at once cannot seed twice).
import { rebuildAllPairs } from '../domain/duplicatePairs.js';
import { seedReportData } from './reports.js';
import { count, getTableName, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  activityLogs,
  campaigns,
  categories,
  contacts,
  contactTypes,
  countries,
  facilities,
  landingFees,
  padFacilities,
  pads,
  padTags,
  padWarnings,
  regions,
  statuses,
  tags,
  users,
  userAircrafts,
  userFavourites,
  userTags,
  userUserTags,
  usStates,
  warnings,
} from '../db/schema.js';
import type { Config } from '../config.js';
import { hashPassword } from '../domain/passwords.js';
import { ROLE } from '../plugins/auth.js';
import { isoCountries, REGIONS, US_STATES } from './geography.js';
import { assignOwners, buildPads, type PadPlan } from './pads.js';
import { AIRCRAFT_TYPES, buildAdmins, buildMembers, DEMO_ADMIN } from './people.js';
import { tailNumber } from './userPlaces.js';
import { createRandom, type Random } from './random.js';
import { seedDemoRevisions } from './revisions.js';
import {
  CATEGORIES,
  CONTACT_TYPES,
  FACILITIES,
  LANDING_FEES,
  STATUSES,
  TAGS,
  USER_TAGS,
  WARNINGS,
} from './reference.js';
import { padIsPhonable } from '@pads/contracts/phone.ts';
import { CONTACT_TYPE } from '@pads/contracts';

export { DEMO_ADMIN } from './people.js';

export const SEED_SIZES = { pilots: 300, owners: 150, pads: 3000, activityLogs: 4000 } as const;

const SEED = 20_260_101;
const LOCK_KEY = 7_424_911; // arbitrary, constant: the advisory lock that serialises seeding
const BATCH = 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function* chunks<T>(rows: T[], size = BATCH): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

export interface SeedResult {
  seededDemoData: boolean;
}

export async function seedIfEmpty(db: Db, config?: Config): Promise<SeedResult> {
  const [row] = await db.select({ n: count() }).from(users);
  if (row && row.n > 0) return { seededDemoData: false };
  return seed(db, config);
}

/** `config` is the API's (mail and upload folders) for the demo revisions, which are made through the API. */
export async function seed(db: Db, config?: Config): Promise<SeedResult> {
  const result = await seedInTransaction(db);
  if (result.seededDemoData) {
    // The demo pads are inserted in bulk, beside the app's write path: their duplicate pairs are built
    // once here; the pads the demo then makes through the API keep them current as any write does.
    await rebuildAllPairs(db);
    await seedReportData(db, { surveys: false });
    await seedDemoRevisions(db, config);
  }
  // Fresh tables have no planner statistics until autovacuum gets round to them; without them the
  // first minutes after a start plan the stats and list counts as if the tables were empty.
  if (result.seededDemoData) await db.execute(sql`ANALYZE`);
  return result;
}

function seedInTransaction(db: Db): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
    await seedReferenceData(tx);
    const [existing] = await tx
      .select({ n: count() })
      .from(users)
      .where(sql`lower(${users.email}) = ${DEMO_ADMIN.email}`);
    if (existing && existing.n > 0) return { seededDemoData: false };
    await seedDemoData(tx);
    return { seededDemoData: true };
  });
}

/** Only the reference tables (categories, countries, regions...), e.g. for tests that need no demo data. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_KEY})`);
    await seedReferenceData(tx);
  });
}

async function seedReferenceData(tx: Tx): Promise<void> {
  const named = [
    [categories, CATEGORIES],
    [statuses, STATUSES],
    [contactTypes, CONTACT_TYPES],
    [warnings, WARNINGS],
    [facilities, FACILITIES],
    [tags, TAGS],
    [userTags, USER_TAGS],
    [landingFees, LANDING_FEES],
  ] as const;
  for (const [table, names] of named) {
    await tx
      .insert(table)
      .values(names.map((name, i) => ({ id: i + 1, name })))
      .onConflictDoNothing();
    // Rows were inserted with explicit ids: move the sequence past them so later inserts do not collide.
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), (SELECT max(id) FROM ${table}))`,
    );
  }
  await tx.insert(countries).values(isoCountries()).onConflictDoNothing({ target: countries.code });
  await tx
    .insert(usStates)
    .values(US_STATES.map(([code, name]) => ({ code, name })))
    .onConflictDoNothing({ target: usStates.code });
  // regions has no natural unique key; insert only the (country, region) pairs not there yet.
  const present = new Set((await tx.select().from(regions)).map((r) => `${r.country_code}|${r.region}`));
  const missing = Object.entries(REGIONS).flatMap(([country_code, names]) =>
    names.filter((region) => !present.has(`${country_code}|${region}`)).map((region) => ({ country_code, region })),
  );
  if (missing.length) await tx.insert(regions).values(missing);
}

async function seedDemoData(tx: Tx): Promise<void> {
  const rng = createRandom(SEED);
  const now = Date.now();
  // One hash for every demo account: hashing 450 passwords would take ~8 s for no benefit.
  const passwordHash = await hashPassword(DEMO_ADMIN.password);

  const admins = await tx.insert(users).values(buildAdmins(passwordHash, now)).returning();
  const campaignIds = (
    await tx
      .insert(campaigns)
      .values(DEMO_CAMPAIGNS.map((name) => ({ name })))
      .returning()
  ).map((c) => c.id);
  const pilotRows = buildMembers(ROLE.Pilot, SEED_SIZES.pilots, passwordHash, now, rng);
  const ownerRows = buildMembers(ROLE.Owner, SEED_SIZES.owners, passwordHash, now, rng);
  const members = [];
  const memberRows = [...pilotRows, ...ownerRows].map(({ premiumKind: _kind, ...row }) => ({
    ...row,
    // About a third of the members signed up through a campaign.
    campaign_id: rng.chance(0.3) ? rng.pick(campaignIds) : null,
  }));
  for (const chunk of chunks(memberRows)) {
    members.push(...(await tx.insert(users).values(chunk).returning()));
  }
  const pilots = members.filter((u) => u.role === ROLE.Pilot);
  const owners = members.filter((u) => u.role === ROLE.Owner);
  await seedUserTags(
    tx,
    rng,
    members.map((m) => m.id),
  );

  const regionIds = new Map((await tx.select().from(regions)).map((r) => [`${r.country_code}|${r.region}`, r.id]));
  const activeAdminIds = admins.filter((a) => !a.deleted_at).map((a) => a.id);
  const plans = buildPads(rng, { adminIds: activeAdminIds, pilots }, regionIds, now, SEED_SIZES.pads);
  assignOwners(rng, plans, owners);
  const padIds = await insertPads(tx, plans);
  await seedFavouritesAndAircraft(tx, rng, pilots, padIds);

  await seedActivity(
    tx,
    rng,
    now,
    [...admins, ...members].map((u) => u.id),
    padIds,
  );
}

const DEMO_CAMPAIGNS = ['Spring fly-in 2025', 'Heli Expo booth', 'Pilot magazine ad', 'Referral programme'];

/** Pilots favourite a few pads and fly one or two aircraft registered in their country. */
async function seedFavouritesAndAircraft(
  tx: Tx,
  rng: Random,
  pilots: { id: number; country_code: string | null; aircraft: string | null }[],
  padIds: number[],
): Promise<void> {
  const favourites = pilots.flatMap((p) =>
    rng.sample(padIds, rng.chance(0.6) ? rng.int(1, 8) : 0).map((pad_id) => ({ user_id: p.id, pad_id })),
  );
  for (const chunk of chunks(favourites)) await tx.insert(userFavourites).values(chunk);
  const tails = new Set<string>();
  const aircraft = pilots.flatMap((p) =>
    Array.from({ length: rng.chance(0.8) ? rng.int(1, 2) : 0 }, (_, i) => {
      let tail = tailNumber(p.country_code ?? 'GB', rng);
      while (tails.has(tail)) tail = tailNumber(p.country_code ?? 'GB', rng);
      tails.add(tail);
      return { user_id: p.id, tail_number: tail, type: i === 0 && p.aircraft ? p.aircraft : rng.pick(AIRCRAFT_TYPES) };
    }),
  );
  for (const chunk of chunks(aircraft)) await tx.insert(userAircrafts).values(chunk);
}

async function seedUserTags(tx: Tx, rng: Random, userIds: number[]): Promise<void> {
  const rows = userIds.flatMap((user_id) =>
    rng.chance(0.2)
      ? rng.sample([1, 2, 3, 4, 5, 6], rng.int(1, 2)).map((user_tag_id) => ({ user_id, user_tag_id }))
      : [],
  );
  for (const chunk of chunks(rows)) await tx.insert(userUserTags).values(chunk);
}

/** A plan's contacts as the phonable rule reads them (a contact's type defaults to a pad contact, as in the table). */
const contactsOf = (plan: PadPlan) =>
  plan.contacts.map((c) => ({ phone: c.phone, contact_type_id: c.contact_type_id ?? CONTACT_TYPE.PadContact }));

/** Pads first (ids come back in VALUES order), then their contacts and links by pad id. */
async function insertPads(tx: Tx, plans: PadPlan[]): Promise<number[]> {
  const padIds: number[] = [];
  for (const chunk of chunks(plans, 500)) {
    const rows = await tx
      .insert(pads)
      // Whether pilots can phone it is the rule's, over every contact the plan gave it (owners included).
      .values(chunk.map((p) => ({ ...p.pad, is_phonable: padIsPhonable(contactsOf(p), p.pad.country_code) })))
      .returning({ id: pads.id });
    padIds.push(...rows.map((r) => r.id));
  }
  const withId = plans.map((p, i) => ({ ...p, id: padIds[i]! }));
  const contactRows = withId.flatMap((p) => p.contacts.map((c) => ({ ...c, pad_id: p.id })));
  for (const chunk of chunks(contactRows)) await tx.insert(contacts).values(chunk);
  const tagRows = withId.flatMap((p) => p.tagIds.map((tag_id) => ({ pad_id: p.id, tag_id })));
  for (const chunk of chunks(tagRows)) await tx.insert(padTags).values(chunk);
  const warningRows = withId.flatMap((p) => p.warningIds.map((warning_id) => ({ pad_id: p.id, warning_id })));
  for (const chunk of chunks(warningRows)) await tx.insert(padWarnings).values(chunk);
  const facilityRows = withId.flatMap((p) => p.facilityIds.map((facility_id) => ({ pad_id: p.id, facility_id })));
  for (const chunk of chunks(facilityRows)) await tx.insert(padFacilities).values(chunk);
  return padIds;
}

const PAD_ACTIONS = ['pad_view', 'pad_view', 'pad_view', 'pad_favourite', 'pad_update', 'pad_review'] as const;

async function seedActivity(tx: Tx, rng: Random, now: number, userIds: number[], padIds: number[]): Promise<void> {
  const rows = Array.from({ length: SEED_SIZES.activityLogs }, () => {
    const padAction = rng.chance(0.6);
    return {
      user_id: rng.pick(userIds),
      pad_id: padAction ? rng.pick(padIds) : null,
      action: padAction ? rng.pick(PAD_ACTIONS) : rng.pick(['login', 'login', 'search', 'logout']),
      details: padAction ? null : { device: rng.pick(['iPhone', 'Android', 'Chrome on macOS', 'Firefox on Windows']) },
      created_at: new Date(now - rng.int(60_000, 90 * 86_400_000)),
    };
  });
  for (const chunk of chunks(rows)) await tx.insert(activityLogs).values(chunk);
}
