// Where a moderation list row leads (spec part 3 §2, part 2 §2 "Navigation into the pad view from the
// moderation list"): a claim to the pad's Admin tab, a report to the Admin tab with the report open,
// an update to the merge screen, anything else to the pad view.
import { paths, REVISION_TYPE } from '@pads/shared';
import type { RevisionListRow } from '@pads/contracts/api';

const REPORTED: number[] = [REVISION_TYPE.ReportedPad, REVISION_TYPE.ReportedReview, REVISION_TYPE.ReportedUpload];

export function rowTarget(row: Pick<RevisionListRow, 'id' | 'type' | 'pad_id'>): string {
  const pad = paths.padView(row.pad_id);
  if (row.type === REVISION_TYPE.Update) return paths.moderationRevision(row.id);
  if (row.type === REVISION_TYPE.Claim) return `${pad}?tab=admin`;
  if (REPORTED.includes(row.type)) return `${pad}?tab=admin&reported_id=${row.id}`;
  return pad;
}

/** The default date range of the list: 2021-01-01 to tomorrow. */
export function defaultDateRange(today = new Date()): string {
  const tomorrow = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1));
  return `2021-01-01,${tomorrow.toISOString().slice(0, 10)}`;
}
