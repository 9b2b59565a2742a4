// Revisions (what pilots and owners submit for moderation) and internal pad notes. Re-exported by
// schema.ts. The moderation, duplicates and reports areas read the same revisions table.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { serialId, createdAt, refCascade, refSetNull } from './columns.js';
import type { PadSnapshot } from './padSnapshot.js';
import { pads, users } from './core.schema.js';

/**
 * One row per submission. type: 1 Addition, 2 Claim, 3 Update, 4 Reported pad, 5 Moderation requested,
 * 6 Reported review, 7 Reported upload, 8 Converted. status: 1 pending, 2 accepted, 3 cancelled.
 * `review_id` and `upload_id` are plain integers: a report must outlive the review or photo it is about
 * (accepting an upload report deletes the photo), and the reviews table does not exist yet.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: serialId(),
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(1),
    pad_id: refCascade('pad_id', () => pads.id),
    /** Who submitted it (a pilot or an owner). */
    user_id: refSetNull('user_id', () => users.id),
    /** The pad before and after the suggested change (with its location), for updates; `next` alone for additions. */
    prev: jsonb('prev').$type<PadSnapshot>(),
    next: jsonb('next').$type<PadSnapshot>(),
    /** Reported pad: 0 You can't land here, 1 Wrong contact details, 2 Wrong landing location. */
    pad_report_type: smallint('pad_report_type'),
    review_id: integer('review_id'),
    upload_id: integer('upload_id'),
    comment: text('comment'),
    is_updated_by_own_owner: boolean('is_updated_by_own_owner').notNull().default(false),
    resolved_by: refSetNull('resolved_by', () => users.id),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    /** Moderation requested: when an admin last sent the moderation link, and who. */
    link_sent_at: timestamp('link_sent_at', { withTimezone: true }),
    link_sent_by: refSetNull('link_sent_by', () => users.id),
    /** An accepted update put back (revert-moderation). */
    reverted_at: timestamp('reverted_at', { withTimezone: true }),
    reverted_by: refSetNull('reverted_by', () => users.id),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The moderation list: pending (or any status) by type, newest first; counts per tab are index-only.
    index('revisions_status_type_idx').on(t.status, t.type, t.id),
    // The pending queue (a fifth of the rows) newest first, alone or by type, without reading the others.
    index('revisions_pending_idx')
      .on(t.id)
      .where(sql`${t.status} = 1`),
    index('revisions_pending_type_idx')
      .on(t.type, t.id)
      .where(sql`${t.status} = 1`),
    // The oldest pending item per type (the moderation list's tabs, /metrics): one index entry each.
    index('revisions_pending_age_idx')
      .on(t.type, t.created_at)
      .where(sql`${t.status} = 1`),
    // A pad's reports and open items (the Admin tab, resolvable_actions).
    index('revisions_pad_idx').on(t.pad_id, t.status, t.type),
    index('revisions_user_idx').on(t.user_id),
    // In-app Engagement reads type and submitter over a date range from this index alone.
    index('revisions_created_idx').on(t.created_at, t.type, t.user_id),
    // Purgatory: a pad whose addition was created on or before 2021-01-01.
    index('revisions_addition_pad_idx')
      .on(t.pad_id, t.created_at)
      .where(sql`${t.type} = 1`),
  ],
);

/**
 * How many revisions there are of each status and type, kept by statement triggers on `revisions`
 * (custom migration `revision_counts_custom`): the moderation list's totals read at most 24 rows here
 * instead of counting up to every revision (`countFrom` in `revisions.list.ts`).
 */
export const revisionCounts = pgTable(
  'revision_counts',
  {
    status: smallint('status').notNull(),
    type: smallint('type').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.type] })],
);

/**
 * Revisions submitted per UTC day and type, apart for internal or admin submitters (`users.is_internal OR role = 1`,
 * as they are now), kept by triggers on revisions and on those users' flags (migration `fav_rev_steps`) as appended
 * differences folded now and then (a key may have a few rows: read the sum of n): In-app Engagement sums a few
 * thousand rows instead of counting a range's revisions and checking each submitter.
 */
export const revisionDayCounts = pgTable(
  'revision_day_counts',
  {
    day: date('day').notNull(),
    type: smallint('type').notNull(),
    internal: boolean('internal').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('revision_day_counts_idx').on(t.day, t.type, t.internal, t.n)],
);

/** Internal notes on a pad (Admin tab). */
export const padNotes = pgTable(
  'pad_notes',
  {
    id: serialId(),
    pad_id: refCascade('pad_id', () => pads.id),
    user_id: refSetNull('user_id', () => users.id),
    body: text('body').notNull(),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pad_notes_pad_idx').on(t.pad_id, t.created_at)],
);
