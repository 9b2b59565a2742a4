// GET /api/admin/revisions declared for the list engine: the moderation list (pending by type, tabs)
// and a pad's reports table (filters[pad_id]=…).
import { RevisionListRow } from '@pads/contracts/api';
import {
  LIST_ENTITY,
  PAD_REPORT_TYPE_LABELS,
  paths,
  PURGATORY_CUTOFF,
  REVISION_STATUS_LABELS,
  REVISION_TYPE,
  REVISION_TYPE_LABELS,
  type RevisionTab,
} from '@pads/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { pads, revisionCounts, revisions, users } from '../../db/schema.js';
import type { ListDefinition, Option } from '../../lists/index.js';
import { padNameColumn } from '../../lists/padColumn.js';

const submitter = sql.identifier('submitter');
const sub = (column: string) => sql`${submitter}.${sql.identifier(column)}`;

const options = (labels: Record<number, string>): Option[] =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

const labelOf = (expr: SQL, labels: Record<number, string>) =>
  sql`(CASE ${expr} ${sql.join(
    Object.entries(labels).map(([value, label]) => sql`WHEN ${Number(value)} THEN ${label}::text`),
    sql` `,
  )} END)`;

/**
 * The pad's addition was made on or before the purgatory cut-off day (spec part 2 §9). The few such pads
 * are read once (an init plan on the partial addition index), then their revisions by pad: a correlated
 * EXISTS instead probed the addition index for every pending revision, newest first, until a page filled.
 */
export const revisionPadInPurgatory = sql`${revisions.pad_id} = ANY (ARRAY(SELECT addition.pad_id FROM ${revisions} AS addition
  WHERE addition.type = ${REVISION_TYPE.Addition} AND addition.created_at < (${PURGATORY_CUTOFF}::date + 1)::timestamptz))`;

const REPORT_TYPES = [REVISION_TYPE.ReportedPad, REVISION_TYPE.ReportedReview, REVISION_TYPE.ReportedUpload];
const typeIn = (types: number[]) =>
  sql`${revisions.type} IN (${sql.join(
    types.map((t) => sql`${t}`),
    sql`, `,
  )})`;

const INTEGER_SET: Array<'equals' | 'not_equals' | 'in' | 'not_in'> = ['equals', 'not_equals', 'in', 'not_in'];

