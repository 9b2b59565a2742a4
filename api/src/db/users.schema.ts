// Tables of the users area: favourite pads and pilots' aircraft (campaigns sit in schema.ts: users point at them).
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { serialId, createdAt, refCascade } from './columns.js';
import { pads, users } from './core.schema.js';

/** A pilot's favourite pads. */
export const userFavourites = pgTable(
  'user_favourites',
  {
    user_id: refCascade('user_id', () => users.id),
    pad_id: refCascade('pad_id', () => pads.id),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.pad_id] }), index('user_favourites_pad_idx').on(t.pad_id, t.created_at)],
);

/** Aircraft a pilot flies (the pilot-aircrafts report lists them by tail number). */
export const userAircrafts = pgTable(
  'user_aircrafts',
  {
    id: serialId(),
    user_id: refCascade('user_id', () => users.id),
    tail_number: varchar('tail_number', { length: 20 }).notNull(),
    type: varchar('type', { length: 200 }),
    created_at: createdAt(),
    /**
     * The pilot's names, username and e-mail (as users.search_text, in their case), kept by triggers (migration
     * `reports_speed`): the report's keyword finds pilots through this table's trigram index.
     */
    pilot_search: text('pilot_search').notNull().default(''),
  },
  (t) => [
    index('user_aircrafts_user_idx').on(t.user_id),
    index('user_aircrafts_tail_idx').on(sql`lower(${t.tail_number})`),
    // The report's default order (tail number, newest letters first; ties by id): its first page walks this.
    index('user_aircrafts_tail_sort_idx').on(t.tail_number.desc().nullsLast(), t.id),
    // The report's keyword (ILIKE '%…%') over tail number, type and pilot: a bitmap OR of these.
    index('user_aircrafts_tail_trgm').using('gin', sql`${t.tail_number} gin_trgm_ops`),
    index('user_aircrafts_type_trgm').using('gin', sql`${t.type} gin_trgm_ops`),
    index('user_aircrafts_pilot_trgm').using('gin', sql`${t.pilot_search} gin_trgm_ops`),
  ],
);

/**
 * Users per role, kept by statement-level triggers (migrations `user_counts`, `user_counts_append`: each statement
 * appends its differences, now and then folded; a role's count is the sum of its rows): the user list's total,
 * unfiltered or by role, and the Non-premium total (this minus the indexed premium and freemium counts)
 * read these rows instead of counting 200k users.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    role: smallint('role').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('user_counts_role_idx').on(t.role, t.n)],
);
