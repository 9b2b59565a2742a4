// Route schema of a pad's Reviews tab (tag "reviews"; answer from @pads/contracts/api) and its paging parameters.
import { IdsParams, PadReviewsPage, PadReviewsQuery } from '@pads/contracts/api';
import { pagingOf } from '../../../lists/index.js';
import { errorResponses } from '../../../openapi.js';

const tags = ['reviews'];

export const PAD_REVIEWS_PER_PAGE = 20;
export const PAD_REVIEWS_MAX_PER_PAGE = 100;
/** `page` (from 1) and `per_page` (1 to 100, default 20) of the pad's Reviews tab; anything else a 422 naming it. */
export const reviewPagingOf = (query: unknown) =>
  pagingOf(query, { default: PAD_REVIEWS_PER_PAGE, max: PAD_REVIEWS_MAX_PER_PAGE });

/** The admins' call (the pad's Reviews tab): one page of the reviews, the stars over all shown ones, and `meta`. */
export const adminPadReviewsRouteSchema = (summary: string) => ({
  tags,
  summary,
  description:
    "Newest first, `per_page` at a time; `meta` is the list engine's paging line (`total` counts every review of " +
    'the pad, hidden ones included). The stars are over all shown reviews, whatever the page.',
  params: IdsParams('padId'),
  querystring: PadReviewsQuery,
  response: { 200: PadReviewsPage, ...errorResponses(404, 422) },
});
