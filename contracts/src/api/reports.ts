// /api/admin/reports…: saved list filters (the spec calls them reports). Bodies are read by the API's own
// reader (a map or filter rows), answers are the saved filter.
import { Type, type Static } from 'typebox';
import { Data, DateTime, errorResponses, IdParams, NoContent } from './common.ts';
import { handlerBody } from './fromYup.ts';

/** A saved filter; only its owner may update or delete it (public ones are seen by every admin). */
export const SavedFilter = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  is_public: Type.Boolean(),
  entity: Type.String(),
  columns: Type.Array(Type.String()),
  /** `<column>:<operator>` → value, as the list's query takes them. */
  filters: Type.Record(Type.String(), Type.String()),
  user_id: Type.Integer(),
  is_owner: Type.Boolean(),
  created_at: DateTime,
  updated_at: DateTime,
});
export type SavedFilter = Static<typeof SavedFilter>;

export const SavedFiltersReply = Data(Type.Array(SavedFilter));
export const SavedFilterReply = Data(SavedFilter);

export const SavedFiltersQuery = Type.Object({
  entity: Type.Optional(Type.String({ description: 'The list they filter.' })),
});

/** A filter row as the saved filter form may send it (the other shape is the map of `filters`). */
const FilterRow = Type.Object({
  column: Type.String(),
  operator: Type.String(),
  keyword: Type.Optional(Type.Unknown()),
  value: Type.Optional(Type.Unknown()),
});

/** A saved filter's body, read by the API's own reader (api/src/modules/reports/schemas.ts). */
export const SavedFilterBody = handlerBody(
  Type.Object(
    {
      name: Type.Optional(Type.String({ maxLength: 200 })),
      is_public: Type.Optional(Type.Boolean()),
      entity: Type.Optional(Type.String({ description: 'The list it filters (required when saving).' })),
      columns: Type.Optional(Type.Array(Type.String())),
      filters: Type.Optional(
        Type.Union([Type.Record(Type.String(), Type.String()), Type.Array(FilterRow)], {
          description: '`{ "column:operator": value }`, or filter rows.',
        }),
      ),
    },
    { description: 'name and entity are required when saving; an update sends what it changes.' },
  ),
);

const tags = ['saved-filters'];

export const savedFiltersSchemas = {
  list: {
    tags,
    summary: 'Saved filters visible to me',
    querystring: SavedFiltersQuery,
    response: { 200: SavedFiltersReply, ...errorResponses(401, 403) },
  },
  create: {
    tags,
    summary: 'Save a filter',
    body: SavedFilterBody,
    response: { 201: SavedFilterReply, ...errorResponses(401, 403, 422) },
  },
  update: {
    tags,
    summary: 'Update my saved filter',
    params: IdParams,
    body: SavedFilterBody,
    response: { 200: SavedFilterReply, ...errorResponses(401, 403, 404, 422) },
  },
  remove: {
    tags,
    summary: 'Delete my saved filter',
    params: IdParams,
    response: { 204: NoContent, ...errorResponses(401, 403, 404) },
  },
};
