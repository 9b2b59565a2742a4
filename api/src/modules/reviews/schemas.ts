// OpenAPI documentation of the review calls (tag "reviews"). The toggle's body is checked by yup here.
import { boolean, object } from 'yup';
import { positiveIdParams } from '../../domain/routeParams.js';
import { pagingOf } from '../../lists/index.js';
import { errorResponses } from '../../openapi.js';

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

export const PAD_REVIEWS_PER_PAGE = 20;
export const PAD_REVIEWS_MAX_PER_PAGE = 100;
/** `page` (from 1) and `per_page` (1 to 100, default 20) of the pad's Reviews tab; anything else a 422 naming it. */
export const reviewPagingOf = (query: unknown) =>
  pagingOf(query, { default: PAD_REVIEWS_PER_PAGE, max: PAD_REVIEWS_MAX_PER_PAGE });

const reviewsAndStars = {
  type: 'object',
  properties: {
    reviews: { type: 'array', items: { type: 'object', additionalProperties: true } },
    stars: { type: 'object', additionalProperties: true },
  },
} as const;

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

/** The admins' call (the pad's Reviews tab): one page of the reviews, the stars over all shown ones, and `meta`. */
export const adminPadReviewsRouteSchema = (summary: string) => ({
  tags,
  summary,
  description:
    "Newest first, `per_page` at a time; `meta` is the list engine's paging line (`total` counts every review of " +
    'the pad, hidden ones included). The stars are over all shown reviews, whatever the page.',
  params: positiveIdParams('padId'),
  querystring: {
    type: 'object',
    properties: {
      page: { type: 'string', description: 'Page from 1 (default 1).' },
      per_page: {
        type: 'string',
        description: `Reviews per page, 1 to ${PAD_REVIEWS_MAX_PER_PAGE} (default ${PAD_REVIEWS_PER_PAGE}).`,
      },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        data: reviewsAndStars,
        meta: {
          type: 'object',
          properties: {
            from: { type: ['integer', 'null'] },
            to: { type: ['integer', 'null'] },
            total: { type: 'integer' },
            per_page: { type: 'integer' },
            current_page: { type: 'integer' },
            last_page: { type: 'integer' },
          },
        },
      },
    },
    ...errorResponses(404, 422),
  },
});

export const reportRouteSchema = (summary: string, statuses: number[] = [404, 422]) => ({
  tags,
  summary,
  params: positiveIdParams('id'),
  response: { 200: withMessage, ...errorResponses(...statuses) },
});
