// The one public shape of a user (docs/api-contract.md). Every endpoint that returns a user goes
// through serializeUser, so password_hash and other internals can never leak by accident.
import type { PublicUser } from '@pads/contracts';
import type { users } from '../db/schema.js';

export type { PublicUser };

type UserRow = typeof users.$inferSelect;

/** Settings the panel needs even for users who never touched them: the list map is on by default. */
export function adminSettings(row: Pick<UserRow, 'settings'>): PublicUser['settings']['admin_settings'] {
  const stored = row.settings?.admin_settings ?? {};
  return { is_map_on: stored.is_map_on ?? true, is_user_map_on: stored.is_user_map_on ?? true };
}

export function serializeUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    email: row.email,
    role: row.role,
    is_tac_accepted: row.is_tac_accepted,
    deleted_at: row.deleted_at ? row.deleted_at.toISOString() : null,
    version: row.version,
    settings: { admin_settings: adminSettings(row) },
  };
}

/** JSON schema of PublicUser, for route response schemas and the OpenAPI document. */
export const userJsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    username: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'integer', description: '0 Undefined, 1 Admin, 2 Pilot, 3 Owner' },
    is_tac_accepted: { type: 'boolean' },
    deleted_at: { type: ['string', 'null'], format: 'date-time' },
    version: { type: 'integer' },
    settings: {
      type: 'object',
      properties: {
        admin_settings: {
          type: 'object',
          properties: { is_map_on: { type: 'boolean' }, is_user_map_on: { type: 'boolean' } },
        },
      },
    },
  },
} as const;
