// /api/admin/reports…: saved list filters (the spec calls them reports). Bodies are read by the API's own
// reader (a map or filter rows), answers are the saved filter.
import { Type, type Static } from 'typebox';
import { Data, DateTime } from './common.ts';

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
