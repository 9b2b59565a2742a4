// /api/app…: the pilot and owner app's sign-in (./auth.ts: TokenReply) and its submissions, which create
// revisions for admins to moderate; its reviews; what pilots do with a pad (views, PPR requests).
import { Type, type Static } from 'typebox';
import { TokenReply } from './auth.ts';
import { Data, errorResponses, IdsParams, MULTIPART } from './common.ts';
import { ReviewReply } from './reviews.ts';
import { yupBody } from './fromYup.ts';
import type { AnySchema } from 'yup';
import {
  loginSchema,
  padReportSchema,
  padSubmissionSchema,
  padSuggestionSchema,
  reviewCreateSchema,
  reviewReportSchema,
  revisionCommentSchema,
  uploadReportSchema,
} from '../schemas/index.ts';

/** A submission (201): the revision it made and its state. */
export const RevisionSubmitted = Data(
  Type.Object({ revision_id: Type.Integer(), pad_id: Type.Integer(), type: Type.Integer(), status: Type.Integer() }),
);
export type RevisionSubmitted = Static<typeof RevisionSubmitted>;

/** POST /app/reviews/:id/photos (201). */
export const ReviewPhotoAdded = Data(
  Type.Object({ id: Type.Integer(), file_url: Type.String(), review_id: Type.Integer() }),
);

/** POST /app/pads/:id/view and /ppr (201): the engagement recorded. */
export const EngagementRecorded = Data(Type.Object({ id: Type.Integer(), pad_id: Type.Integer() }));

const tags = ['app'];
const padIdParams = IdsParams('id');

const submission = <S extends AnySchema>(summary: string, body: S, description?: string) => ({
  tags,
  summary,
  ...(description ? { description } : {}),
  params: padIdParams,
  body: yupBody(body),
  response: { 201: RevisionSubmitted, ...errorResponses(401, 403, 404, 409, 422, 429) },
});

const engagement = (summary: string) => ({
  tags,
  summary,
  params: padIdParams,
  response: { 201: EngagementRecorded, ...errorResponses(401, 403, 404) },
});

export const appSchemas = {
  login: {
    tags,
    summary: 'Sign in to the pilot/owner app; returns an app bearer token (pilots and owners only)',
    security: [],
    body: yupBody(loginSchema),
    response: { 200: TokenReply, ...errorResponses(403, 422, 429) },
  },
  submitPad: {
    tags,
    summary: 'Submit a new pad (creates it unmoderated with an Addition revision)',
    description: 'Same body and rules as the pad-create form, without photos.',
    body: yupBody(padSubmissionSchema),
    response: { 201: RevisionSubmitted, ...errorResponses(401, 403, 422, 429) },
  },
  suggestUpdate: submission(
    'Suggest an update to a pad (Update revision with prev/next snapshots)',
    padSuggestionSchema,
    'The whole edited pad, as for a new pad; only fields that differ from the pad are applied on acceptance.',
  ),
  claim: submission('Claim a pad as its owner (Claim revision)', revisionCommentSchema),
  reportPad: submission(
    'Report a pad (Reported pad revision)',
    padReportSchema,
    "pad_report_type: 0 You can't land here, 1 Wrong contact details, 2 Wrong landing location.",
  ),
  reportUpload: submission('Report a photo of the pad (Reported upload revision)', uploadReportSchema),
  reportReview: submission(
    'Report a review of the pad (Reported review revision)',
    reviewReportSchema,
    'The review must be a shown review of this pad (422 otherwise). It is locked until the report is resolved.',
  ),
  createReview: {
    tags,
    summary: 'Review a pad: a rating (1–5), optional sub-ratings, a comment; photos are added one by one after',
    params: padIdParams,
    body: yupBody(reviewCreateSchema),
    response: { 201: ReviewReply, ...errorResponses(401, 403, 404, 422, 429) },
  },
  addReviewPhoto: {
    tags,
    summary: "Add a photo to one's own review (multipart: upload); PNG or JPEG by content, at most 4, 10 MB each",
    ...MULTIPART,
    params: padIdParams,
    response: { 201: ReviewPhotoAdded, ...errorResponses(401, 403, 404, 413, 422, 429) },
  },
  requestModeration: submission(
    'Ask for the pad to be moderated (Moderation requested revision)',
    revisionCommentSchema,
  ),
  convert: submission("Ask for one's own private pad to be made public (Converted revision)", revisionCommentSchema),
  view: engagement('Record that the pilot opened the pad (Pad Engagement All: views)'),
  ppr: engagement('Record a prior-permission request to the pad (Pad Engagement All: PPR count)'),
};
