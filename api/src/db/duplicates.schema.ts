// Suspected duplicate pads (issue 16): pairs of pads within a kilometre, kept current by every pad write
// (domain/duplicatePairs.ts), and the pairs an admin marked as not duplicate. Re-exported by schema.ts.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, refCascade, refSetNull } from './columns.js';
import { pads, users } from './core.schema.js';

type PairColumn = 'pad_a' | 'pad_b' | 'a_name_key' | 'b_name_key' | 'b_original';

/**
 * The original's and the duplicate's id and name key, picked by `b_original`: the list's sort keys, the
 * same expressions in its indexes and in its query (`col` names a column, qualified or not).
 */
export function pairSides(col: (name: PairColumn) => SQL) {
  const pick = (ifB: PairColumn, ifA: PairColumn) =>
    sql`CASE WHEN ${col('b_original')} THEN ${col(ifB)} ELSE ${col(ifA)} END`;
  return {
    originalId: pick('pad_b', 'pad_a'),
    dupeId: pick('pad_a', 'pad_b'),
    originalNameKey: pick('b_name_key', 'a_name_key'),
    dupeNameKey: pick('a_name_key', 'b_name_key'),
  };
}

/** A side stands when its pad is moderated or has a claimed owner. */
const stands = (side: 'a' | 'b') => sql.raw(`(NOT "${side}_unmoderated" OR "${side}_owned")`);

/**
 * One pair per two pads, `pad_a < pad_b`. Each side's state (landing not possible, archived, unmoderated,
 * country, lowercased name, created_at, claimed owner) and the dismissal are copied onto the pair, so the
 * list's filters, its sorts, the original of each pair and the badge count read this table alone: pad
 * writes that move a pad rewrite its pairs, and triggers on pads and contacts (migrations `duplicates`,
 * `duplicates_speed`) keep the copied state current.
 */
export const duplicatePairs = pgTable(
  'duplicate_pairs',
  {
    pad_a: refCascade('pad_a', () => pads.id),
    pad_b: refCascade('pad_b', () => pads.id),
    distance_m: real('distance_m').notNull(),
    a_lnp: boolean('a_lnp').notNull().default(false),
    b_lnp: boolean('b_lnp').notNull().default(false),
    a_archived: boolean('a_archived').notNull().default(false),
    b_archived: boolean('b_archived').notNull().default(false),
    a_unmoderated: boolean('a_unmoderated').notNull().default(false),
    b_unmoderated: boolean('b_unmoderated').notNull().default(false),
    a_country: varchar('a_country', { length: 2 }),
    b_country: varchar('b_country', { length: 2 }),
    /** lower(name) of each pad: the name sorts' keys. */
    a_name_key: text('a_name_key').notNull(),
    b_name_key: text('b_name_key').notNull(),
    a_created_at: timestamp('a_created_at', { withTimezone: true }).notNull(),
    b_created_at: timestamp('b_created_at', { withTimezone: true }).notNull(),
    /** The pad has a claimed owner contact. */
    a_owned: boolean('a_owned').notNull().default(false),
    b_owned: boolean('b_owned').notNull().default(false),
    /**
     * The original is pad b: the older pad is the original (pad_a < pad_b breaks a created_at tie), unless
     * only the newer one stands (moderated or owned).
     */
    b_original: boolean('b_original').generatedAlwaysAs(
      sql`CASE WHEN "a_created_at" <= "b_created_at" THEN ${stands('b')} AND NOT ${stands('a')} ELSE NOT (${stands('a')} AND NOT ${stands('b')}) END`,
    ),
    /** Marked not duplicate while neither pad moved (re-evaluated when a pad's pairs are rewritten). */
    dismissed: boolean('dismissed').notNull().default(false),
  },
  (t) => {
    const side = pairSides((name) => sql`${t[name]}`);
    return [
      primaryKey({ columns: [t.pad_a, t.pad_b] }),
      index('duplicate_pairs_b_idx').on(t.pad_b),
      index('duplicate_pairs_distance_idx').on(t.distance_m),
      // The list's default view and the moderation badge: live, moderated, landable, not dismissed.
      index('duplicate_pairs_default_idx')
        .on(t.distance_m)
        .where(
          sql`NOT (${t.a_lnp} OR ${t.b_lnp} OR ${t.a_archived} OR ${t.b_archived} OR ${t.a_unmoderated} OR ${t.b_unmoderated} OR ${t.dismissed})`,
        ),
      // Sorting by either name: the page is read from the index instead of sorting every filtered pair.
      index('duplicate_pairs_original_name_idx').on(side.originalNameKey, side.originalId, side.dupeId),
      index('duplicate_pairs_dupe_name_idx').on(side.dupeNameKey, side.originalId, side.dupeId),
      check('duplicate_pairs_ordered', sql`${t.pad_a} < ${t.pad_b}`),
    ];
  },
);

/**
 * 'Mark as NOT duplicate': remembered with where both pads were, so the pair stays dismissed while
 * neither moves more than a few metres (a move makes it a new question).
 */
export const duplicateDismissals = pgTable(
  'duplicate_dismissals',
  {
    pad_a: refCascade('pad_a', () => pads.id),
    pad_b: refCascade('pad_b', () => pads.id),
    a_latitude: doublePrecision('a_latitude').notNull(),
    a_longitude: doublePrecision('a_longitude').notNull(),
    b_latitude: doublePrecision('b_latitude').notNull(),
    b_longitude: doublePrecision('b_longitude').notNull(),
    user_id: refSetNull('user_id', () => users.id),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.pad_a, t.pad_b] }),
    check('duplicate_dismissals_ordered', sql`${t.pad_a} < ${t.pad_b}`),
  ],
);

/**
 * Pairs per state the duplicates filters read, kept by statement-level triggers on `duplicate_pairs` (migration
 * `duplicate_pair_counts`: each statement appends its differences, now and then folded; a state's count is the sum
 * of its rows): the header badge and the list's total at the full distance without a country.
 */
export const duplicatePairCounts = pgTable(
  'duplicate_pair_counts',
  {
    /** Either pad is landing-not-possible. */
    lnp: boolean('lnp').notNull(),
    archived: boolean('archived').notNull(),
    unmoderated: boolean('unmoderated').notNull(),
    dismissed: boolean('dismissed').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('duplicate_pair_counts_idx').on(t.dismissed, t.lnp, t.archived, t.unmoderated, t.n)],
);
