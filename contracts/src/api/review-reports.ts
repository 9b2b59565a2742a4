// /api/admin/review-reports…: a review report (a Reported review revision) with its review, a reported review
// with its pending reports, and upholding or ignoring a report.
import { Type, type Static } from 'typebox';
import { Data, DateTime, errorResponses, IdsParams, Nullable } from './common.ts';
import { Review } from './reviews.ts';

/** GET /admin/review-reports/show-review-report/:id: the report and the review it is about (null once removed). */
export const ReviewReport = Type.Object({
  id: Type.Integer(),
  status: Type.Integer(),
  pad_id: Type.Integer(),
  review_id: Nullable(Type.Integer()),
  comment: Nullable(Type.String()),
  created_at: DateTime,
  user: Nullable(
    Type.Object({ id: Type.Integer(), username: Nullable(Type.String()), email: Nullable(Type.String()) }),
  ),
  review: Nullable(Review),
});
export type ReviewReport = Static<typeof ReviewReport>;
export const ReviewReportReply = Data(ReviewReport);

/** A pending report of a review. */
export const PendingReviewReport = Type.Object({
  id: Type.Integer(),
  comment: Nullable(Type.String()),
  created_at: DateTime,
  user_id: Nullable(Type.Integer()),
});

/** GET /admin/review-reports/show/:id: the review with its pending reports. */
export const ReportedReview = Type.Object({ ...Review.properties, reports: Type.Array(PendingReviewReport) });
export type ReportedReview = Static<typeof ReportedReview>;
export const ReportedReviewReply = Data(ReportedReview);

/** DELETE approve-review-report / ignore-review-report: the report resolved. */
export const ReviewReportResolved = Type.Object({
  message: Type.String(),
  data: Type.Object({ id: Type.Integer(), review_id: Nullable(Type.Integer()) }),
});

const tags = ['reviews'];
const params = IdsParams('id');

const resolve = (summary: string) => ({
  tags,
  summary,
  params,
  response: { 200: ReviewReportResolved, ...errorResponses(404, 409, 422) },
});

export const reviewReportsSchemas = {
  show: {
    tags,
    summary: 'A review report with the review it is about',
    params,
    response: { 200: ReviewReportReply, ...errorResponses(404, 422) },
  },
  showReview: {
    tags,
    summary: 'A reported review with its pending reports',
    params,
    response: { 200: ReportedReviewReply, ...errorResponses(404, 422) },
  },
  approve: resolve('Uphold a review report: the review is removed'),
  ignore: resolve('Ignore a review report: the review stays, unlocked'),
};
