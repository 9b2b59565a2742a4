// Route schemas of the review report calls (tag "reviews"; answers from @pads/contracts/api).
import { IdsParams, ReportedReviewReply, ReviewReportReply, ReviewReportResolved } from '@pads/contracts/api';
import { errorResponses } from '../../openapi.js';

const tags = ['reviews'];
const params = IdsParams('id');

export const showReportRouteSchema = {
  tags,
  summary: 'A review report with the review it is about',
  params,
  response: { 200: ReviewReportReply, ...errorResponses(404, 422) },
};

export const showReportedReviewRouteSchema = {
  tags,
  summary: 'A reported review with its pending reports',
  params,
  response: { 200: ReportedReviewReply, ...errorResponses(404, 422) },
};

export const resolveRouteSchema = (summary: string) => ({
  tags,
  summary,
  params,
  response: { 200: ReviewReportResolved, ...errorResponses(404, 409, 422) },
});
