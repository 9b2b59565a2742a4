// /api/admin/pads…: the pad list (with its quick filters and category summary), its map and CSV exports, pad
// create and the pad list's map switch. The pad's parts are in ./pads/ (detail, state, notes, owners, import,
// reviews, duplicates, reports, lookups, contacts).
import { Type, type Static } from 'typebox';
import { object } from 'yup';
import { LIST_ENTITY, PAD_QUICK_FILTERS } from '../lists.ts';
import { Data, DateTime, errorResponses, fileResponse, MULTIPART, NameOnly, Nullable } from './common.ts';
import { yupBody } from './fromYup.ts';
import { ListPage, listPageSchemas, listQuerySchemas, type ListContract } from './lists.ts';
import { ClusteredMap } from './maps.ts';
import { adminSettingFlag, PublicUserReply } from './users.ts';

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

/** The pad list (api/src/modules/pads/pads.list.ts): its filters, sorts and quick filters (`type`). */
export const padListContract = {
  entity: LIST_ENTITY.pads,
  row: PadListRow,
  tag: 'pads',
  filters: [
    'id',
    'name',
    'category_id',
    'status_id',
    'is_landing_permitted',
    'is_phonable',
    'is_private',
    'is_claimed',
    'is_recommended',
    'is_moderated',
    'is_api_accessible',
    'country_code',
    'region',
    'hisc',
    'icao',
    'latitude',
    'longitude',
    'created_at',
    'updated_at',
    'deleted_at',
    'user_id',
    'last_import_id',
    'submitter.user.role',
    'submitter.user.email',
  ],
  sorts: [
    'id',
    'name',
    'category.name',
    'status.name',
    'country_code',
    'region',
    'latitude',
    'longitude',
    'created_at',
    'deleted_at',
  ],
  quick: { param: 'type', values: PAD_QUICK_FILTERS, default: 'all' },
} as const satisfies ListContract;

// The map switch's body is server-only (no form validates it): strict, so "yes" or 1 is not silently a boolean.
export const padMapToggleSchema = object({ is_map_on: adminSettingFlag('is_map_on') });

const mapSchemas = {
  ...listQuerySchemas(padListContract, 'Pads of the current list for the map, clustered on a pixel grid', {
    bbox: { description: 'west,south,east,north in degrees (default: the whole world).' },
    zoom: { description: 'Map zoom 0 to 22 (default 5).' },
    grid: { description: 'Grid cell in pixels, 10 to 400 (default 45).' },
  }),
  response: { 200: PadMapReply, ...errorResponses(422) },
};

export const padsSchemas = {
  list: listPageSchemas(padListContract, 'Pad list with the category summary'),
  listCsv: {
    ...listQuerySchemas(padListContract, 'Pad list as CSV (every page)', {
      export_for_update: { description: '1: the 22-column pad import format with ID filled, for re-import.' },
    }),
    response: { 200: fileResponse('text/csv', 'The CSV file'), ...errorResponses(422) },
  },
  // Both map calls of the spec answer the same way: the current list filters, clustered for the viewport.
  map: mapSchemas,
  indexMap: mapSchemas,
  mapToggle: {
    tags: ['admin users', 'pads'],
    summary: "Store the pad list's map switch (is_map_on, default on) in the admin settings",
    body: yupBody(padMapToggleSchema),
    response: { 200: PublicUserReply, ...errorResponses(401, 403, 422) },
  },
  create: {
    tags: ['pads'],
    summary: 'Create a pad (multipart: the fields of the pad-create form, photos[] and directions[])',
    ...MULTIPART,
    response: { 201: CreatedPadReply, ...errorResponses(401, 403, 413, 422) },
  },
};
