// Admin changes to reviews (hide and show, each with its log entry in the same transaction) and a pad's
// shown reviews for the apps.
import { REVIEW_MESSAGES } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../domain/actor.js';
import { writeAuditLog } from '../../domain/auditLog.js';
import { loadReviews, type PresentOptions } from '../../domain/reviews.js';
import { conflict, notFound } from '../../errors.js';

export interface ToggleInput extends Actor {
  reviewId: number;
  /** The wanted state; undefined flips the current one. */
  approved?: boolean;
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
      userId: input.userId,
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

/** A pad's shown reviews, newest first, as a pilot reads them (anonymous stays anonymous). */
export const shownReviewsOf = (db: Db, padId: number, options: PresentOptions) =>
  loadReviews(db, sql`r.pad_id = ${padId} AND r.is_approved`, options);
