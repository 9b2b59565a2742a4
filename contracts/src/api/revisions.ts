// /api/admin/revisions…: the moderation list, one revision with its pad snapshots, its resolution (accept,
// cancel, revert, the moderation link) and the merge screen's accept of an Update.
import { Type, type Static } from 'typebox';
import { Data, DateTime, Nullable } from './common.ts';
import { ListPage } from './lists.ts';
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
