// /api/admin/revisions…: the moderation list, one revision with its pad snapshots, its resolution (accept,
// cancel, revert, the moderation link) and the merge screen's accept of an Update.
import { Type, type Static } from 'typebox';
import { Data, DateTime, errorResponses, IdsParams, Nullable } from './common.ts';
import { LIST_ENTITY, REVISION_TABS } from '../lists.ts';
import { ListPage, listExportSchemas, listPageSchemas, type ListContract } from './lists.ts';
import { yupBody } from './fromYup.ts';
import { padMergeSchema } from '../schemas/index.ts';
import { DecisionConflict } from './claims.ts';
import { UndoField } from './undo.ts';

/** A contact as a snapshot stores it: 1 pad contact, 2 (kept untouched), 4 owner. */
export const SnapshotContact = Type.Object({
  id: Type.Optional(Nullable(Type.Integer())),
  contact_type_id: Type.Integer(),
  name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  is_primary: Type.Boolean(),
});
export type SnapshotContact = Static<typeof SnapshotContact>;

/**
 * A pad as a revision stores it (`prev` / `next`, spec part 3 §3 "Pad (merge view)"): the editable fields with
 * the location, links and contacts (api/src/domain/padSnapshot.ts reads and applies it).
 */
export const PadSnapshot = Type.Object({
  id: Nullable(Type.Integer()),
  name: Type.String(),
  category_id: Type.Integer(),
  status_id: Type.Integer(),
  is_landing_permitted: Type.Boolean(),
  icao: Nullable(Type.String()),
  hisc: Nullable(Type.String()),
  landing_fees: Nullable(Type.Integer()),
  site_information: Nullable(Type.String()),
  landing_advice: Nullable(Type.String()),
  is_owned: Type.Boolean(),
  deleted_at: Nullable(DateTime),
  location: Type.Object({
    name: Nullable(Type.String()),
    latitude: Type.Number(),
    longitude: Type.Number(),
    region: Nullable(Type.String()),
    country: Nullable(Type.String()),
    country_code: Nullable(Type.String()),
    county: Nullable(Type.String()),
    /** Absent in snapshots stored before the column existed. */
    is_address_split: Type.Optional(Type.Boolean()),
  }),
  pad_social: Type.Object({
    website: Nullable(Type.String()),
    twitter_handle: Nullable(Type.String()),
    trip_advisor_rating: Nullable(Type.Number()),
  }),
  tags: Type.Array(Type.Integer()),
  warnings: Type.Array(Type.Integer()),
  facilities: Type.Array(Type.Integer()),
  contacts: Type.Array(SnapshotContact),
});
export type PadSnapshot = Static<typeof PadSnapshot>;

/**
 * What the merge screen shows of a pad beyond its snapshot (api/src/domain/padMergeExtras.ts): its survey (the
 * Survey badge, Accept Survey) and its submitter (the Submitter row).
 */
export const PadMergeExtras = Type.Object({
  survey_id: Nullable(Type.Integer()),
  survey_progress_percentage: Nullable(Type.Integer()),
  submitter: Nullable(Type.Object({ id: Type.Integer(), username: Type.String() })),
});
export type PadMergeExtras = Static<typeof PadMergeExtras>;

/** A pad as it is now, as a merge screen column reads it: the snapshot and its extras. */
export const PadMergeSide = Type.Object({ ...PadSnapshot.properties, ...PadMergeExtras.properties });
export type PadMergeSide = Static<typeof PadMergeSide>;

/** A revision row (api/src/modules/revisions/presentRevision.ts). */
export const Revision = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  status: Type.Integer(),
  pad_id: Type.Integer(),
  user_id: Nullable(Type.Integer()),
  pad_report_type: Nullable(Type.Integer()),
  review_id: Nullable(Type.Integer()),
  upload_id: Nullable(Type.Integer()),
  comment: Nullable(Type.String()),
  is_updated_by_own_owner: Type.Boolean(),
  resolved_by: Nullable(Type.Integer()),
  resolved_at: Nullable(DateTime),
  link_sent_at: Nullable(DateTime),
  reverted_at: Nullable(DateTime),
  created_at: DateTime,
});
export type Revision = Static<typeof Revision>;

/** GET /admin/revisions/:id: the revision, its snapshots, the pad as it is now and who submitted it. */
export const RevisionDetail = Type.Object({
  ...Revision.properties,
  prev: Nullable(PadSnapshot),
  next: Nullable(PadSnapshot),
  /** Null once the pad is gone. */
  current: Nullable(PadMergeSide),
  user: Nullable(
    Type.Object({
      id: Type.Integer(),
      username: Type.String(),
      email: Type.String(),
      first_name: Type.String(),
      last_name: Type.String(),
      role: Type.Integer(),
    }),
  ),
  /** A reported upload: the photo (its URL null once deleted) and who uploaded it. */
  upload_report: Nullable(
    Type.Object({ upload_id: Type.Integer(), file_url: Nullable(Type.String()), user_id: Nullable(Type.Integer()) }),
  ),
  review_report: Nullable(Type.Object({ review_id: Type.Integer() })),
});
export type RevisionDetail = Static<typeof RevisionDetail>;
export const RevisionDetailReply = Data(RevisionDetail);

/** The revision as an action answers it: its state after the action. */
export const ResolvedRevision = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  status: Type.Integer(),
  pad_id: Type.Integer(),
  resolved_by: Nullable(Type.Integer()),
  resolved_at: Nullable(DateTime),
  link_sent_at: Nullable(DateTime),
  reverted_at: Nullable(DateTime),
});
export type ResolvedRevision = Static<typeof ResolvedRevision>;

