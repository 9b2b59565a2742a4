// /api/admin/pad-contacts/pads-report: Pad Submissions, the pads each live pilot submitted (a query list).
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';
import { QueryListPage, reportSchemas } from './lists.ts';

export const PadSubmissionsRow = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  public_pads_moderated: Type.Integer(),
  public_pads_not_moderated: Type.Integer(),
  private_pads: Type.Integer(),
  ratings: Type.Integer(),
  reviews: Type.Integer(),
  /** The sort key of a sort by name (present when sorted by name). */
  name_key: Type.Optional(Type.String()),
  name: Nullable(Type.String()),
  contact: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), user_id: Type.Integer() })),
});
export type PadSubmissionsRow = Static<typeof PadSubmissionsRow>;
export const PadSubmissionsPage = QueryListPage(PadSubmissionsRow);

export const padContactsSchemas = {
  report: reportSchemas('Pad Submissions by Pilot', PadSubmissionsRow),
};
