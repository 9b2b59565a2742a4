// /api/admin/users…: the user and admin lists, admin registration, profile and password edits, the user
// list's map switch. The user page is ./users/detail.ts, the map ./users/map.ts, the owner search
// ./users/owner-search.ts, the user reports ./users/reports.ts.
import { Type, type Static } from 'typebox';
import { PublicUser } from './auth.ts';
import { Data, DateTime, Nullable, StringEnum } from './common.ts';
import { ListPage } from './lists.ts';
import { PREMIUM_STATES, UserDetail } from './users/detail.ts';

/** A row of GET /admin/users (api/src/modules/users/users.list.ts). */
export const UserListRow = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  username: Type.String(),
  email: Type.String(),
  role: Type.Integer(),
  premium_state: StringEnum(PREMIUM_STATES),
  country_code: Nullable(Type.String()),
  state_code: Nullable(Type.String()),
  renewal_date: Nullable(DateTime),
  last_action_at: Nullable(DateTime),
  created_at: DateTime,
  deleted_at: Nullable(DateTime),
  is_deleted_account: Type.Boolean(),
  free_renewal_date: Nullable(DateTime),
});
export type UserListRow = Static<typeof UserListRow>;
export const UserListPage = ListPage(UserListRow);

/** A row of GET /admin/users/get-admins (the admin profile's admins table). */
export const AdminListRow = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  username: Type.String(),
  email: Type.String(),
  created_at: DateTime,
  deleted_at: Nullable(DateTime),
  role: Type.Integer(),
});
export type AdminListRow = Static<typeof AdminListRow>;
export const AdminListPage = ListPage(AdminListRow);

/** POST /admin/users (a new admin), PUT /admin/users/toggle-map, PUT /admin/pads/toggle-map: the user. */
export const PublicUserReply = Data(PublicUser);

/**
 * PUT /admin/users/:id: a profile or password edit answers the user; the user page's Info edit (`tab: 'info'`)
 * answers the user page's shape. Told apart by `pads_count` (an if/then/else: the serialiser then tests that one
 * key, where an anyOf would validate the whole answer against each shape).
 */
export const UserEditReply = Data(
  Type.Unsafe<UserDetail | PublicUser>({
    description: "The user page's shape (UserDetail) after an Info edit, else the user (PublicUser).",
    if: { type: 'object', required: ['pads_count'] },
    then: UserDetail,
    else: PublicUser,
  }),
);
export type UserEditReply = Static<typeof UserEditReply>;
