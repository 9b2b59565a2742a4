// The paging parameters of a pad's Reviews tab (its route schema is in @pads/contracts/api: pads/reviews.ts).
import { pagingOf } from '../../../lists/index.js';

export const PAD_REVIEWS_PER_PAGE = 20;
export const PAD_REVIEWS_MAX_PER_PAGE = 100;
/** `page` (from 1) and `per_page` (1 to 100, default 20) of the pad's Reviews tab; anything else a 422 naming it. */
export const reviewPagingOf = (query: unknown) =>
  pagingOf(query, { default: PAD_REVIEWS_PER_PAGE, max: PAD_REVIEWS_MAX_PER_PAGE });
