// The one paging rule of every paged answer (the list engine's lists, the reports, campaigns, duplicates,
// review, log and user tabs): `page` is a whole number from 1 to MAX_PAGE, `per_page` one from 1 to the
// answer's own maximum. Unbounded, page=1e20 made an OFFSET PostgreSQL cannot hold (a 500).
import { MAX_PAGE } from '@pads/contracts/api';
import { number } from 'yup';
import { validationFailed, type FieldErrors } from '../errors.js';

export { MAX_PAGE };
export const DEFAULT_PER_PAGE = 20;

export const wholeNumberMessage = (max: number) => `Must be a whole number from 1 to ${max}.`;

/** `page` for a yup query schema (the reports, campaigns and duplicates read their query with yup). */
export const pageNumber = () => {
  const message = wholeNumberMessage(MAX_PAGE);
  return number().typeError(message).integer(message).min(1, message).max(MAX_PAGE, message).default(1);
};

/**
 * A whole number from 1 to `max` from query text; absent or '' is `fallback`. Anything else is recorded in
 * `errors` under `name` (and `fallback` returned), so every bad parameter is named in one 422.
 */
export function wholeNumberParam(
  raw: unknown,
  name: string,
  fallback: number,
  max: number,
  errors: FieldErrors,
): number {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const text = String(raw);
  if (/^\d{1,7}$/.test(text) && Number(text) >= 1 && Number(text) <= max) return Number(text);
  (errors[name] ??= []).push(wholeNumberMessage(max));
  return fallback;
}

/** `page` and, when the answer lets the caller choose it, `per_page` of a query; a 422 naming what is wrong. */
export function pagingOf(
  query: unknown,
  perPage?: { default: number; max: number },
): { page: number; perPage: number } {
  const q = (query ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const page = wholeNumberParam(q.page, 'page', 1, MAX_PAGE, errors);
  const size = perPage
    ? wholeNumberParam(q.per_page, 'per_page', perPage.default, perPage.max, errors)
    : DEFAULT_PER_PAGE;
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { page, perPage: size };
}
