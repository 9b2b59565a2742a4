// /api/admin/pads/reviews/:padId: a pad's Reviews tab, one page of its reviews with the stars over all shown ones.
import { Type, type Static } from 'typebox';
import { errorResponses, IdsParams } from '../common.ts';
import { ListMeta } from '../lists.ts';
import { PadReviews } from '../reviews.ts';

export const PadReviewsPage = Type.Object({ data: PadReviews, meta: ListMeta });
export type PadReviewsPage = Static<typeof PadReviewsPage>;

export const PadReviewsQuery = Type.Object({
  page: Type.Optional(Type.String({ description: 'Page from 1 (default 1).' })),
  per_page: Type.Optional(Type.String({ description: 'Reviews per page, 1 to 100 (default 20).' })),
});

/** The admins' call (the pad's Reviews tab): one page of the reviews, the stars over all shown ones, and `meta`. */
export const padReviewsSchemas = {
  list: {
    tags: ['reviews'],
    summary: "A page of a pad's reviews (shown and hidden) and its stars",
    description:
      "Newest first, `per_page` at a time; `meta` is the list engine's paging line (`total` counts every review of " +
      'the pad, hidden ones included). The stars are over all shown reviews, whatever the page.',
    params: IdsParams('padId'),
    querystring: PadReviewsQuery,
    response: { 200: PadReviewsPage, ...errorResponses(404, 422) },
  },
};
