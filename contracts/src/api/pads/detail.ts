// /api/admin/pads/:id: the pad with everything the detail page shows, and the Contact / Landing tab saves.
// The actions that answer the same pad are ./pads/state.ts.
import { Type, type Static, type TSchema } from 'typebox';
import { UPLOAD_ROLES } from '../../reference.ts';
import { padContactTabSchema, padLandingTabSchema } from '../../schemas/index.ts';
import { DateTime, ErrorBody, errorResponses, NamedRef, Nullable, StringEnum } from '../common.ts';
import { yupBodies, yupBody } from '../fromYup.ts';
import { PadNote } from './notes.ts';

/** A note as the pad detail carries it (spec part 2 §3 "Note": id, body, user{id,name}, created_at). */
export const PadNoteSummary = Type.Pick(PadNote, ['id', 'body', 'user', 'created_at']);
export type PadNoteSummary = Static<typeof PadNoteSummary>;

export const PadContact = Type.Object({
  id: Type.Integer(),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  contact_type_id: Type.Integer(),
  is_primary: Type.Boolean(),
  is_claimed: Type.Boolean(),
  user_id: Nullable(Type.Integer()),
  pad_id: Type.Integer(),
  is_premium: Type.Boolean(),
});
export type PadContact = Static<typeof PadContact>;

export const PadUpload = Type.Object({
  id: Type.Integer(),
  title: Nullable(Type.String()),
  direction: Nullable(Type.String()),
  order: Type.Integer(),
  created_at: DateTime,
  user: Type.Object({
    id: Nullable(Type.Integer()),
    role: Nullable(Type.Integer()),
    role_name: StringEnum(UPLOAD_ROLES),
  }),
  file_url: Type.String(),
  thumb_url: Nullable(Type.String()),
});
export type PadUpload = Static<typeof PadUpload>;

/** A warning or facility of the pad, as the detail names it. */
export const DisplayRef = Type.Object({ id: Type.Integer(), display_name: Type.String() });
export type DisplayRef = Static<typeof DisplayRef>;

/** The pad as the detail page reads it (api/src/modules/pads/detail/repository.ts: detailStatement). */
export const PadDetail = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category_id: Type.Integer(),
  status_id: Type.Integer(),
  category: NamedRef,
  status: NamedRef,
  deleted_at: Nullable(DateTime),
  archive_reason: Nullable(Type.String()),
  is_private: Type.Boolean(),
  private_user_id: Nullable(Type.Integer()),
  is_added_to_purgatory: Type.Boolean(),
  is_phonable: Type.Boolean(),
  has_invalid_phone: Type.Boolean(),
  is_landing_permitted: Type.Boolean(),
  is_contactable: Type.Boolean(),
  has_uncontactable_revision: Type.Boolean(),
  is_pads_recommended_admin: Type.Boolean(),
  is_recommended: Type.Boolean(),
  can_send_moderation: Type.Boolean(),
  duplicated_pad_id: Nullable(Type.Integer()),
  is_landing_advice_displayed: Type.Boolean(),
  landing_advice: Nullable(Type.String()),
  site_information: Nullable(Type.String()),
  landing_fees: Nullable(NamedRef),
  landing_fee_id: Nullable(Type.Integer()),
  icao: Nullable(Type.String()),
  hisc: Nullable(Type.String()),
  is_api_accessible: Type.Boolean(),
  is_owned: Type.Boolean(),
  survey_id: Nullable(Type.Integer()),
  survey_progress_percentage: Nullable(Type.Integer()),
  comments_count: Type.Integer(),
  resolvable_actions: Type.Boolean(),
  created_at: DateTime,
  updated_at: DateTime,
  version: Type.Integer(),
  /** Who wrote to the pad last (its newest log entry), null before any. */
  updated_by: Nullable(Type.Object({ id: Type.Integer(), email: Type.String() })),
  /** The pad's own submitter (a type-3 contact's user is listed in `submitters` too). */
  submitter_user_id: Nullable(Type.Integer()),
  submitters: Type.Array(
    Type.Object({
      id: Type.Integer(),
      user_id: Type.Integer(),
      email: Type.String(),
      name: Type.String(),
      is_submitter_pilot: Type.Boolean(),
    }),
  ),
  location: Type.Object({
    latitude: Type.Number(),
    longitude: Type.Number(),
    name: Nullable(Type.String()),
    address: Nullable(Type.String()),
    country: Nullable(Type.String()),
    country_short: Nullable(Type.String()),
    country_code: Nullable(Type.String()),
    county: Nullable(Type.String()),
    region: Nullable(Type.String()),
    region_id: Nullable(Type.Integer()),
    is_address_split: Type.Boolean(),
  }),
  pad_social: Type.Object({
    website: Nullable(Type.String()),
    twitter_handle: Nullable(Type.String()),
    trip_advisor_rating: Nullable(Type.Number()),
  }),
  tags: Type.Array(NamedRef),
  warnings: Type.Array(DisplayRef),
  facilities: Type.Array(DisplayRef),
  /** Every contact but the ones kept untouched (type 2). */
  contacts: Type.Array(PadContact),
  /** The pad contacts (1) and owners (4) the Contact tab edits. */
  editable_contacts: Type.Array(PadContact),
  uploads: Type.Object({
    admin: Type.Array(PadUpload),
    owner: Type.Array(PadUpload),
    pilot: Type.Array(PadUpload),
  }),
  /** The internal notes, newest first, each with its author (null once their account is gone): spec part 2 §3. */
  pad_notes: Type.Array(PadNoteSummary),
});
export type PadDetail = Static<typeof PadDetail>;

