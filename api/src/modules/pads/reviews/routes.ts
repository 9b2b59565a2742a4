// GET /api/admin/pads/reviews/:padId: the pad's Reviews tab, one page of its reviews (hidden ones included)
// and its stars over every shown review.
import { padReviewStars, type PresentOptions } from '../../../domain/reviews.js';
import { idsValidator } from '../../../domain/routeParams.js';
import { padExists } from '../../../domain/rowExists.js';
import { notFound } from '../../../errors.js';
import { pageMeta } from '../../../lists/index.js';
import { padReviewsPage } from './repository.js';
import { reviewPagingOf } from './schemas.js';
import type { AppInstance } from '../../../openapi.js';
import { endpoints, route } from '../../../endpoints.js';

const { padReviews } = endpoints;

export async function adminRoutes(app: AppInstance): Promise<void> {
  const asAdmin: PresentOptions = { publicUrl: app.config.publicUrl, revealAnonymous: true };
  route(app, padReviews.list, { validatorCompiler: idsValidator }, async (request) => {
    const { padId } = request.params;
    const paging = reviewPagingOf(request.query);
    if (!(await padExists(app.db, padId))) throw notFound('Pad');
    const [{ reviews, total }, stars] = await Promise.all([
      padReviewsPage(app.db, padId, asAdmin, paging),
      padReviewStars(app.db, padId),
    ]);
    return { data: { reviews, stars }, meta: pageMeta(paging.page, paging.perPage, reviews.length, total) };
  });
}
