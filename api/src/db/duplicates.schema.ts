// Suspected duplicate pads (issue 16): pairs of pads within a kilometre, kept current by every pad write
// (domain/duplicatePairs.ts), and the pairs an admin marked as not duplicate. Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { pads, users } from './schema.js';

/**
 * One pair per two pads, `pad_a < pad_b`; which is the original is decided when read (it can change).
 * Each side's state (landing not possible, archived, unmoderated, country) and the dismissal are copied
 * onto the pair, so the list's filters and the badge count read this table alone: pad writes that move
 * a pad rewrite its pairs, and a trigger on pads (migration `duplicates`) keeps the copied state current.
 */
export const duplicatePairs = pgTable(
  'duplicate_pairs',
  {
    pad_a: integer('pad_a')
      .notNull()
      .references(() => pads.id, { onDelete: 'cascade' }),
    pad_b: integer('pad_b')
      .notNull()
      .references(() => pads.id, { onDelete: 'cascade' }),
    distance_m: real('distance_m').notNull(),
    a_lnp: boolean('a_lnp').notNull().default(false),
    b_lnp: boolean('b_lnp').notNull().default(false),
    a_archived: boolean('a_archived').notNull().default(false),
    b_archived: boolean('b_archived').notNull().default(false),
    a_unmoderated: boolean('a_unmoderated').notNull().default(false),
    b_unmoderated: boolean('b_unmoderated').notNull().default(false),
    a_country: varchar('a_country', { length: 2 }),
    b_country: varchar('b_country', { length: 2 }),
    /** Marked not duplicate while neither pad moved (re-evaluated when a pad's pairs are rewritten). */
    dismissed: boolean('dismissed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.pad_a, t.pad_b] }),
    index('duplicate_pairs_b_idx').on(t.pad_b),
    index('duplicate_pairs_distance_idx').on(t.distance_m),
    // The list's default view and the moderation badge: live, moderated, landable, not dismissed.
    index('duplicate_pairs_default_idx')
      .on(t.distance_m)
      .where(
        sql`NOT (${t.a_lnp} OR ${t.b_lnp} OR ${t.a_archived} OR ${t.b_archived} OR ${t.a_unmoderated} OR ${t.b_unmoderated} OR ${t.dismissed})`,
      ),
    check('duplicate_pairs_ordered', sql`${t.pad_a} < ${t.pad_b}`),
  ],
);

/**
 * 'Mark as NOT duplicate': remembered with where both pads were, so the pair stays dismissed while
 * neither moves more than a few metres (a move makes it a new question).
 */
export const duplicateDismissals = pgTable(
  'duplicate_dismissals',
  {
    pad_a: integer('pad_a')
      .notNull()
      .references(() => pads.id, { onDelete: 'cascade' }),
    pad_b: integer('pad_b')
      .notNull()
      .references(() => pads.id, { onDelete: 'cascade' }),
    a_latitude: doublePrecision('a_latitude').notNull(),
    a_longitude: doublePrecision('a_longitude').notNull(),
    b_latitude: doublePrecision('b_latitude').notNull(),
    b_longitude: doublePrecision('b_longitude').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.pad_a, t.pad_b] }),
    check('duplicate_dismissals_ordered', sql`${t.pad_a} < ${t.pad_b}`),
  ],
);
