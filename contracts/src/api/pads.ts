// /api/admin/pads…: the pad list (with its quick filters and category summary), its map and CSV exports, pad
// create and the pad list's map switch. The pad's parts are in ./pads/ (detail, state, notes, owners, import,
// reviews, duplicates, reports, lookups, contacts).
import { Type, type Static } from 'typebox';
import { Data, DateTime, NameOnly, Nullable } from './common.ts';
import { ListPage } from './lists.ts';
import { ClusteredMap } from './maps.ts';

/** A row of GET /admin/pads: the columns plus the flags the name cell and row style read (api/src/modules/pads/pads.list.ts). */
export const PadListRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: NameOnly,
  status: NameOnly,
  country_code: Nullable(Type.String()),
  region: Nullable(Type.String()),
  latitude: Type.Number(),
  longitude: Type.Number(),
  created_at: DateTime,
  deleted_at: Nullable(DateTime),
  category_id: Type.Integer(),
  status_id: Type.Integer(),
  is_landing_permitted: Type.Boolean(),
  is_phonable: Type.Boolean(),
  is_private: Type.Boolean(),
  has_invalid_phone: Type.Boolean(),
  is_recommended: Type.Boolean(),
  submitter: Type.Object({ user_id: Nullable(Type.Integer()), role: Nullable(Type.Integer()) }),
});
export type PadListRow = Static<typeof PadListRow>;
export const PadListPage = ListPage(PadListRow);

/** GET /admin/pads/pads-for-map and index-pads-for-map: the list's pads clustered for the viewport. */
export const PadMapReply = Data(ClusteredMap);

/** A pad photo as the answers that make one send it (the pad create, an upload from the pad view). */
export const PadPhoto = Type.Object({
  id: Type.Integer(),
  /** The name of the file the uploader chose, without a folder. */
  title: Nullable(Type.String()),
  file_url: Type.String(),
  thumb_url: Nullable(Type.String()),
  direction: Nullable(Type.String()),
  order: Type.Integer(),
  created_at: DateTime,
});
export type PadPhoto = Static<typeof PadPhoto>;

/** The 201 answer of POST /admin/pads (api/src/modules/pads/presentPad.ts). */
export const CreatedPad = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created_at: DateTime,
  category_id: Type.Integer(),
  status_id: Type.Integer(),
  is_landing_permitted: Type.Boolean(),
  is_api_accessible: Type.Boolean(),
  submitter_user_id: Nullable(Type.Integer()),
  hisc: Nullable(Type.String()),
  icao: Nullable(Type.String()),
  landing_fee_id: Nullable(Type.Integer()),
  website: Nullable(Type.String()),
  twitter_handle: Nullable(Type.String()),
  trip_advisor_rating: Nullable(Type.Number()),
  site_information: Nullable(Type.String()),
  landing_advice: Nullable(Type.String()),
  description: Nullable(Type.String()),
  notes: Nullable(Type.String()),
  tags: Type.Array(Type.Integer()),
  warnings: Type.Array(Type.Integer()),
  facilities: Type.Array(Type.Integer()),
  region_id: Nullable(Type.Integer()),
  country_code: Nullable(Type.String()),
  location: Type.Object({
    address: Nullable(Type.String()),
    country: Nullable(Type.String()),
    county: Nullable(Type.String()),
    region: Nullable(Type.String()),
    latitude: Type.Number(),
    longitude: Type.Number(),
  }),
  contacts: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Nullable(Type.String()),
      phone: Nullable(Type.String()),
      email: Nullable(Type.String()),
      contact_type_id: Type.Integer(),
      is_primary: Type.Boolean(),
    }),
  ),
  uploads: Type.Array(PadPhoto),
});
export type CreatedPad = Static<typeof CreatedPad>;
export const CreatedPadReply = Data(CreatedPad);
