// Pilots' reviews of pads. Created here so the reviews, duplicates and reports areas, built side by side,
// read one table; the reviews area owns its columns and may add to them. Re-exported by schema.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { serialId, createdAt, refCascade, refSetNull } from './columns.js';
import { pads, users } from './core.schema.js';

/** A review: an overall rating and four sub-ratings (1–5), shown to pilots while `is_approved`. */
export const reviews = pgTable(
  'reviews',
  {
    id: serialId(),
    pad_id: refCascade('pad_id', () => pads.id),
    user_id: refSetNull('user_id', () => users.id),
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
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_pad_idx').on(t.pad_id, t.created_at),
    index('reviews_user_idx').on(t.user_id),
    // The list's 'Author (user ID)' filter: the author of a review that is not anonymous.
    index('reviews_named_author_idx').on(sql`(CASE WHEN ${t.is_anonymous} THEN NULL ELSE ${t.user_id} END)`),
    index('reviews_created_idx').on(t.created_at),
    index('reviews_rating_idx').on(t.rating, t.id),
    // The reviews list's narrow filters (hidden, reported) read these few rows, not the whole table.
    index('reviews_hidden_idx')
      .on(t.id)
      .where(sql`NOT ${t.is_approved}`),
    index('reviews_reported_idx')
      .on(t.id)
      .where(sql`${t.is_reported}`),
    index('reviews_comment_trgm').using('gin', sql`${t.comment} gin_trgm_ops`),
  ],
);

/** Photos a pilot attached to a review (not the pad's photos: they never show in its gallery). */
export const reviewUploads = pgTable(
  'review_uploads',
  {
    id: serialId(),
    review_id: refCascade('review_id', () => reviews.id),
    file_key: varchar('file_key', { length: 200 }).notNull(),
    thumb_key: varchar('thumb_key', { length: 200 }),
    mime: varchar('mime', { length: 50 }).notNull(),
    size: integer('size').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('review_uploads_review_idx').on(t.review_id)],
);

/**
 * Reviews per (shown, reported, rating), kept by statement-level triggers (migration `review_counts`):
 * the reviews list's totals over those filters read at most 20 rows here instead of counting 500k
 * (`countFrom` in `reviews.list.ts`).
 */
export const reviewCounts = pgTable(
  'review_counts',
  {
    is_approved: boolean('is_approved').notNull(),
    is_reported: boolean('is_reported').notNull(),
    rating: smallint('rating').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.is_approved, t.is_reported, t.rating] })],
);
