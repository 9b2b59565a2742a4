// The moderators' teamwork (issue 35): who is reviewing what (claims), the changes an admin may still take back
// (undo), and the decisions kept per hour and in all (the queue's health). Re-exported by schema.ts. Their
// triggers (migration `moderation_team`) also tell every API instance what changed (LISTEN/NOTIFY, domain/live.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './core.schema.js';

/**
 * A lease on an item an admin is reviewing: a revision (`item_a` its id, `item_b` 0) or a duplicate pair (`item_a` <
 * `item_b`, the pads). Kept here, not in an instance's memory, so every instance sees it; renewed by the open
 * screen's heartbeat and over once `expires_at` has passed (a row past it is a free item, overwritten by the next
 * claim). `pad_ids` are the pads it is about (the pad view shows the claims on its pad).
 */
export const moderationClaims = pgTable(
  'moderation_claims',
  {
    kind: text('kind').notNull(),
    item_a: integer('item_a').notNull(),
    item_b: integer('item_b').notNull().default(0),
    pad_ids: integer('pad_ids').array().notNull(),
    admin_id: integer('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Since when this admin holds it (a take over starts it anew). */
    claimed_at: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.item_a, t.item_b] }),
    index('moderation_claims_expires_idx').on(t.expires_at),
  ],
);

/**
 * A change its admin may still take back: the rows it touched as they were before and after it (`images`, per
 * table), the photo files it removed (deleted only once `expires_at` has passed without an undo: domain/undo.ts).
 */
export const undoActions = pgTable(
  'undo_actions',
  {
    id: serial('id').primaryKey(),
    admin_id: integer('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    pad_ids: integer('pad_ids').array().notNull(),
    images: jsonb('images').notNull(),
    file_keys: text('file_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The log entries the change wrote on its pads: an undo and the change it takes back are not "the last writer". */
    log_ids: integer('log_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    undone_at: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('undo_actions_expires_idx').on(t.expires_at)],
);

/**
 * Revision decisions per hour and admin (`decision`: 2 accepted, 3 rejected), kept by a trigger on revisions: a
 * pending revision resolved adds one to its hour, an undone decision takes it away again. The moderation list's
 * 'decisions in the last 24 h' sums at most 25 hours × admins rows. `admin_id` 0: an admin since deleted.
 */
export const moderationDecisionHours = pgTable(
  'moderation_decision_hours',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    admin_id: integer('admin_id').notNull(),
    decision: smallint('decision').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.admin_id, t.decision] })],
);

/**
 * Every decision ever made, by kind ('accepted', 'rejected', 'undone'): /metrics' moderation_decisions_total, a
 * counter that only grows (an undo counts as 'undone', it does not take a decision back), kept by the same trigger.
 */
export const moderationDecisionTotals = pgTable('moderation_decision_totals', {
  decision: text('decision').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});
