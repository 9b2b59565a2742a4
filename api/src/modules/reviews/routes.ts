// Reviews for admins (/api/admin/reviews…, the pad's /api/admin/pads/reviews/:padId and the review
// reports /api/admin/review-reports/…) and the pad's shown reviews for any signed-in user
// (/api/reviews/:padId, publicReviewsModule). A review report is a Reported review revision: resolving
// it goes through the revision model (removal on accept, unlock on ignore, race-safe, logged).
import { REVISION_TYPE } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptRevision, cancelRevision } from '../../domain/revisionResolution.js';
import { loadReview, loadReviews, padReviewPage, padReviewStars, type PresentOptions } from '../../domain/reviews.js';
import { idsValidator } from '../../domain/routeParams.js';
import { notFound } from '../../errors.js';
import { assertDefinition, exportList, listRouteSchema, listRows, pageMeta, registerList } from '../../lists/index.js';
import type { RawQuery } from '../../lists/index.js';
import { createFileStorage, fileUrl } from '../../storage/index.js';
import { validate } from '../../validation.js';
import { findReviewReport, padExists, pendingReportsOf, setReviewShown } from './repository.js';
import { reviewList } from './reviews.list.js';
import {
  adminPadReviewsRouteSchema,
  padReviewsRouteSchema,
  reportRouteSchema,
  reviewPagingOf,
  reviewRouteSchema,
  toggleBodySchema,
  toggleRouteSchema,
} from './schemas.js';

type IdParams = { id: number };
type PadParams = { padId: number };
const onlyReviewReports = { onlyTypes: [REVISION_TYPE.ReportedReview] } as const;

/** A list row's photo keys as URLs (the storage's public address is configuration). */
function withPhotoUrls(publicUrl: string) {
  return (row: Record<string, unknown>) => {
    const { photo_keys, ...rest } = row as { photo_keys: [number, string, string | null][] | null };
    const uploads = (photo_keys ?? []).map(([id, file, thumb]) => ({
      id,
      file_url: fileUrl(publicUrl, file),
      thumb_url: thumb ? fileUrl(publicUrl, thumb) : null,
    }));
    return { ...rest, uploads, uploads_count: uploads.length };
  };
}

export default async function reviewsModule(app: FastifyInstance): Promise<void> {
  const storage = createFileStorage(app.config);
  const asAdmin: PresentOptions = { publicUrl: app.config.publicUrl, revealAnonymous: true };
  const actor = (request: FastifyRequest) => ({
    adminId: request.user!.id,
    device: request.headers['user-agent'] ?? null,
  });

  assertDefinition(reviewList);
  registerList(reviewList);
  app.get('/reviews', { schema: listRouteSchema(reviewList, 'reviews', 'List reviews') }, async (request) => {
    const page = await listRows(app.db, reviewList, request.query as RawQuery);
    return { ...page, data: page.data.map(withPhotoUrls(app.config.publicUrl)) };
  });
  app.get(
    '/reviews/download-csv',
    { schema: listRouteSchema(reviewList, 'reviews', 'Export reviews as CSV (same filters, keyword and sort)') },
    (request, reply) => exportList(request, reply, app.db, reviewList, undefined),
  );

  app.get<{ Params: IdParams }>(
    '/reviews/:id',
    { validatorCompiler: idsValidator, schema: reviewRouteSchema },
    async (request) => {
      const review = await loadReview(app.db, request.params.id, asAdmin);
      if (!review) throw notFound('Review');
      return { data: review };
    },
  );

  app.put<{ Params: IdParams }>(
    '/reviews/toggle-review-mode/:id',
    { validatorCompiler: idsValidator, schema: toggleRouteSchema },
    async (request) => {
      const body = await validate(toggleBodySchema, request.body ?? {});
      const result = await setReviewShown(app.db, {
        reviewId: request.params.id,
        approved: body.is_review_approved,
        ...actor(request),
      });
      return { message: result.is_review_approved ? 'The review is shown.' : 'The review is hidden.', data: result };
    },
  );

  app.get<{ Params: PadParams }>(
    '/pads/reviews/:padId',
    {
      validatorCompiler: idsValidator,
      schema: adminPadReviewsRouteSchema("A page of a pad's reviews (shown and hidden) and its stars"),
    },
    async (request) => {
      const { padId } = request.params;
      const paging = reviewPagingOf(request.query);
      if (!(await padExists(app.db, padId))) throw notFound('Pad');
      const [{ reviews, total }, stars] = await Promise.all([
        padReviewPage(app.db, sql`r.pad_id = ${padId}`, asAdmin, paging),
        padReviewStars(app.db, padId),
      ]);
      return { data: { reviews, stars }, meta: pageMeta(paging.page, paging.perPage, reviews.length, total) };
    },
  );

  app.get<{ Params: IdParams }>(
    '/review-reports/show-review-report/:id',
    { validatorCompiler: idsValidator, schema: reportRouteSchema('A review report with the review it is about') },
    async (request) => {
      const report = await findReviewReport(app.db, request.params.id);
      if (!report) throw notFound('Report');
      const review = report.review_id == null ? null : await loadReview(app.db, report.review_id, asAdmin);
      return { data: { ...report, review } };
    },
  );

  app.get<{ Params: IdParams }>(
    '/review-reports/show/:id',
    { validatorCompiler: idsValidator, schema: reportRouteSchema('A reported review with its pending reports') },
    async (request) => {
      const review = await loadReview(app.db, request.params.id, asAdmin);
      if (!review) throw notFound('Review');
      return { data: { ...review, reports: await pendingReportsOf(app.db, review.id) } };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/review-reports/approve-review-report/:id',
    {
      validatorCompiler: idsValidator,
      schema: reportRouteSchema('Uphold a review report: the review is removed', [404, 409, 422]),
    },
    async (request) => {
      const revision = await acceptRevision(app.db, storage, request.params.id, actor(request), onlyReviewReports);
      return { message: 'The review was removed.', data: { id: revision.id, review_id: revision.review_id } };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/review-reports/ignore-review-report/:id',
    {
      validatorCompiler: idsValidator,
      schema: reportRouteSchema('Ignore a review report: the review stays, unlocked', [404, 409, 422]),
    },
    async (request) => {
      const revision = await cancelRevision(app.db, request.params.id, actor(request), onlyReviewReports);
      return { message: 'The report was ignored.', data: { id: revision.id, review_id: revision.review_id } };
    },
  );
}

/** GET /api/reviews/:padId: a pad's shown reviews and stars, for any signed-in user; anonymous stays anonymous. */
export async function publicReviewsModule(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireUser);
  const asPilot: PresentOptions = { publicUrl: app.config.publicUrl, revealAnonymous: false };
  app.get<{ Params: PadParams }>(
    '/reviews/:padId',
    { validatorCompiler: idsValidator, schema: padReviewsRouteSchema("A pad's shown reviews and its stars") },
    async (request) => {
      const { padId } = request.params;
      if (!(await padExists(app.db, padId))) throw notFound('Pad');
      const [reviews, stars] = await Promise.all([
        loadReviews(app.db, sql`r.pad_id = ${padId} AND r.is_approved`, asPilot),
        padReviewStars(app.db, padId),
      ]);
      return { data: { reviews, stars } };
    },
  );
}
