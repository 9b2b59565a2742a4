// Route schemas of the review calls (tag "reviews"): answers from @pads/contracts/api; the toggle's body is
// checked by the server-only yup schema here.
import { IdsParams, PadReviewsReply, ReviewReply, ReviewToggled } from '@pads/contracts/api';
import { boolean, object } from 'yup';
import { errorResponses, yupBody } from '../../openapi.js';

const tags = ['reviews'];

/** Optional: the state the admin saw flipped; without it the call toggles. */
export const toggleBodySchema = object({ is_review_approved: boolean().optional() }).noUnknown(false);

export const reviewRouteSchema = {
  tags,
  summary: 'One review with its pad, author and photos',
  params: IdsParams('id'),
  response: { 200: ReviewReply, ...errorResponses(404, 422) },
};

export const toggleRouteSchema = {
  tags,
  summary: 'Hide or show a review (refused with 409 while a report on it is pending)',
  description:
    'With `is_review_approved` in the body the review takes that state (repeating it changes nothing); ' +
    'without a body it flips. Logged as review_hidden / review_shown.',
  params: IdsParams('id'),
  body: yupBody(toggleBodySchema),
  response: { 200: ReviewToggled, ...errorResponses(404, 409, 422) },
};

/** The pilots' call: every shown review (newest first) and the stars. */
export const padReviewsRouteSchema = (summary: string) => ({
  tags,
  summary,
  params: IdsParams('padId'),
  response: { 200: PadReviewsReply, ...errorResponses(404, 422) },
});
