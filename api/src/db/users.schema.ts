// Tables of the users area: favourite pads and pilots' aircraft (campaigns sit in schema.ts: users point at them).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { pads, users } from './core.schema.js';
import { serialId, createdAt, refCascade } from './columns.js';

/** A pilot's favourite pads. */
export const userFavourites = pgTable(
  'user_favourites',
  {
    user_id: refCascade('user_id', () => users.id),
    pad_id: refCascade('pad_id', () => pads.id),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.pad_id] }), index('user_favourites_pad_idx').on(t.pad_id, t.created_at)],
);

/** Aircraft a pilot flies (the pilot-aircrafts report lists them by tail number). */
export const userAircrafts = pgTable(
  'user_aircrafts',
  {
    id: serialId(),
    user_id: refCascade('user_id', () => users.id),
    tail_number: varchar('tail_number', { length: 20 }).notNull(),
    type: varchar('type', { length: 200 }),
    created_at: createdAt(),
    /**
     * The pilot's names, username and e-mail (as users.search_text, in their case), kept by triggers (migration
     * `reports_speed`): the report's keyword finds pilots through this table's trigram index.
     */
    pilot_search: text('pilot_search').notNull().default(''),
  },
  (t) => [
    index('user_aircrafts_user_idx').on(t.user_id),
    index('user_aircrafts_tail_idx').on(sql`lower(${t.tail_number})`),
    // The report's default order (tail number, newest letters first; ties by id): its first page walks this.
    index('user_aircrafts_tail_sort_idx').on(t.tail_number.desc().nullsLast(), t.id),
    // The report's keyword (ILIKE '%…%') over tail number, type and pilot: a bitmap OR of these.
    index('user_aircrafts_tail_trgm').using('gin', sql`${t.tail_number} gin_trgm_ops`),
    index('user_aircrafts_type_trgm').using('gin', sql`${t.type} gin_trgm_ops`),
    index('user_aircrafts_pilot_trgm').using('gin', sql`${t.pilot_search} gin_trgm_ops`),
  ],
);

/**
 * Users per role, kept by statement-level triggers (migrations `user_counts`, `user_counts_append`: each statement
 * appends its differences, now and then folded; a role's count is the sum of its rows): the user list's total,
 * unfiltered or by role, and the Non-premium total (this minus the indexed premium and freemium counts)
 * read these rows instead of counting 200k users.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    role: smallint('role').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('user_counts_role_idx').on(t.role, t.n)],
);

/**
 * Users per UTC day of their renewal date and kind of renewal (1: paid, no free renewal date; 2: free, the free
 * renewal date is the renewal date), kept by statement-level triggers appended and folded like user_counts
 * (migration `user_renewal_days`). How many users are premium or freemium now is the sum over the days after today
 * plus today's users whose renewal is still ahead (domain/definitions.ts): a few hundred rows and an index range,
 * where counting them read ~250k index entries each at 2M users (30–70 ms; issue 38).
 */
export const userRenewalDays = pgTable(
  'user_renewal_days',
  {
    day: date('day').notNull(),
    kind: smallint('kind').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('user_renewal_days_idx').on(t.kind, t.day, t.n)],
);

/**
 * Users per campaign, UTC day of their renewal date (NULL: none) and whether the renewal is paid (no free renewal
 * date), kept by statement-level triggers (migration `report_renewal_days`): the Campaigns report's current, converted
 * and reverted users are sums over these rows plus today's renewals from users_campaign_idx, instead of a pass over
 * every campaign user (~500k at 2M users).
 */
export const campaignRenewalDays = pgTable(
  'campaign_renewal_days',
  {
    campaign_id: integer('campaign_id').notNull(),
    day: date('day'),
    paid: boolean('paid').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('campaign_renewal_days_idx').on(t.campaign_id, t.day, t.paid, t.n)],
);

/**
 * Live pilots per country ('' for none), UTC day of their renewal date (NULL: none) and kind of renewal (1: paid,
 * 2: free, 3: a free renewal date that differs), kept like campaign_renewal_days: the Pilot Country report without a
 * date range or a place filter, without reading every pilot (~1.6M at 2M users).
 */
export const pilotCountryDays = pgTable(
  'pilot_country_days',
  {
    country_code: varchar('country_code', { length: 2 }).notNull(),
    day: date('day'),
    kind: smallint('kind').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('pilot_country_days_idx').on(t.country_code, t.kind, t.day, t.n)],
);

/**
 * Aircraft rows, kept by statement-level triggers (migration `aircraft_counts`; appended and folded like
 * user_counts): the Pilot aircrafts report's total without a keyword is this less the archived pilots' aircraft,
 * instead of a count of every aircraft (~800k at 2M users).
 */
export const userAircraftCounts = pgTable('user_aircraft_counts', {
  n: bigint('n', { mode: 'number' }).notNull(),
});
