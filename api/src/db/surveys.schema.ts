// 360° surveys, one per pad (issue 12): status and progress computed from the seven steps, the steps
// themselves as one JSON document in the shape of @pads/contracts' surveyStepsSchema, and a photo per
// view direction. Re-exported by schema.ts.
import type { SurveySteps } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { pads, users } from './schema.js';

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
    steps: jsonb('steps')
      .$type<SurveySteps>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Bumped by every write: an edit carries the version it was made on, a stale one gets a 409. */
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('surveys_status_idx').on(t.status, t.updated_at)],
);

/** The 360° view: one photo per direction (north, east, west, south), replaced by a new upload. */
export const surveyUploads = pgTable(
  'survey_uploads',
  {
    id: serial('id').primaryKey(),
    survey_id: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    direction: varchar('direction', { length: 5 }).notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    file_key: varchar('file_key', { length: 255 }).notNull(),
    thumb_key: varchar('thumb_key', { length: 255 }),
    mime: varchar('mime', { length: 50 }).notNull(),
    size: integer('size').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('survey_uploads_direction_uq').on(t.survey_id, t.direction)],
);
