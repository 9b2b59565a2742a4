// /api/admin/users…: the user and admin lists, admin registration, profile and password edits, the user
// list's map switch. The user page is ./users/detail.ts, the map ./users/map.ts, the owner search
// ./users/owner-search.ts, the user reports ./users/reports.ts.
import { Type, type Static } from 'typebox';
import { boolean, mixed, number, object } from 'yup';
import { ADMIN_QUICK_FILTERS, LIST_ENTITY } from '../lists.ts';
import { newAdminSchema, passwordChangeSchema, profileSchema, userEditSchema } from '../schemas/index.ts';
import { PublicUser } from './auth.ts';
import { Data, DateTime, errorResponses, IdParams, Nullable, StringEnum } from './common.ts';
import { yupBodies, yupBody } from './fromYup.ts';
import { ListPage, listExportSchemas, listPageSchemas, type ListContract } from './lists.ts';
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

// Server-only bodies (no form validates them): strict, so "yes" or 1 is not silently a boolean.
export const adminSettingFlag = (name: string) =>
  boolean()
    .strict()
    .required(`The ${name} field must be true or false.`)
    .typeError(`The ${name} field must be true or false.`);

/** POST /admin/users: the new admin form's fields; `role` (only 1) and `is_tac_accepted` are checked by the handler. */
export const createAdminBody = newAdminSchema.shape({
  role: number().optional(),
  is_tac_accepted: boolean().optional(),
});

/** PUT /admin/users/:id with `tab: 'info'`: the user page's Info fields (the handler tells the edits apart by tab). */
export const userInfoEditBody = userEditSchema.shape({ tab: mixed<'info'>().oneOf(['info']).required() });

/** PUT /admin/users/toggle-map: the user list's map switch. */
export const userMapToggleSchema = object({ is_user_map_on: adminSettingFlag('is_user_map_on') });

/** The user list (api/src/modules/users/users.list.ts). */
export const userListContract = {
  entity: LIST_ENTITY.users,
  row: UserListRow,
  tag: 'lists',
  filters: [
    'id',
    'first_name',
    'last_name',
    'username',
    'email',
    'role',
    'created_at',
    'deleted_at',
    'premium_state',
    'active_30_days',
    'is_deleted_account',
    'country_code',
    'aircraft',
    'renewal_date',
    'free_renewal_date',
    'last_action_at',
    'userCampaign.campaign_id',
    'state_code',
    'location_name',
    'phone',
    'registration_device',
  ],
  sorts: [
    'id',
    'first_name',
    'last_name',
    'username',
    'email',
    'role',
    'country_code',
    'state_code',
    'renewal_date',
    'last_action_at',
    'created_at',
    'deleted_at',
  ],
  updateExport: true,
} as const satisfies ListContract;

/** The admin profile's admins table (api/src/modules/users/users.list.ts). */
export const adminListContract = {
  entity: LIST_ENTITY.admins,
  row: AdminListRow,
  tag: 'lists',
  filters: ['id', 'first_name', 'last_name', 'username', 'email', 'role', 'created_at', 'deleted_at'],
  sorts: ['id', 'first_name', 'last_name', 'username', 'email', 'created_at', 'deleted_at'],
  quick: { param: 'type', values: ADMIN_QUICK_FILTERS, default: 'active' },
} as const satisfies ListContract;

const tags = ['admin users'];

export const usersSchemas = {
  list: listPageSchemas(userListContract, 'List users'),
  listCsv: listExportSchemas(
    userListContract,
    'Export users as CSV (same filters, keyword and sort as the list; every page)',
  ),
  admins: listPageSchemas(adminListContract, 'List admins'),
  adminsCsv: listExportSchemas(
    adminListContract,
    'Export admins as CSV (same filters, keyword and sort as the list; every page)',
  ),
  createAdmin: {
    tags,
    summary: 'Register a new admin (role is always 1: any other role is refused)',
    body: yupBody(createAdminBody),
    response: { 201: PublicUserReply, ...errorResponses(401, 403, 422) },
  },
  update: {
    tags,
    summary:
      "Update a profile ({ first_name, last_name, username, email, version? }), a password ({ password, password_confirmation }) or, with tab 'info', the user page's Info fields (answered with the user page's shape)",
    params: IdParams,
    body: yupBodies(
      yupBody(profileSchema),
      yupBody(passwordChangeSchema),
      yupBody(userInfoEditBody, "With tab: 'info'."),
    ),
    response: { 200: UserEditReply, ...errorResponses(401, 403, 404, 409, 422) },
  },
  mapToggle: {
    tags,
    summary: "Store the user list's map switch in the admin settings",
    body: yupBody(userMapToggleSchema),
    response: { 200: PublicUserReply, ...errorResponses(401, 403, 422) },
  },
};
