// What the reports read and no other area records (issue 17): pad views and PPR requests made in the
// pilot app, and premium subscriptions from the app stores. Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { serialId, createdAt, refCascade, refSetNull } from './columns.js';
import { pads, users } from './core.schema.js';

/** A pilot opened the pad in the app (POST /api/app/pads/:id/view). */
export const padViews = pgTable(
  'pad_views',
  {
    id: serialId(),
    pad_id: refCascade('pad_id', () => pads.id),
    user_id: refSetNull('user_id', () => users.id),
    created_at: createdAt(),
  },
  (t) => [index('pad_views_pad_idx').on(t.pad_id), index('pad_views_created_idx').on(t.created_at)],
);

/** A pilot asked the pad for prior permission (PPR) from the app (POST /api/app/pads/:id/ppr). */
export const pprRequests = pgTable(
  'ppr_requests',
  {
    id: serialId(),
    pad_id: refCascade('pad_id', () => pads.id),
    user_id: refSetNull('user_id', () => users.id),
    created_at: createdAt(),
  },
  (t) => [index('ppr_requests_pad_idx').on(t.pad_id), index('ppr_requests_created_idx').on(t.created_at)],
);

/**
 * A premium subscription period bought in an app store: kind 1 new (the user's first), 2 recurring (a
 * renewal); the role is the user's at purchase. Written by the store integration, not by the panel.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serialId(),
    user_id: refCascade('user_id', () => users.id),
    role: smallint('role').notNull(),
    kind: smallint('kind').notNull(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // Premium Subscriptions counts a range's subscriptions by role and kind from the started index alone.
  (t) => [
    index('subscriptions_started_idx').on(t.started_at, t.role, t.kind),
    index('subscriptions_user_idx').on(t.user_id),
  ],
);

/**
 * Subscriptions started per UTC day, role and kind (migration `fav_rev_steps`), kept by statement-level triggers
 * on subscriptions as appended differences folded now and then (a key may have a few rows: read the sum of n):
 * Premium Subscriptions over a range without a place filter sums a few hundred rows instead of counting every
 * subscription of the range.
 */
export const subscriptionDayCounts = pgTable(
  'subscription_day_counts',
  {
    day: date('day').notNull(),
    role: smallint('role').notNull(),
    kind: smallint('kind').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('subscription_day_counts_idx').on(t.day, t.role, t.kind, t.n)],
);

/**
 * Log entries per action, kept by statement-level triggers (migration `log_counts`): the System Logs
 * report's total, unfiltered or by action, reads these rows instead of counting a million entries.
 */
