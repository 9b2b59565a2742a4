// Admin changes to reviews: hide and show, each with its log entry in the same transaction.
import { REVIEW_MESSAGES, REVISION_STATUS, REVISION_TYPE } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { writeAuditLog } from '../../domain/auditLog.js';
import { conflict, notFound } from '../../errors.js';

export interface ToggleInput {
  reviewId: number;
  adminId: number;
  /** The wanted state; undefined flips the current one. */
  approved?: boolean;
  device: string | null;
}

export async function setReviewShown(db: Db, input: ToggleInput) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      id: number;
      pad_id: number;
      user_id: number | null;
      is_approved: boolean;
      is_reported: boolean;
    }>(sql`SELECT id, pad_id, user_id, is_approved, is_reported FROM reviews WHERE id = ${input.reviewId} FOR UPDATE`);
    const review = rows[0];
    if (!review) throw notFound('Review');
    if (review.is_reported) throw conflict(REVIEW_MESSAGES.locked);
    const after = input.approved ?? !review.is_approved;
    if (after === review.is_approved) return { id: review.id, is_review_approved: after, changed: false };
    await tx.execute(sql`UPDATE reviews SET is_approved = ${after}, updated_at = now() WHERE id = ${review.id}`);
    await writeAuditLog(tx, {
      userId: input.adminId,
      action: after ? 'review_shown' : 'review_hidden',
      entityType: 'review',
      entityId: review.id,
      padId: review.pad_id,
      subjectUserId: review.user_id,
      changes: { is_review_approved: { before: review.is_approved, after } },
      device: input.device,
    });
    return { id: review.id, is_review_approved: after, changed: true };
  });
}

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

export async function padExists(db: Db, padId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT 1 FROM pads WHERE id = ${padId}`);
  return rows.length > 0;
}
