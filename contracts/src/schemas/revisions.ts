// Revisions (spec part 3 §3) and the pad's Admin tab (part 2 §3–§5): reference ids, labels and the
// yup schemas the pilot/owner app calls and the admin calls are validated with.
// Pure: no React / antd / browser imports (the API imports it).
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { CONTACT_TYPE } from '../reference.ts';
import { padCreateSchema } from './padCreate.ts';

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

/** The report types shown on a pad's reports table (with pending claims). */
export const REPORT_REVISION_TYPES = [
  REVISION_TYPE.ReportedPad,
  REVISION_TYPE.ReportedReview,
  REVISION_TYPE.ReportedUpload,
] as const;

export const PAD_REPORT_TYPE_LABELS: Record<number, string> = {
  0: "You can't land here",
  1: 'Wrong contact details',
  2: 'Wrong landing location',
};

/** A pad is in purgatory when its addition revision was created on or before this day (spec part 2 §9). */
export const PURGATORY_CUTOFF = '2021-01-01';

export const OWNER_SEARCH_MIN = 3;

export const REVISION_MESSAGES = {
  required: 'Required',
  atLeast3: 'At least 3 characters',
  email: 'Please enter a valid email!',
  reportType: 'Choose what is wrong with the pad',
  pendingReason: 'Please provide reason',
  noteRequired: 'Please enter a note',
  ownerType: 'The contact type of an owner is 4',
} as const;

const comment = () => string().trim().max(2000, 'At most 2000 characters').default('');
const id = (message = REVISION_MESSAGES.required) =>
  number().typeError(message).integer(message).min(1, message).required(message);

// ---- pilot and owner app calls ------------------------------------------------------------------

/** A new pad from the app: the pad-create rules without photos (they are uploaded afterwards). */
export const padSubmissionSchema = padCreateSchema.omit(['photos']);
export type PadSubmissionValues = InferType<typeof padSubmissionSchema>;

/** A suggested change: the whole edited pad, as the app's edit form holds it. */
export const padSuggestionSchema = padSubmissionSchema.shape({ comment: comment() });
export type PadSuggestionValues = InferType<typeof padSuggestionSchema>;

export const padReportSchema = object({
  pad_report_type: mixed<0 | 1 | 2>()
    .transform((v: unknown) => (typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v))
    .oneOf([0, 1, 2], REVISION_MESSAGES.reportType)
    .required(REVISION_MESSAGES.reportType),
  comment: comment(),
});

export const uploadReportSchema = object({ upload_id: id(), comment: comment() });

/**
 * review_id is checked only for being an id until the reviews table exists
 * (docs/decisions/0034-revisions-model-and-resolution.md).
 */
export const reviewReportSchema = object({ review_id: id(), comment: comment() });

/** Claim, moderation request, conversion: an optional word from the submitter. */
export const revisionCommentSchema = object({ comment: comment() });

// ---- admin calls ---------------------------------------------------------------------------------

export const padNoteSchema = object({
  note: string().trim().required(REVISION_MESSAGES.noteRequired).max(5000, 'At most 5000 characters'),
});

export const ownerSearchSchema = object({
  email: string().trim().required(REVISION_MESSAGES.atLeast3).min(OWNER_SEARCH_MIN, REVISION_MESSAGES.atLeast3),
});

export const ownerContactSchema = object({
  name: string().trim().max(200, 'At most 200 characters').default(''),
  email: string().trim().required(REVISION_MESSAGES.required).email(REVISION_MESSAGES.email).max(200),
  phone: string().trim().max(50, 'At most 50 characters').default(''),
  contact_type_id: number()
    .typeError(REVISION_MESSAGES.ownerType)
    .oneOf([CONTACT_TYPE.Owner], REVISION_MESSAGES.ownerType)
    .default(CONTACT_TYPE.Owner),
  pad_id: id(),
});
export type OwnerContactValues = InferType<typeof ownerContactSchema>;

export const acceptOwnerSchema = object({ pad_id: id(), user_id: id(), contact_id: id() });

/** Mark pending needs a reason; `is_confirmation: true` sends the confirmation e-mail instead. */
export const pendingStatusSchema = object({
  is_confirmation: boolean().default(false),
  comment: string()
    .trim()
    .max(2000, 'At most 2000 characters')
    .default('')
    .test('reason', REVISION_MESSAGES.pendingReason, function (value) {
      return Boolean(this.parent.is_confirmation) || Boolean(value);
    }),
});
