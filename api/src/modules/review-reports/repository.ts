// Review reports (Reported review revisions) as the moderation screen reads them.
import { REVISION_STATUS, REVISION_TYPE } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The report (a Reported review revision) with the review it is about, or null for another id. */
export async function findReviewReport(db: Db, reportId: number) {
  const { rows } = await db.execute<{
    id: number;
    status: number;
    pad_id: number;
    review_id: number | null;
    comment: string | null;
    created_at: string;
    user: { id: number; username: string | null; email: string | null } | null;
  }>(sql`SELECT r.id, r.status, r.pad_id, r.review_id, r.comment, r.created_at,
      CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'username', u.username, 'email', u.email) END AS "user"
    FROM revisions r LEFT JOIN users u ON u.id = r.user_id WHERE r.id = ${reportId} AND r.type = ${REVISION_TYPE.ReportedReview}`);
  return rows[0] ?? null;
}

/** The pending reports on a review, oldest first. */
export async function pendingReportsOf(db: Db, reviewId: number) {
  const { rows } = await db.execute<{ id: number; comment: string | null; created_at: string; user_id: number | null }>(
    sql`SELECT id, comment, created_at, user_id FROM revisions
      WHERE review_id = ${reviewId} AND type = ${REVISION_TYPE.ReportedReview} AND status = ${REVISION_STATUS.Pending} ORDER BY id`,
  );
  return rows;
}
