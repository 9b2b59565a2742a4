// /api/admin/reviews…: the review list, one review, hide and show; /api/reviews/:padId: a pad's shown reviews
// and stars for any signed-in user. A pad's Reviews tab is ./pads/reviews.ts, review reports ./review-reports.ts.
import { Type, type Static } from 'typebox';
import { boolean, object } from 'yup';
import { LIST_ENTITY } from '../lists.ts';
import { Data, DateTime, errorResponses, IdsParams, NamedRef, Nullable } from './common.ts';
import { yupBody } from './fromYup.ts';
import { ListPage, listExportSchemas, listPageSchemas, type ListContract } from './lists.ts';

/** A review's author; an anonymous author's names and username are withheld from pilots (spec part 2 §3 "Review"). */
export const ReviewAuthor = Type.Object({
  id: Nullable(Type.Integer()),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  username: Nullable(Type.String()),
  role: Nullable(Type.Integer()),
  is_anonymous: Type.Boolean(),
});
export type ReviewAuthor = Static<typeof ReviewAuthor>;

export const ReviewPhoto = Type.Object({
  id: Type.Integer(),
  file_url: Type.String(),
  thumb_url: Nullable(Type.String()),
});
export type ReviewPhoto = Static<typeof ReviewPhoto>;

/** One review as every review call sends it (api/src/domain/reviews.ts: REVIEW_JSON, presentReview). */
export const Review = Type.Object({
  id: Type.Integer(),
  pad_id: Type.Integer(),
  pad: NamedRef,
  rating: Type.Integer(),
  landing: Nullable(Type.Integer()),
  helifriendliness: Nullable(Type.Integer()),
  food: Nullable(Type.Integer()),
  service: Nullable(Type.Integer()),
  comment: Nullable(Type.String()),
  is_visited_again: Type.Boolean(),
  is_review_approved: Type.Boolean(),
  is_reported: Type.Boolean(),
  uploads: Type.Array(ReviewPhoto),
  uploads_count: Type.Integer(),
  user: ReviewAuthor,
  created_at: DateTime,
  updated_at: DateTime,
});
export type Review = Static<typeof Review>;

/**
 * A pad's aggregate stars over its shown reviews (hidden ones do not count): averages rounded to one decimal
 * (null with no rating), `visits` and `total_ratings` the number of shown reviews, `total_is_visited_again`
 * how many of them would visit again.
 */
export const ReviewStars = Type.Object({
  rating: Nullable(Type.Number()),
  landing: Nullable(Type.Number()),
  helifriendliness: Nullable(Type.Number()),
  food: Nullable(Type.Number()),
  service: Nullable(Type.Number()),
  visits: Type.Integer(),
  total_ratings: Type.Integer(),
  total_is_visited_again: Type.Integer(),
});
export type ReviewStars = Static<typeof ReviewStars>;

export const PadReviews = Type.Object({ reviews: Type.Array(Review), stars: ReviewStars });
export type PadReviews = Static<typeof PadReviews>;

/** GET /reviews/:padId: every shown review, newest first, and the stars. */
export const PadReviewsReply = Data(PadReviews);

export const ReviewReply = Data(Review);

/** PUT /admin/reviews/toggle-review-mode/:id. */
export const ReviewToggled = Type.Object({
  message: Type.String(),
  data: Type.Object({ id: Type.Integer(), is_review_approved: Type.Boolean(), changed: Type.Boolean() }),
});
export type ReviewToggled = Static<typeof ReviewToggled>;

/** A row of GET /admin/reviews (api/src/modules/reviews/reviews.list.ts); the author is null when anonymous. */
export const ReviewListRow = Type.Object({
  id: Type.Integer(),
  pad: Type.Object({ name: Type.String() }),
  user: Type.Object({
    username: Nullable(Type.String()),
    role: Nullable(Type.Integer()),
    is_anonymous: Type.Boolean(),
  }),
  rating: Type.Integer(),
  comment: Nullable(Type.String()),
  is_review_approved: Type.Boolean(),
  is_reported: Type.Boolean(),
  is_visited_again: Type.Boolean(),
  created_at: DateTime,
  pad_id: Type.Integer(),
  user_id: Nullable(Type.Integer()),
  landing: Nullable(Type.Integer()),
  helifriendliness: Nullable(Type.Integer()),
  food: Nullable(Type.Integer()),
  service: Nullable(Type.Integer()),
  uploads: Type.Array(ReviewPhoto),
  uploads_count: Type.Integer(),
});
export type ReviewListRow = Static<typeof ReviewListRow>;
export const ReviewListPage = ListPage(ReviewListRow);

/** The reviews list (api/src/modules/reviews/reviews.list.ts). */
export const reviewListContract = {
  entity: LIST_ENTITY.reviews,
  row: ReviewListRow,
  tag: 'reviews',
  filters: [
    'id',
    'pad_id',
    'user_id',
    'rating',
    'is_review_approved',
    'is_reported',
    'is_admin',
    'has_photos',
    'created_at',
  ],
  sorts: [
    'id',
    'pad.name',
    'user.username',
    'rating',
    'is_review_approved',
    'is_reported',
    'is_visited_again',
    'created_at',
  ],
} as const satisfies ListContract;

/** Hide or show: optional, the state the admin saw flipped; without it the call toggles. */
export const reviewToggleSchema = object({ is_review_approved: boolean().optional() }).noUnknown(false);

const tags = ['reviews'];

export const reviewsSchemas = {
  list: listPageSchemas(reviewListContract, 'List reviews'),
  listCsv: listExportSchemas(reviewListContract, 'Export reviews as CSV (same filters, keyword and sort)'),
  show: {
    tags,
    summary: 'One review with its pad, author and photos',
    params: IdsParams('id'),
    response: { 200: ReviewReply, ...errorResponses(404, 422) },
  },
  toggle: {
    tags,
    summary: 'Hide or show a review (refused with 409 while a report on it is pending)',
    description:
      'With `is_review_approved` in the body the review takes that state (repeating it changes nothing); ' +
      'without a body it flips. Logged as review_hidden / review_shown.',
    params: IdsParams('id'),
    body: yupBody(reviewToggleSchema),
    response: { 200: ReviewToggled, ...errorResponses(404, 409, 422) },
  },
  /** The pilots' call (/api/reviews/:padId): every shown review (newest first) and the stars. */
  padReviews: {
    tags,
    summary: "A pad's shown reviews and its stars",
    params: IdsParams('padId'),
    response: { 200: PadReviewsReply, ...errorResponses(404, 422) },
  },
};
