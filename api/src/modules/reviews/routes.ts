// Reviews for admins (/api/admin/reviews…: the list, one review, hide and show) and the pad's shown reviews
// for any signed-in user (/api/reviews/:padId, publicRoutes). A pad's Reviews tab is
// /api/admin/pads/reviews/:padId (modules/pads/reviews); review reports are modules/review-reports.
import type { FastifyRequest } from 'fastify';
import { loadReview, padReviewStars, type PresentOptions } from '../../domain/reviews.js';
import { idsValidator } from '../../domain/routeParams.js';
import { notFound } from '../../errors.js';
import {
  assertDefinition,
  exportList,
  listExportRouteSchema,
  listPageRouteSchema,
  listRows,
  registerList,
} from '../../lists/index.js';
import type { RawQuery } from '../../lists/index.js';
import { fileUrl } from '../../storage/index.js';
import { validate } from '../../validation.js';
import { padExists } from '../../domain/rowExists.js';
import { setReviewShown, shownReviewsOf } from './repository.js';
import { reviewList } from './reviews.list.js';
import { padReviewsRouteSchema, reviewRouteSchema, toggleBodySchema, toggleRouteSchema } from './schemas.js';
import type { AppInstance } from '../../openapi.js';

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

export async function adminRoutes(app: AppInstance): Promise<void> {
  const asAdmin: PresentOptions = { publicUrl: app.config.publicUrl, revealAnonymous: true };
  const actor = (request: FastifyRequest) => ({
    adminId: request.user!.id,
    device: request.headers['user-agent'] ?? null,
  });

  assertDefinition(reviewList);
  registerList(reviewList);
  app.get('/reviews', { schema: listPageRouteSchema(reviewList, 'reviews', 'List reviews') }, async (request) => {
    const page = await listRows(app.db, reviewList, request.query as RawQuery);
    return { ...page, data: page.data.map(withPhotoUrls(app.config.publicUrl)) };
  });
  app.get(
    '/reviews/download-csv',
    { schema: listExportRouteSchema(reviewList, 'reviews', 'Export reviews as CSV (same filters, keyword and sort)') },
    (request, reply) => exportList(request, reply, app.db, reviewList, undefined),
  );

  app.get('/reviews/:id', { validatorCompiler: idsValidator, schema: reviewRouteSchema }, async (request) => {
    const review = await loadReview(app.db, request.params.id, asAdmin);
    if (!review) throw notFound('Review');
    return { data: review };
  });

  app.put(
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
}

/** GET /api/reviews/:padId: a pad's shown reviews and stars, for any signed-in user; anonymous stays anonymous. */
export async function publicRoutes(app: AppInstance): Promise<void> {
  app.addHook('onRequest', app.requireUser);
  const asPilot: PresentOptions = { publicUrl: app.config.publicUrl, revealAnonymous: false };
  app.get(
    '/reviews/:padId',
    { validatorCompiler: idsValidator, schema: padReviewsRouteSchema("A pad's shown reviews and its stars") },
    async (request) => {
      const { padId } = request.params;
      if (!(await padExists(app.db, padId))) throw notFound('Pad');
      const [reviews, stars] = await Promise.all([
        shownReviewsOf(app.db, padId, asPilot),
        padReviewStars(app.db, padId),
      ]);
      return { data: { reviews, stars } };
    },
  );
}