export const activityLogCounts = pgTable('activity_log_counts', {
  action: varchar('action', { length: 50 }).primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/**
 * Each pad's engagement totals, one row per pad (made with the pad), kept by statement-level triggers on
 * pad_views, ppr_requests, user_favourites and reviews (migration `report_counters`): Pad Engagement All
 * sorts 100k pads by any of them through an index instead of counting four tables per pad.
 */
export const padEngagement = pgTable(
  'pad_engagement',
  {
    pad_id: integer('pad_id')
      .primaryKey()
      .references(() => pads.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    ppr_count: integer('ppr_count').notNull().default(0),
    favourites: integer('favourites').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    /** The pad is not archived: kept by a trigger on pads, so the report counts and sorts here alone. */
    is_live: boolean('is_live').notNull().default(true),
    /** The pad's name in lower case, the name sort's key (migration `reports_speed`): kept by triggers. */
    name_key: text('name_key').notNull().default(''),
  },
  (t) => [
    index('pad_engagement_live_idx')
      .on(t.pad_id)
      .where(sql`${t.is_live}`),
    index('pad_engagement_views_idx')
      .on(t.views, t.pad_id)
      .where(sql`${t.is_live}`),
    index('pad_engagement_ppr_idx')
      .on(t.ppr_count, t.pad_id)
      .where(sql`${t.is_live}`),
    index('pad_engagement_favourites_idx')
      .on(t.favourites, t.pad_id)
      .where(sql`${t.is_live}`),
    index('pad_engagement_reviews_idx')
      .on(t.reviews, t.pad_id)
      .where(sql`${t.is_live}`),
    index('pad_engagement_name_idx')
      .on(t.name_key, t.pad_id)
      .where(sql`${t.is_live}`),
  ],
);

/**
 * Fav/Rev's counts by day (migration `reports_speed`): per pad with favourites or reviews, the UTC days
 * that have some (ascending) and the running totals up to each, kept by statement-level triggers on
 * user_favourites and reviews. A date range's count is the total up to its last day minus the total before
 * its first: two binary searches (`width_bucket`) per pad instead of a sum over the range's events.
 */
export const padFavRevDays = pgTable(
  'pad_fav_rev_days',
  {
    pad_id: integer('pad_id')
      .primaryKey()
      .references(() => pads.id, { onDelete: 'cascade' }),
    /** The pad's name in lower case, the name sort's key; both directions are index walks. */
    name_key: text('name_key').notNull().default(''),
    days: date('days')
      .array()
      .notNull()
      .default(sql`'{}'`),
    favourites_upto: integer('favourites_upto')
      .array()
      .notNull()
      .default(sql`'{}'`),
    reviews_upto: integer('reviews_upto')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    index('pad_fav_rev_days_name_idx').on(t.name_key, t.pad_id),
    index('pad_fav_rev_days_name_desc_idx').on(t.name_key.desc().nullsLast(), t.pad_id),
    // Each pad's count in all, most first (migration `fav_rev_steps`): Fav/Rev's page sorted by favourites or
    // reviews is looked for among the pads whose count in all can reach it.
    index('pad_fav_rev_days_favourites_idx').on(
      sql`(${t.favourites_upto}[cardinality(${t.favourites_upto})]) DESC`,
      t.pad_id,
    ),
    index('pad_fav_rev_days_reviews_idx').on(sql`(${t.reviews_upto}[cardinality(${t.reviews_upto})]) DESC`, t.pad_id),
  ],
);

/**
 * Fav/Rev's total by range (migration `fav_rev_steps`): for every day of pad_fav_rev_days.days, the pad's previous
 * such day (`-infinity` for its first), counted over all pads; the by_month rows hold that previous day truncated
 * to its month. A range [a, b] has as many pads as steps with day in [a, b] and prev before a. Kept by
 * statement-level triggers on pad_fav_rev_days as appended differences folded per key, so a key may have a few
 * rows: read the sum of n
 * (n is in each index's keys, so the sums are read from the index alone).
 */
export const padFavRevSteps = pgTable(
  'pad_fav_rev_steps',
  {
    by_month: boolean('by_month').notNull(),
    day: date('day').notNull(),
    prev: date('prev').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    index('pad_fav_rev_steps_month_idx')
      .on(t.day, t.prev, t.n)
      .where(sql`${t.by_month}`),
    index('pad_fav_rev_steps_day_idx')
      .on(t.prev, t.day, t.n)
      .where(sql`NOT ${t.by_month}`),
  ],
);

/**
 * Per user: the live pads they submitted (public moderated, public not moderated, all), the private pads
 * they own, and their ratings and written reviews; kept by statement-level triggers on pads and reviews
 * (migration `report_counters`) for Pad Submissions by Pilot.
 */
export const userPadCounts = pgTable(
  'user_pad_counts',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    submitted: integer('submitted').notNull().default(0),
    public_pads_moderated: integer('public_pads_moderated').notNull().default(0),
    public_pads_not_moderated: integer('public_pads_not_moderated').notNull().default(0),
    private_pads: integer('private_pads').notNull().default(0),
    ratings: integer('ratings').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    /** The user is a live pilot (role 2, not archived): kept by a trigger on users, so the report counts here. */
    is_live_pilot: boolean('is_live_pilot').notNull().default(false),
    /** The pilot's name as the report shows it, in lower case: the name sort's key, kept by triggers. */
    name_key: text('name_key').notNull().default(''),
  },
  (t) => [
    index('user_pad_counts_listed_idx')
      .on(t.public_pads_moderated, t.user_id)
      .where(sql`${t.is_live_pilot} AND (${t.submitted} > 0 OR ${t.private_pads} > 0)`),
    // The report's default order (moderated public pads, most first; ties by pilot): its first page walks this.
    index('user_pad_counts_moderated_idx')
      .on(t.public_pads_moderated.desc().nullsLast(), t.user_id)
      .where(sql`${t.is_live_pilot} AND (${t.submitted} > 0 OR ${t.private_pads} > 0)`),
    index('user_pad_counts_name_idx')
      .on(t.name_key, t.user_id)
      .where(sql`${t.is_live_pilot} AND (${t.submitted} > 0 OR ${t.private_pads} > 0)`),
  ],
);
