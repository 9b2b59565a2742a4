// What the reports read and no other area records (issue 17): pad views and PPR requests made in the
// pilot app, and premium subscriptions from the app stores. Re-exported by schema.ts.
import { bigint, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { pads, users } from './schema.js';

/** A pilot opened the pad in the app (POST /api/app/pads/:id/view). */
export const padViews = pgTable(
  'pad_views',
  {
    id: serial('id').primaryKey(),
    pad_id: integer('pad_id')
      .notNull()
      .references(() => pads.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pad_views_pad_idx').on(t.pad_id), index('pad_views_created_idx').on(t.created_at)],
);

/** A pilot asked the pad for prior permission (PPR) from the app (POST /api/app/pads/:id/ppr). */
export const pprRequests = pgTable(
  'ppr_requests',
  {
    id: serial('id').primaryKey(),
    pad_id: integer('pad_id')
      .notNull()
      .references(() => pads.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: smallint('role').notNull(),
    kind: smallint('kind').notNull(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('subscriptions_started_idx').on(t.started_at), index('subscriptions_user_idx').on(t.user_id)],
);

/**
 * Log entries per action, kept by statement-level triggers (migration `log_counts`): the System Logs
 * report's total, unfiltered or by action, reads these rows instead of counting a million entries.
 */
export const activityLogCounts = pgTable('activity_log_counts', {
  action: varchar('action', { length: 50 }).primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});
