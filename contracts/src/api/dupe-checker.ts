// /api/admin/dupe-checker…: the suspected duplicate pairs (a query list), their count for the moderation
// badge, one pair for the merge screen and the merge. 'Mark as NOT duplicate' is ./pads/duplicates.ts.
import { Type, type Static } from 'typebox';
import { Data, Nullable } from './common.ts';
import { QueryListPage } from './lists.ts';
import { PadMergeSide } from './revisions.ts';
import { UndoField } from './undo.ts';

/** One suspected duplicate pair (spec part 3 §3 "Duplicate pair row"), with the distance in metres. */
export const PairRow = Type.Object({
  original_id: Type.Integer(),
  dupe_id: Type.Integer(),
  original_name: Type.String(),
  dupe_name: Type.String(),
  distance: Type.Integer(),
  is_lp_original: Type.Boolean(),
  is_lp_dupe: Type.Boolean(),
  is_original_inactive: Type.Boolean(),
  is_dupe_inactive: Type.Boolean(),
  is_original_unmoderated: Type.Boolean(),
  is_dupe_unmoderated: Type.Boolean(),
});
export type PairRow = Static<typeof PairRow>;
export const PairListPage = QueryListPage(PairRow);

/** GET /admin/dupe-checker/index's own parameters (paging, sort and export are every query list's). */
export const PairQuery = Type.Object({
  page: Type.Optional(Type.Integer()),
  sort_column: Type.Optional(Type.String()),
  sort_direction: Type.Optional(Type.String({ enum: ['asc', 'desc', 'ascend', 'descend'] })),
  export: Type.Optional(
    Type.String({ enum: ['csv'], description: 'csv: every row as a CSV file, in the same order.' }),
  ),
  country_code: Type.Optional(Type.String()),
  is_lnp_pads_included: Type.Optional(Type.String()),
  is_archived_pads_included: Type.Optional(Type.String()),
  is_unmoderated_pads_included: Type.Optional(Type.String()),
  distance: Type.Optional(Type.Number()),
});

export const DupeCount = Data(Type.Object({ dupe_count: Type.Integer() }));

export const MergeUpload = Type.Object({ id: Type.Integer(), file_url: Type.String() });
export type MergeUpload = Static<typeof MergeUpload>;

/** A pad as the merge screen reads it (spec part 3 §3 "Pad (merge view)"): the snapshot, survey and photos by role. */
export const MergeView = Type.Object({
  ...PadMergeSide.properties,
  uploads: Type.Object({
    admin: Type.Array(MergeUpload),
    owner: Type.Array(MergeUpload),
    pilot: Type.Array(MergeUpload),
  }),
});
export type MergeView = Static<typeof MergeView>;

/** GET /admin/dupe-checker/show/:a/:b: the original (a), the duplicate (b) and their distance in metres. */
export const PairDetail = Type.Object({
  original: MergeView,
  duplicate: MergeView,
  distance: Nullable(Type.Integer()),
});
export type PairDetail = Static<typeof PairDetail>;
export const PairDetailReply = Data(PairDetail);

/** POST /admin/dupe-checker/merge-pads/:a/:b: the original after the merge. */
export const DuplicatesMerged = Type.Object({
  data: Type.Object({ id: Type.Integer(), name: Type.String() }),
  ...UndoField,
});
export type DuplicatesMerged = Static<typeof DuplicatesMerged>;
