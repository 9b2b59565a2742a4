// 360° surveys, one per pad. Created here so the surveys and reports areas, built side by side, read one
// table; the surveys area owns it and adds the steps' fields. Re-exported by schema.ts.
import { boolean, index, integer, pgTable, serial, smallint, timestamp } from 'drizzle-orm/pg-core';
import { pads } from './schema.js';

/** status: 1 Not started, 2 In progress, 3 Completed; progress: 0–100, from the seven steps. */
export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    pad_id: integer('pad_id')
      .notNull()
      .unique()
      .references(() => pads.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(1),
    progress: smallint('progress').notNull().default(0),
    /** Made with the new seven-step survey (the 360 Surveys report's Old/New version). */
    is_new_version: boolean('is_new_version').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('surveys_status_idx').on(t.status, t.updated_at)],
);
