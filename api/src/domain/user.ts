// The one public shape of a user (PublicUser of @pads/contracts/api). Every endpoint that returns a user goes
// through serializeUser, so password_hash and other internals can never leak by accident.
import type { PublicUser } from '@pads/contracts/api';
import type { users } from '../db/schema.js';

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
