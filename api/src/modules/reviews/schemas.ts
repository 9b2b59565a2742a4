// OpenAPI documentation of the review calls (tag "reviews"). The toggle's body is checked by yup here.
import { boolean, object } from 'yup';
import { positiveIdParams } from '../../domain/routeParams.js';
import { errorResponses, reviewsAndStarsSchema as reviewsAndStars } from '../../openapi.js';

const tags = ['reviews'];
const data = { type: 'object', properties: { data: { type: 'object', additionalProperties: true } } } as const;
const withMessage = {
  type: 'object',
  properties: { message: { type: 'string' }, data: { type: 'object', additionalProperties: true } },
} as const;

/** Optional: the state the admin saw flipped; without it the call toggles. */
export const toggleBodySchema = object({ is_review_approved: boolean().optional() }).noUnknown(false);

export const reviewRouteSchema = {
  tags,
  summary: 'One review with its pad, author and photos',
  params: positiveIdParams('id'),
  response: { 200: data, ...errorResponses(404, 422) },
};

export const toggleRouteSchema = {
  tags,
  summary: 'Hide or show a review (refused with 409 while a report on it is pending)',
  description:
    'With `is_review_approved` in the body the review takes that state (repeating it changes nothing); ' +
    'without a body it flips. Logged as review_hidden / review_shown.',
  params: positiveIdParams('id'),
  body: { type: ['object', 'null'], properties: { is_review_approved: { type: 'boolean' } } },
  response: { 200: withMessage, ...errorResponses(404, 409, 422) },
};

/** The pilots' call: every shown review (newest first) and the stars. */
export const padReviewsRouteSchema = (summary: string) => ({
  tags,
  summary,
  params: positiveIdParams('padId'),
  response: {
    200: { type: 'object', properties: { data: reviewsAndStars } },
    ...errorResponses(404, 422),
  },
});
