// Route schema of a pad's Reviews tab (tag "reviews"; answer from @pads/contracts/api) and its paging parameters.
import { IdsParams, PadReviewsPage, PadReviewsQuery } from '@pads/contracts/api';
import { validationFailed, type FieldErrors } from '../../../errors.js';
import { errorResponses } from '../../../openapi.js';

const tags = ['reviews'];

export const PAD_REVIEWS_PER_PAGE = 20;
export const PAD_REVIEWS_MAX_PER_PAGE = 100;
const MAX_PAGE = 1_000_000;

/** `page` (from 1) and `per_page` (1 to 100, default 20) of the pad's Reviews tab; anything else a 422 naming it. */
export function reviewPagingOf(query: unknown): { page: number; perPage: number } {
  const q = (query ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const whole = (name: string, fallback: number, max: number, message: string) => {
    const raw = q[name];
    if (raw === undefined || raw === '') return fallback;
    const text = String(raw);
    if (/^\d{1,7}$/.test(text) && Number(text) >= 1 && Number(text) <= max) return Number(text);
    errors[name] = [message];
    return fallback;
  };
  const page = whole('page', 1, MAX_PAGE, `Must be a whole number from 1 to ${MAX_PAGE}.`);
  const perPage = whole(
    'per_page',
    PAD_REVIEWS_PER_PAGE,
    PAD_REVIEWS_MAX_PER_PAGE,
    `Must be a whole number from 1 to ${PAD_REVIEWS_MAX_PER_PAGE}.`,
  );
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { page, perPage };
}

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
