// /api/admin/dupe-checker…: the suspected duplicate pairs (a query list), their count for the moderation
// badge, one pair for the merge screen and the merge. 'Mark as NOT duplicate' is ./pads/duplicates.ts.
import { Type, type Static } from 'typebox';
import { padMergeSchema } from '../schemas/index.ts';
import { Data, errorResponses, IdsParams, Nullable } from './common.ts';
import { yupBody } from './fromYup.ts';
import { QueryListPage, queryListSchemas } from './lists.ts';
import { PadMergeSide } from './revisions.ts';
import { DecisionConflict } from './claims.ts';
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

const tags = ['dupe-checker'];

const index = queryListSchemas({
  tags,
  summary: 'Suspected duplicate pairs, paged (25), sorted and filtered',
  description:
    'distance: kilometres (0–1); the three switches (0/1) let landing-not-possible, archived and unmoderated pads in; ' +
    'country_code: either pad in that country. Pairs an admin marked not duplicate stay out while neither pad moves. ' +
    'sort_column: distance, original_name or dupe_name (default distance, ascending).',
  query: {
    country_code: { type: 'string' },
    is_lnp_pads_included: { type: 'string' },
    is_archived_pads_included: { type: 'string' },
    is_unmoderated_pads_included: { type: 'string' },
    distance: { type: 'number' },
  },
  row: PairRow,
});

const count = {
  tags,
  summary: "The number of suspected duplicate pairs under the default filters (the moderation list's badge)",
  response: { 200: DupeCount },
};

const show = {
  tags,
  summary: 'One pair for the merge screen: the original (a) and the duplicate (b) as merge views, and their distance',
  params: IdsParams('a', 'b'),
  response: { 200: PairDetailReply, ...errorResponses(404, 422) },
};

const merge = {
  tags,
  summary: 'Merge the duplicate (b) into the original (a) with the merge screen’s values (one transaction)',
  description:
    'Body: the merged-save payload of the revision merge (`section#field` keys, upload_ids = the photos kept from both sides). ' +
    "The duplicate's reviews, favourites, revisions and owners move to the original; it is archived 'Merged into #a'. " +
    '`undo` is the ticket that takes it back (POST /admin/undo/:id). 409 when either pad is archived or another admin ' +
    'is reviewing the pair (a claim: the answer names them).',
  params: IdsParams('a', 'b'),
  body: yupBody(padMergeSchema),
  response: { 200: DuplicatesMerged, ...errorResponses(404, 422), 409: DecisionConflict },
};

export const dupeCheckerSchemas = { index, count, show, merge };
