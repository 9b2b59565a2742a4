// Two-factor sign-in for admins (TOTP and recovery codes) and the sign-in's pending second step.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { serialId, createdAt, refCascade } from './columns.js';
import { users } from './core.schema.js';

/**
 * An admin's authenticator: the TOTP secret (encrypted with TWO_FACTOR_KEY, domain/secretBox.ts), the
 * secret being set up and not yet confirmed, and the SHA-256 of each unused recovery code. Kept out of
 * `users`, which every authenticated request reads.
 */
export const adminTwoFactor = pgTable('admin_two_factor', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pending_secret: text('pending_secret'),
  enabled_at: timestamp('enabled_at', { withTimezone: true }),
  /** The last TOTP time step accepted: a code is good once (ASVS 2.8.4), never again in its window. */
  last_used_step: integer('last_used_step').notNull().default(0),
  recovery_code_hashes: text('recovery_code_hashes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A sign-in whose password was right and whose second factor is awaited: the client holds a random
 * challenge (only its SHA-256 is here) for a few minutes and a few attempts. `pending_secret` is the secret
 * an admin who must use two-factor sign-in but has none is setting up during this sign-in.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: serialId(),
    user_id: refCascade('user_id', () => users.id),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    pending_secret: text('pending_secret'),
    attempts: smallint('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('login_challenges_hash_uq').on(t.token_hash),
    index('login_challenges_expires_idx').on(t.expires_at),
  ],
);
