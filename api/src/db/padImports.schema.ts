// One row per CSV pad import (issue 13): who imported which file when, and what it did. Pads point at the
// import that last wrote them (pads.last_import_id), so the result links to the list of exactly those pads.
import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { serialId, createdAt, refSetNull } from './columns.js';
import { users } from './core.schema.js';

export const padImports = pgTable('pad_imports', {
  id: serialId(),
  user_id: refSetNull('user_id', () => users.id),
  file_name: varchar('file_name', { length: 255 }),
  rows: integer('rows').notNull().default(0),
  created: integer('created').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  replaced: integer('replaced').notNull().default(0),
  skipped: integer('skipped').notNull().default(0),
  unchanged: integer('unchanged').notNull().default(0),
  created_at: createdAt(),
});
