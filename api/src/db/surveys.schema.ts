// 360° surveys, one per pad (issue 12): status and progress computed from the seven steps, the steps
// themselves as one JSON document in the shape of @pads/contracts' surveyStepsSchema, and a photo per
// view direction. Re-exported by schema.ts.
import type { SurveySteps } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { serialId, createdAt, refCascade, refSetNull } from './columns.js';
import { pads, users } from './core.schema.js';

/** status: 1 Not started, 2 In progress, 3 Completed; progress: 0–100, from the seven steps. */
export const surveys = pgTable(
  'surveys',
  {
    id: serialId(),
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
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('surveys_status_idx').on(t.status, t.updated_at)],
);

/** The 360° view: one photo per direction (north, east, west, south), replaced by a new upload. */
export const surveyUploads = pgTable(
  'survey_uploads',
  {
    id: serialId(),
    survey_id: refCascade('survey_id', () => surveys.id),
    direction: varchar('direction', { length: 5 }).notNull(),
    user_id: refSetNull('user_id', () => users.id),
    file_key: varchar('file_key', { length: 255 }).notNull(),
    thumb_key: varchar('thumb_key', { length: 255 }),
    mime: varchar('mime', { length: 50 }).notNull(),
    size: integer('size').notNull(),
    created_at: createdAt(),
  },
  (t) => [unique('survey_uploads_direction_uq').on(t.survey_id, t.direction)],
);
