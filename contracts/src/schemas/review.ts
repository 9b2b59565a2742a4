// Reviews (spec part 2 §3 "Review", §4 "Review"): the pilot app's review form, validated by the app call
// and by any client form with the same schema. Admins never write a review's text; they hide, show or
// remove it. Pure: no React / antd / browser imports (the API imports it).
import { boolean, number, object, string, type InferType } from 'yup';

export const REVIEW_LIMITS = { stars: [1, 5], comment: 2000, photos: 4 } as const;

export const REVIEW_MESSAGES = {
  stars: 'Give 1 to 5 stars',
  comment: `At most ${REVIEW_LIMITS.comment} characters`,
  /** A review under a pending report cannot be hidden or shown (spec part 2 §4). */
  locked: 'This review is reported: resolve its report first.',
  /** Spec part 2 §8: a reported review that cannot be fetched. */
  unavailable: 'Cannot access to this review!',
  photoLimit: `A review may have at most ${REVIEW_LIMITS.photos} photos.`,
  invalidReview: 'The selected review is invalid.',
} as const;

const stars = () =>
  number()
    .typeError(REVIEW_MESSAGES.stars)
    .integer(REVIEW_MESSAGES.stars)
    .min(REVIEW_LIMITS.stars[0], REVIEW_MESSAGES.stars)
    .max(REVIEW_LIMITS.stars[1], REVIEW_MESSAGES.stars);

/** The sub-ratings, in the order screens show them. */
export const REVIEW_ASPECTS = [
  { key: 'landing', label: 'Landing' },
  { key: 'helifriendliness', label: 'Helifriendliness' },
  { key: 'food', label: 'Food' },
  { key: 'service', label: 'Service' },
] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number]['key'];

export const reviewCreateSchema = object({
  rating: stars().required('This field is required'),
  landing: stars().nullable().default(null),
  helifriendliness: stars().nullable().default(null),
  food: stars().nullable().default(null),
  service: stars().nullable().default(null),
  comment: string().trim().max(REVIEW_LIMITS.comment, REVIEW_MESSAGES.comment).nullable().default(null),
  is_visited_again: boolean().default(false),
  /** The author's name is never shown when set. */
  is_anonymous: boolean().default(false),
});
export type ReviewCreateInput = InferType<typeof reviewCreateSchema>;
