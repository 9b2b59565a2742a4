// Pilots' reviews of pads. Created here so the reviews, duplicates and reports areas, built side by side,
// read one table; the reviews area owns its columns and may add to them. Re-exported by schema.ts.
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { pads, users } from './schema.js';

/** A review: an overall rating and four sub-ratings (1–5), shown to pilots while `is_approved`. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    pad_id: integer('pad_id')
      .notNull()
      .references(() => pads.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    landing: smallint('landing'),
    helifriendliness: smallint('helifriendliness'),
    food: smallint('food'),
    service: smallint('service'),
    comment: text('comment'),
    is_visited_again: boolean('is_visited_again').notNull().default(false),
    is_anonymous: boolean('is_anonymous').notNull().default(false),
    /** Shown to pilots; admins hide and show a review, never edit its text. */
    is_approved: boolean('is_approved').notNull().default(true),
    /** Locked while a report on it is pending. */
    is_reported: boolean('is_reported').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_pad_idx').on(t.pad_id, t.created_at), index('reviews_user_idx').on(t.user_id)],
);
