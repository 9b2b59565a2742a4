// Route schemas of the pilot/owner app calls (tag "app"): answers from @pads/contracts/api, bodies documented
// from the shared yup schemas that validate them.
import {
  loginSchema,
  padReportSchema,
  padSubmissionSchema,
  padSuggestionSchema,
  reviewCreateSchema,
  reviewReportSchema,
  revisionCommentSchema,
  uploadReportSchema,
} from '@pads/contracts';
import {
  EngagementRecorded,
  IdsParams,
  TokenReply,
  ReviewPhotoAdded,
  ReviewReply,
  RevisionSubmitted,
} from '@pads/contracts/api';
import type { AnySchema } from 'yup';
import { errorResponses, yupBody } from '../../openapi.js';

const tags = ['app'];
const padIdParams = IdsParams('id');

const submission = (summary: string, body: AnySchema, description?: string) => ({
  tags,
  summary,
  ...(description ? { description } : {}),
  params: padIdParams,
  body: yupBody(body),
  response: { 201: RevisionSubmitted, ...errorResponses(401, 403, 404, 409, 422, 429) },
});

export const appLoginRouteSchema = {
  tags,
  summary: 'Sign in to the pilot/owner app; returns an app bearer token (pilots and owners only)',
  security: [],
  body: yupBody(loginSchema),
  response: { 200: TokenReply, ...errorResponses(403, 422, 429) },
};

export const submitPadRouteSchema = {
  tags,
  summary: 'Submit a new pad (creates it unmoderated with an Addition revision)',
  description: 'Same body and rules as the pad-create form, without photos.',
  body: yupBody(padSubmissionSchema),
  response: { 201: RevisionSubmitted, ...errorResponses(401, 403, 422, 429) },
};

export const suggestUpdateRouteSchema = submission(
  'Suggest an update to a pad (Update revision with prev/next snapshots)',
  padSuggestionSchema,
  'The whole edited pad, as for a new pad; only fields that differ from the pad are applied on acceptance.',
);
export const claimRouteSchema = submission('Claim a pad as its owner (Claim revision)', revisionCommentSchema);
export const reportPadRouteSchema = submission(
  'Report a pad (Reported pad revision)',
  padReportSchema,
  "pad_report_type: 0 You can't land here, 1 Wrong contact details, 2 Wrong landing location.",
);
export const reportUploadRouteSchema = submission(
  'Report a photo of the pad (Reported upload revision)',
  uploadReportSchema,
);
export const reportReviewRouteSchema = submission(
  'Report a review of the pad (Reported review revision)',
  reviewReportSchema,
  'The review must be a shown review of this pad (422 otherwise). It is locked until the report is resolved.',
);

export const createReviewRouteSchema = {
  tags,
  summary: 'Review a pad: a rating (1–5), optional sub-ratings, a comment; photos are added one by one after',
  params: padIdParams,
  body: yupBody(reviewCreateSchema),
  response: { 201: ReviewReply, ...errorResponses(401, 403, 404, 422, 429) },
};
export const addReviewPhotoRouteSchema = {
  tags,
  summary: "Add a photo to one's own review (multipart: upload); PNG or JPEG by content, at most 4, 10 MB each",
  consumes: ['multipart/form-data'],
  params: padIdParams,
  response: { 201: ReviewPhotoAdded, ...errorResponses(401, 403, 404, 413, 422, 429) },
};
export const requestModerationRouteSchema = submission(
  'Ask for the pad to be moderated (Moderation requested revision)',
  revisionCommentSchema,
);
export const convertRouteSchema = submission(
  "Ask for one's own private pad to be made public (Converted revision)",
  revisionCommentSchema,
);

export const engagementRouteSchema = (summary: string) => ({
  tags,
  summary,
  params: padIdParams,
  response: { 201: EngagementRecorded, ...errorResponses(401, 403, 404) },
});