export const PadDetailReply = Type.Object({ data: PadDetail });

/** The save message the Contact tab shows (spec §8), decided by the server that knows both states. */
export const SAVE_NOTICES = ['saved', 'now_visible', 'missing_contact'] as const;
export type SaveNotice = (typeof SAVE_NOTICES)[number];

/** PUT /admin/pads/:id: the pad after the save and which message to show. */
export const PadSaved = Type.Object({ data: PadDetail, notice: StringEnum(SAVE_NOTICES) });
export type PadSaved = Static<typeof PadSaved>;

/** A stale pad edit (409): who changed the pad last, when, and its current version. */
export const PadConflict = Type.Object({
  ...ErrorBody.properties,
  updated_by: Type.Optional(Nullable(Type.Object({ id: Type.Integer(), email: Type.String() }))),
  updated_at: Type.Optional(Type.String()),
  version: Type.Optional(Type.Integer()),
});
export type PadConflict = Static<typeof PadConflict>;

/** A pad id in a path: a positive int4. */
export const PadId = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const PadIdParams = Type.Object({ id: PadId });

/** The pad's actions may carry the version they were made on (409 when stale). */
export const VersionQuery = Type.Object({
  version: Type.Optional(Type.Integer({ description: 'The version the pad was loaded with (409 when stale).' })),
});

/** /api/pads/set-primary-contact/:padId/:contactId/:contactTypeId. */
export const PrimaryContactParams = Type.Object({ padId: PadId, contactId: PadId, contactTypeId: PadId });

export const padTags = ['pad detail'];

/** A pad route's schema: its answer, the pad id in the path, and a stale version's 409 naming who changed it. */
export const padDoc = <R extends TSchema, E extends object = object>(
  summary: string,
  reply: R,
  codes: number[],
  extra: E = {} as E,
) => ({
  tags: padTags,
  summary,
  params: PadIdParams,
  response: { 200: reply, ...errorResponses(401, 403, 404, 422, ...codes), 409: PadConflict },
  ...extra,
});

export const padDetailSchemas = {
  get: padDoc('The pad with everything the detail page shows', PadDetailReply, []),
  save: padDoc(
    'Save the Contact or the Landing tab (body.tab), carrying the version it was loaded with',
    PadSaved,
    [409],
    {
      body: yupBodies(
        yupBody(padContactTabSchema, "tab: 'contact', version"),
        yupBody(padLandingTabSchema, "tab: 'landing', version"),
      ),
    },
  ),
};
