// pad_counts: pads per combination of the columns the pad list's quick filters, its countable filters and its
// summary bar test, kept by statement-level triggers on pads (migration 0030), so a list request's total and
// its totals by category are a sum over a few hundred rows instead of a count of every pad.
// The columns carry the pad's own names, so the list's conditions apply to this table aliased as `pads`
// unchanged. Two of them stand for a pad column's presence only: `deleted_at` is NULL for a live pad and
// '-infinity' for an archived one, `user_id` is NULL or 0 (private); conditions on their values (a date range,
// a user id) are not counted here.
import { bigint, boolean, integer, pgTable, smallint, timestamp, unique } from 'drizzle-orm/pg-core';

export const padCounts = pgTable(
  'pad_counts',
  {
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
  },
  (t) => [
    unique('pad_counts_key')
      .on(
        t.category_id,
        t.status_id,
        t.is_landing_permitted,
        t.is_phonable,
        t.is_moderated,
        t.is_api_accessible,
        t.deleted_at,
        t.user_id,
        t.submitter_role,
        t.has_claimed_owner,
      )
      .nullsNotDistinct(),
  ],
);
