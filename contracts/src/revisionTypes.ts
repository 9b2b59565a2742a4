// Revision types and statuses (spec part 3 §3): ids and labels, without the schemas of ./schemas/revisions.ts (which
// re-exports them), so a bundle that shows a revision's type needs no yup.
export const REVISION_TYPE = {
  Addition: 1,
  Claim: 2,
  Update: 3,
  ReportedPad: 4,
  ModerationRequested: 5,
  ReportedReview: 6,
  ReportedUpload: 7,
  Converted: 8,
} as const;
export type RevisionType = (typeof REVISION_TYPE)[keyof typeof REVISION_TYPE];

export const REVISION_TYPE_LABELS: Record<RevisionType, string> = {
  1: 'Addition',
  2: 'Claim',
  3: 'Update',
  4: 'Reported pad',
  5: 'Moderation requested',
  6: 'Reported review',
  7: 'Reported upload',
  8: 'Converted',
};

export const REVISION_STATUS = { Pending: 1, Accepted: 2, Cancelled: 3 } as const;
export type RevisionStatus = (typeof REVISION_STATUS)[keyof typeof REVISION_STATUS];
export const REVISION_STATUS_LABELS: Record<RevisionStatus, string> = { 1: 'Pending', 2: 'Accepted', 3: 'Cancelled' };
