// /api/admin/pads/reviews/:padId: a pad's Reviews tab, one page of its reviews with the stars over all shown ones.
import { Type, type Static } from 'typebox';
import { ListMeta } from '../lists.ts';
import { PadReviews } from '../reviews.ts';

export const PadReviewsPage = Type.Object({ data: PadReviews, meta: ListMeta });
export type PadReviewsPage = Static<typeof PadReviewsPage>;

export const PadReviewsQuery = Type.Object({
  page: Type.Optional(Type.String({ description: 'Page from 1 (default 1).' })),
  per_page: Type.Optional(Type.String({ description: 'Reviews per page, 1 to 100 (default 20).' })),
});
