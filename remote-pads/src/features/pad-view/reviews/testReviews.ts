// Reviews as the admin review endpoints send them, for the pad view's unit tests.
import type { ListMeta, Review, ReviewStars } from '@pads/shared';

export const testReview = (over: Partial<Review> = {}): Review => ({
  id: 31,
  pad_id: 5,
  pad: { id: 5, name: 'Hilltop Farm' },
  rating: 4,
  landing: 5,
  helifriendliness: null,
  food: null,
  service: null,
  comment: 'Smooth grass strip',
  is_visited_again: true,
  is_review_approved: true,
  is_reported: false,
  uploads_count: 0,
  uploads: [],
  user: { id: 11, first_name: 'Pia', last_name: 'Pilot', username: 'pia_pilot', is_anonymous: false, role: 2 },
  created_at: '2025-03-04T10:00:00Z',
  updated_at: '2025-03-04T10:00:00Z',
  ...over,
});

export const testStars = (over: Partial<ReviewStars> = {}): ReviewStars => ({
  rating: 4,
  landing: 5,
  helifriendliness: null,
  food: null,
  service: null,
  visits: 1,
  total_ratings: 1,
  total_is_visited_again: 1,
  ...over,
});

/** GET /admin/pads/reviews/{padId}'s answer: one page of reviews, the stars and the paging line. */
export const testPadReviews = (reviews: Review[], stars: ReviewStars, meta: Partial<ListMeta> = {}) => ({
  data: { reviews, stars },
  meta: {
    from: reviews.length ? 1 : null,
    to: reviews.length || null,
    total: reviews.length,
    per_page: 20,
    current_page: 1,
    last_page: 1,
    ...meta,
  },
});
