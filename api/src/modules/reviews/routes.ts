// Reviews for admins (/api/admin/reviews…: the list, one review, hide and show) and the pad's shown reviews
// for any signed-in user (/api/reviews/:padId, publicRoutes). A pad's Reviews tab is
// /api/admin/pads/reviews/:padId (modules/pads/reviews); review reports are modules/review-reports.
import { actorOf } from '../../domain/actor.js';
import { loadReview, padReviewStars, type PresentOptions } from '../../domain/reviews.js';
import { idsValidator } from '../../domain/routeParams.js';
import { notFound } from '../../errors.js';
import { reviewListContract, reviewToggleSchema, type ReviewListRow } from '@pads/contracts/api';
import { endpoints, route } from '../../endpoints.js';
import { assertDefinition, assertListContract, exportList, listRows, registerList } from '../../lists/index.js';
import type { RawQuery } from '../../lists/index.js';
import { fileUrl } from '../../storage/index.js';
import { validate } from '../../validation.js';
import { padExists } from '../../domain/rowExists.js';
import { setReviewShown, shownReviewsOf } from './repository.js';
import { reviewList } from './reviews.list.js';
import type { AppInstance } from '../../openapi.js';

const { reviews } = endpoints;

/** A list row's photo keys as URLs (the storage's public address is configuration). */
function withPhotoUrls(publicUrl: string) {
  // The row's other columns are the list's (reviews.list.ts), declared by its row shape.
  return (row: Record<string, unknown>): ReviewListRow => {
    const { photo_keys, ...rest } = row as { photo_keys: [number, string, string | null][] | null };
    const uploads = (photo_keys ?? []).map(([id, file, thumb]) => ({
      id,
      file_url: fileUrl(publicUrl, file),
      thumb_url: thumb ? fileUrl(publicUrl, thumb) : null,
    }));
    return { ...rest, uploads, uploads_count: uploads.length } as unknown as ReviewListRow;
  };
}

export async function adminRoutes(app: AppInstance): Promise<void> {
  const asAdmin: PresentOptions = { publicUrl: app.config.publicUrl, revealAnonymous: true };

  assertDefinition(reviewList);
  assertListContract(reviewList, reviewListContract);
  registerList(reviewList);
  route(app, reviews.list, async (request) => {
    const page = await listRows(app.db, reviewList, request.query as RawQuery);
    return { ...page, data: page.data.map(withPhotoUrls(app.config.publicUrl)) };
  });
  route(app, reviews.listCsv, (request, reply) => exportList(request, reply, app.db, reviewList, undefined));

  route(app, reviews.show, { validatorCompiler: idsValidator }, async (request) => {
    const review = await loadReview(app.db, request.params.id, asAdmin);
    if (!review) throw notFound('Review');
    return { data: review };
  });

  route(app, reviews.toggle, { validatorCompiler: idsValidator }, async (request) => {
    const body = await validate(reviewToggleSchema, request.body ?? {});
    const result = await setReviewShown(app.db, {
      reviewId: request.params.id,
      approved: body.is_review_approved,
      ...actorOf(request),
    });
    return { message: result.is_review_approved ? 'The review is shown.' : 'The review is hidden.', data: result };
  });
}

/** GET /api/reviews/:padId: a pad's shown reviews and stars, for any signed-in user; anonymous stays anonymous. */
export async function publicRoutes(app: AppInstance): Promise<void> {
  app.addHook('onRequest', app.requireUser);
  const asPilot: PresentOptions = { publicUrl: app.config.publicUrl, revealAnonymous: false };
  route(app, reviews.padReviews, { validatorCompiler: idsValidator }, async (request) => {
    const { padId } = request.params;
    if (!(await padExists(app.db, padId))) throw notFound('Pad');
    const [reviews, stars] = await Promise.all([shownReviewsOf(app.db, padId, asPilot), padReviewStars(app.db, padId)]);
    return { data: { reviews, stars } };
  });
}