/** accept, cancel, revert-moderation, send-moderation-link. */
export const RevisionActionReply = Type.Object({ message: Type.String(), data: ResolvedRevision, ...UndoField });
export type RevisionActionReply = Static<typeof RevisionActionReply>;

/** accept's query: the revision type the client expects (1–8). */
export const RevisionAcceptQuery = Type.Object({
  type: Type.Optional(Type.String({ description: 'The revision type the client expects (1–8).' })),
});

/** POST /admin/revisions/pad/update/:id: the merge applied, and the next pending Update to review. */
export const RevisionMergeReply = Type.Object({
  message: Type.String(),
  data: Type.Object({
    ...ResolvedRevision.properties,
    changed_fields: Type.Array(Type.String()),
    next_revision_id: Nullable(Type.Integer()),
  }),
  ...UndoField,
});
export type RevisionMergeReply = Static<typeof RevisionMergeReply>;

/** A row of GET /admin/revisions, the moderation list (api/src/modules/revisions/revisions.list.ts). */
export const RevisionListRow = Type.Object({
  ...Revision.properties,
  type_name: Type.String(),
  pad: Type.Object({
    name: Nullable(Type.String()),
    id: Nullable(Type.Integer()),
    status_id: Nullable(Type.Integer()),
    deleted_at: Nullable(DateTime),
  }),
  user: Type.Object({
    username: Nullable(Type.String()),
    id: Nullable(Type.Integer()),
    email: Nullable(Type.String()),
    role: Nullable(Type.Integer()),
  }),
  pad_report_type_name: Nullable(Type.String()),
  status_name: Type.String(),
});
export type RevisionListRow = Static<typeof RevisionListRow>;
export const RevisionListPage = ListPage(RevisionListRow);
export type RevisionListPage = Static<typeof RevisionListPage>;

const tags = ['revisions'];
const params = IdsParams('id');

const action = (summary: string, description: string, codes: number[]) => ({
  tags,
  summary,
  description,
  params,
  response: { 200: RevisionActionReply, ...errorResponses(...codes) },
});

/** A decision on a revision: its 409 may name the admin reviewing it (a claim). */
const decision = (summary: string, description: string, codes: number[]) => {
  const schema = action(summary, description, codes);
  return { ...schema, response: { ...schema.response, 409: DecisionConflict } };
};

const merge = {
  tags,
  summary: 'Accept an Update revision with the merged pad of the merge screen',
  description:
    'The pad becomes exactly the merged values (one transaction with the resolution and the log: ' +
    '`revision_merged` on the pad with before/after, `revision_accepted` on the revision). Keys follow the ' +
    'merge payload (`section#field`); `owners` lists the owner contacts kept. 403 when the revision is not an ' +
    'Update, 409 when it is no longer pending, the pad changed since `version` or another admin is reviewing it ' +
    '(a claim), 422 per field. `next_revision_id` skips updates other admins are reviewing; `undo` takes the merge back.',
  params,
  body: yupBody(padMergeSchema),
  response: { 200: RevisionMergeReply, ...errorResponses(403, 404, 422), 409: DecisionConflict },
};

/** The moderation list (api/src/modules/revisions/revisions.list.ts): its filters, sorts and tabs (`tab`). */
export const revisionListContract = {
  entity: LIST_ENTITY.revisions,
  row: RevisionListRow,
  tag: 'lists',
  filters: [
    'id',
    'type',
    'status',
    'pad_id',
    'user_id',
    'pad_report_type',
    'is_updated_by_own_owner',
    'is_purgatory',
    'created_at',
  ],
  sorts: ['id', 'type_name', 'pad.name', 'user.username', 'pad_report_type_name', 'status_name', 'created_at'],
  quick: { param: 'tab', values: REVISION_TABS, default: 'all' },
} as const satisfies ListContract;

export const revisionsSchemas = {
  list: listPageSchemas(revisionListContract, 'List revisions'),
  listCsv: listExportSchemas(
    revisionListContract,
    'Export revisions as CSV (same filters, keyword and sort as the list; every page)',
  ),
  merge,
  show: {
    tags,
    summary: 'One revision with its prev/next pad snapshots (with locations) and the pad as it is now',
    params,
    response: { 200: RevisionDetailReply, ...errorResponses(404, 422) },
  },
  accept: {
    ...decision(
      'Accept a pending revision',
      'Addition / moderation request: the pad becomes moderated. Claim: the submitter becomes a claimed owner. ' +
        'Update: the fields the suggestion changed are applied. Reported upload: the photo is deleted. ' +
        'Converted: the private pad becomes public. Reported pad / review: recorded as upheld. ' +
        '`type`, when given, must be the revision type. 409 when it is no longer pending, or when another admin is ' +
        'reviewing it (a claim: the answer names them). `undo` is the ticket that takes it back (POST /admin/undo/:id).',
      [404, 409, 422],
    ),
    querystring: RevisionAcceptQuery,
  },
  cancel: decision(
    'Cancel (reject or ignore) a pending revision',
    'A cancelled addition rejects its pad (status 4). 409 when it is no longer pending, or when another admin is ' +
      'reviewing it (a claim: the answer names them). `undo` is the ticket that takes it back (POST /admin/undo/:id).',
    [404, 409, 422],
  ),
  revert: action(
    'Put the pad back as it was before an accepted revision',
    'Update: the changed fields return to `prev`. Addition / moderation request: the pad returns to unmoderated.',
    [404, 409, 422],
  ),
  sendLink: action(
    'E-mail the moderation link to the user who requested moderation',
    "Only for a pending 'Moderation requested' revision on a pad whose `can_send_moderation` is true (else 403).",
    [403, 404, 409, 422],
  ),
};