export const revisionList: ListDefinition = {
  entity: LIST_ENTITY.revisions,
  row: RevisionListRow,
  exportName: 'revisions',
  perPage: 25,
  from: sql`${revisions}
    LEFT JOIN ${pads} ON ${pads.id} = ${revisions.pad_id}
    LEFT JOIN ${users} AS ${submitter} ON ${sub('id')} = ${revisions.user_id}`,
  id: sql`${revisions.id}`,
  // Totals over status, type and the type tabs come from revision_counts (the counts table aliased as
  // the list's table, so the same conditions apply); any other filter counts the rows.
  countFrom: {
    from: sql`${revisionCounts} AS ${sql.identifier('revisions')}`,
    sum: sql`${sql.identifier('revisions')}.n`,
    columns: ['status', 'type', '~tab=additions', '~tab=reported', '~tab=updates', '~tab=claims'],
  },
  deferredJoin: true,
  columns: [
    { column: 'id', display_name: 'ID', select: sql`${revisions.id}`, sort: sql`${revisions.id}` },
    {
      column: 'type_name',
      display_name: 'Type',
      select: labelOf(sql`${revisions.type}`, REVISION_TYPE_LABELS),
      sort: sql`${revisions.type}`,
    },
    padNameColumn(),
    {
      column: 'username',
      relation: 'user',
      display_name: 'Submitted by',
      select: sql`${sub('username')}`,
      sort: sql`${sub('username')}`,
      nullable: true,
      link: paths.userView(),
      link_column: 'user_id',
    },
    {
      column: 'pad_report_type_name',
      display_name: 'Report',
      select: labelOf(sql`${revisions.pad_report_type}`, PAD_REPORT_TYPE_LABELS),
      sort: sql`${revisions.pad_report_type}`,
      nullable: true,
    },
    { column: 'comment', display_name: 'Comment', select: sql`${revisions.comment}` },
    {
      column: 'status_name',
      display_name: 'Status',
      select: labelOf(sql`${revisions.status}`, REVISION_STATUS_LABELS),
      sort: sql`${revisions.status}`,
    },
    {
      column: 'created_at',
      display_name: 'Created',
      select: sql`${revisions.created_at}`,
      sort: sql`${revisions.created_at}`,
    },
  ],
  extra: {
    type: sql`${revisions.type}`,
    status: sql`${revisions.status}`,
    pad_id: sql`${revisions.pad_id}`,
    user_id: sql`${revisions.user_id}`,
    'user.id': sub('id'),
    'user.email': sub('email'),
    'user.role': sub('role'),
    'pad.id': sql`${pads.id}`,
    'pad.status_id': sql`${pads.status_id}`,
    'pad.deleted_at': sql`${pads.deleted_at}`,
    pad_report_type: sql`${revisions.pad_report_type}`,
    review_id: sql`${revisions.review_id}`,
    upload_id: sql`${revisions.upload_id}`,
    is_updated_by_own_owner: sql`${revisions.is_updated_by_own_owner}`,
    resolved_by: sql`${revisions.resolved_by}`,
    resolved_at: sql`${revisions.resolved_at}`,
    link_sent_at: sql`${revisions.link_sent_at}`,
    reverted_at: sql`${revisions.reverted_at}`,
  },
  filters: {
    id: { display_name: 'ID', expr: sql`${revisions.id}`, value: 'integer' },
    type: {
      display_name: 'Type',
      expr: sql`${revisions.type}`,
      value: 'integer',
      input: 'multiple',
      options: options(REVISION_TYPE_LABELS),
      operators: INTEGER_SET,
    },
    status: {
      display_name: 'Status',
      expr: sql`${revisions.status}`,
      value: 'integer',
      input: 'multiple',
      options: options(REVISION_STATUS_LABELS),
      operators: INTEGER_SET,
    },
    pad_id: { display_name: 'Pad ID', expr: sql`${revisions.pad_id}`, value: 'integer' },
    user_id: { display_name: 'Submitted by (user ID)', expr: sql`${revisions.user_id}`, value: 'integer' },
    pad_report_type: {
      display_name: 'Report type',
      expr: sql`${revisions.pad_report_type}`,
      value: 'integer',
      options: options(PAD_REPORT_TYPE_LABELS),
      operators: INTEGER_SET,
    },
    is_updated_by_own_owner: {
      display_name: 'Updated by its owner',
      expr: sql`${revisions.is_updated_by_own_owner}`,
      value: 'boolean',
    },
    is_purgatory: { display_name: 'Purgatory', expr: revisionPadInPurgatory, value: 'boolean' },
    created_at: { display_name: 'Created', expr: sql`${revisions.created_at}`, value: 'date' },
  },
  // The moderation tabs; filters (type, status, dates) narrow any of them.
  scope: {
    param: 'tab',
    default: 'all',
    options: {
      all: null,
      additions: sql`${revisions.type} = ${REVISION_TYPE.Addition}`,
      purgatory: revisionPadInPurgatory,
      reported: typeIn(REPORT_TYPES),
      updates: sql`${revisions.type} = ${REVISION_TYPE.Update}`,
      claims: sql`${revisions.type} = ${REVISION_TYPE.Claim}`,
      moderation_requested: sql`${revisions.type} = ${REVISION_TYPE.ModerationRequested}`,
      converted: sql`${revisions.type} = ${REVISION_TYPE.Converted}`,
    } satisfies Record<RevisionTab, SQL | null>,
  },
};
