// /api/auth…: sign-in, sign-out, the signed-in user. PublicUser is the one shape of a user every call sends.
import { Type, type Static } from 'typebox';
import { DateTime, Nullable } from './common.ts';

export const AdminSettings = Type.Object({ is_map_on: Type.Boolean(), is_user_map_on: Type.Boolean() });
export type AdminSettings = Static<typeof AdminSettings>;

/** The one public shape of a user (api/src/domain/user.ts: serializeUser). */
export const PublicUser = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  username: Type.String(),
  email: Type.String(),
  role: Type.Integer({ description: '0 Undefined, 1 Admin, 2 Pilot, 3 Owner' }),
  is_tac_accepted: Type.Boolean(),
  deleted_at: Nullable(DateTime),
  /** Sent back with an edit: a stale one gets a 409. */
  version: Type.Integer(),
  settings: Type.Object({ admin_settings: AdminSettings }),
});
export type PublicUser = Static<typeof PublicUser>;

/** POST /auth/login (and the app's /app/auth/login): a bearer token and its user. */
export const LoginReply = Type.Object({ token: Type.String(), user: PublicUser });
export type LoginReply = Static<typeof LoginReply>;

/** GET /auth/user. */
export const CurrentUserReply = Type.Object({ user: PublicUser });
export type CurrentUserReply = Static<typeof CurrentUserReply>;
