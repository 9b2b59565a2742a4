// /api/admin/users/:id, toggle-user-deletion, toggle-user-role, campaign-options, get-pads: the user page.
import { Type, type Static } from 'typebox';
import { number, object } from 'yup';
import {
  Data,
  DateTime,
  errorResponses,
  IdParams,
  NamedItem,
  NamedRef,
  NameOnly,
  Nullable,
  StringEnum,
} from '../common.ts';
import { ListMeta } from '../lists.ts';
import { yupBody } from '../fromYup.ts';
import { archiveReasonSchema } from '../../schemas/index.ts';

export const PREMIUM_STATES = ['free', 'premium', 'freemium'] as const;

/** A user with everything the Info tab shows (api/src/modules/users/detail/repository.ts: findUserDetail). */
export const UserDetail = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  username: Type.String(),
  email: Type.String(),
  email_verified_at: Nullable(DateTime),
  phone: Nullable(Type.String()),
  role: Type.Integer({ description: '0 Undefined, 1 Admin, 2 Pilot, 3 Owner' }),
  location: Type.Object({
    country_code: Nullable(Type.String()),
    state_code: Nullable(Type.String()),
    name: Nullable(Type.String()),
    latitude: Nullable(Type.Number()),
    longitude: Nullable(Type.Number()),
  }),
  renewal_date: Nullable(DateTime),
  free_renewal_date: Nullable(DateTime),
  premium_state: StringEnum(PREMIUM_STATES),
  is_premium: Type.Boolean(),
  is_fremium: Type.Boolean(),
  campaign_id: Nullable(Type.Integer()),
  campaign: Nullable(NamedRef),
  is_active: Type.Boolean(),
  is_deleted: Type.Boolean(),
  deleted_at: Nullable(DateTime),
  archive_reason: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  aircraft: Type.Array(Type.Object({ tail_number: Type.String(), type: Nullable(Type.String()) })),
  last_action_at: Nullable(DateTime),
  registration_step: Type.Integer(),
  registration_device: Nullable(Type.String()),
  pads_count: Type.Integer(),
  version: Type.Integer(),
  created_at: DateTime,
  updated_at: DateTime,
});
export type UserDetail = Static<typeof UserDetail>;

export const UserDetailReply = Data(UserDetail);

/** GET /admin/users/campaign-options: the Info tab's campaign select. */
export const CampaignOptions = Data(Type.Array(NamedItem));

/** One pad of a user's Pads tab: the pad and how the user relates to it. */
export const UserPadRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category_id: Type.Integer(),
  category: NameOnly,
  status_id: Type.Integer(),
  status: NameOnly,
  country_code: Nullable(Type.String()),
  region: Nullable(Type.String()),
  deleted_at: Nullable(DateTime),
  created_at: DateTime,
  is_private: Type.Boolean(),
  is_submitted: Type.Boolean(),
  is_owned: Type.Boolean(),
  is_favourite: Type.Boolean(),
});
export type UserPadRow = Static<typeof UserPadRow>;

/** The Pads tab's relations (spec part 3 §2): 0 All, 1 Private, 2 Submitted, 3 Owned, 5 Favourite. */
export const USER_PAD_TYPES = [0, 1, 2, 3, 5] as const;
export type UserPadType = (typeof USER_PAD_TYPES)[number];

/** GET /admin/users/get-pads/:id: 20 a page, with the count of each relation (keyed '0' … '5'). */
export const UserPadsPage = Type.Object({
  data: Type.Array(UserPadRow),
  counts: Type.Object(
    Object.fromEntries(USER_PAD_TYPES.map((t) => [String(t), Type.Integer()])) as Record<
      `${UserPadType}`,
      ReturnType<typeof Type.Integer>
    >,
  ),
  meta: ListMeta,
});
export type UserPadsPage = Static<typeof UserPadsPage>;

/** GET /admin/users/get-pads/:id's query. */
export const UserPadsQuery = Type.Object({
  page: Type.Optional(Type.String({ description: 'Page from 1.' })),
  type: Type.Optional(Type.String({ description: '0, 1, 2, 3 or 5 (default 0).' })),
});

const tags = ['users'];

// Server-only bodies (no form sends them as typed by the user).
export const roleChangeSchema = object({
  role: number()
    .strict()
    .required('The role field is required.')
    .oneOf([0, 1, 2, 3], 'The role must be 0, 1, 2 or 3.')
    .typeError('The role must be 0, 1, 2 or 3.'),
  version: number().strict().integer().optional().typeError('The version must be a number.'),
});

export const userDetailSchemas = {
  get: {
    tags,
    summary: 'A user with everything the Info tab shows (location, premium state, campaign, pads count, version)',
    params: IdParams,
    response: { 200: UserDetailReply, ...errorResponses(401, 403, 404, 422) },
  },
  toggleDeletion: {
    tags,
    summary:
      'Archive (body { note }, at least 3 characters) or unarchive a user; archiving revokes their tokens and blocks sign-in',
    params: IdParams,
    body: yupBody(archiveReasonSchema, 'Only when archiving.'),
    response: { 200: UserDetailReply, ...errorResponses(401, 403, 404, 422) },
  },
  toggleRole: {
    tags,
    summary: "Change a user's role (body { role: 0-3, version? }); a stale version is a 409",
    params: IdParams,
    body: yupBody(roleChangeSchema),
    response: { 200: UserDetailReply, ...errorResponses(401, 403, 404, 409, 422) },
  },
  campaignOptions: {
    tags,
    summary: "Campaigns a user can be assigned to (the Info tab's campaign select)",
    response: { 200: CampaignOptions, ...errorResponses(401, 403) },
  },
  pads: {
    tags,
    summary: "A user's pads: type 0 All, 1 Private, 2 Submitted, 3 Owned, 5 Favourite; 20 a page, with counts per type",
    params: IdParams,
    querystring: UserPadsQuery,
    response: { 200: UserPadsPage, ...errorResponses(401, 403, 404, 422) },
  },
};
