// Review reports (/api/admin/review-reports/…): a report (a Reported review revision) with its review, a
// reported review with its pending reports, and resolving one through the revision model (removal on
// accept, unlock on ignore, race-safe, logged).
import { REVISION_TYPE } from '@pads/contracts';
import { actorOf } from '../../domain/actor.js';
import { acceptRevision, cancelRevision } from '../../domain/revisionResolution.js';
import { loadReview, type PresentOptions } from '../../domain/reviews.js';
import { idsValidator } from '../../domain/routeParams.js';
import { notFound } from '../../errors.js';
import { findReviewReport, pendingReportsOf } from './repository.js';
import type { AppInstance } from '../../openapi.js';
import { endpoints, route } from '../../endpoints.js';

const { reviewReports } = endpoints;

const onlyReviewReports = { onlyTypes: [REVISION_TYPE.ReportedReview] } as const;

export async function adminRoutes(app: AppInstance): Promise<void> {
  const storage = app.storage;
  const asAdmin: PresentOptions = { publicUrl: app.config.publicUrl, revealAnonymous: true };

  route(app, reviewReports.show, { validatorCompiler: idsValidator }, async (request) => {
    const report = await findReviewReport(app.db, request.params.id);
    if (!report) throw notFound('Report');
    const review = report.review_id == null ? null : await loadReview(app.db, report.review_id, asAdmin);
    return { data: { ...report, review } };
  });

  route(app, reviewReports.showReview, { validatorCompiler: idsValidator }, async (request) => {
    const review = await loadReview(app.db, request.params.id, asAdmin);
    if (!review) throw notFound('Review');
    return { data: { ...review, reports: await pendingReportsOf(app.db, review.id) } };
  });

  route(app, reviewReports.approve, { validatorCompiler: idsValidator }, async (request) => {
    const revision = await acceptRevision(app.db, storage, request.params.id, actorOf(request), onlyReviewReports);
    return { message: 'The review was removed.', data: { id: revision.id, review_id: revision.review_id } };
  });

  route(app, reviewReports.ignore, { validatorCompiler: idsValidator }, async (request) => {
    const revision = await cancelRevision(app.db, request.params.id, actorOf(request), onlyReviewReports);
    return { message: 'The report was ignored.', data: { id: revision.id, review_id: revision.review_id } };
  });
}
