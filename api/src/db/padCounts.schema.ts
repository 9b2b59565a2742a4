// pad_counts: pads per combination of the columns the pad list's quick filters, its countable filters and its
// summary bar test, kept by statement-level triggers on pads (migrations 0041_speed_counts, 0043_speed_rebuilds, 0045_speed_reports), so a list request's total
// and its totals by category are a sum over a few hundred rows instead of a count of every pad. The triggers
// append each statement's changes as rows of their own (a key may have several rows: readers sum them), so two
// writers never wait for each other on a counter row; now and then a write folds them into one row per key.
// The columns carry the pad's own names, so the list's conditions apply to this table aliased as `pads`
// unchanged. Two of them stand for a pad column's presence only: `deleted_at` is NULL for a live pad and
// '-infinity' for an archived one, `user_id` is NULL or 0 (private); conditions on their values (a date range,
// a user id) are not counted here.
import { bigint, boolean, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

export const padCounts = pgTable('pad_counts', {
  category_id: integer('category_id').notNull(),
  status_id: integer('status_id').notNull(),
  is_landing_permitted: boolean('is_landing_permitted').notNull(),
  is_phonable: boolean('is_phonable').notNull(),
  is_moderated: boolean('is_moderated').notNull(),
  is_api_accessible: boolean('is_api_accessible').notNull(),
  deleted_at: timestamp('deleted_at', { withTimezone: true }),
  user_id: integer('user_id'),
  submitter_role: smallint('submitter_role'),
  has_claimed_owner: boolean('has_claimed_owner').notNull(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/**
 * Live pads per country, moderation status (status 3 or not) and privacy, kept by statement-level triggers on pads
 * (migration 0045_speed_reports; appended and folded as pad_counts): the Pad Country report's rows without reading every
 * pad. '' stands for no country.
 */
export const padCountryCounts = pgTable('pad_country_counts', {
  country_code: varchar('country_code', { length: 2 }).notNull(),
  is_moderated: boolean('is_moderated').notNull(),
  is_private: boolean('is_private').notNull(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});
