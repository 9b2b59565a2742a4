// Reviews as every module reads and changes them: the one JSON shape (spec part 2 §3 "Review"), a
// pad's aggregate stars, and what a report does to its review (lock while pending, removal when upheld).
// Aggregates are computed on read from the pad's shown reviews (index on pad_id), so hiding, showing,
// removing, adding or moving a review (a duplicate merge) can never leave a stale total behind.
import type { Review, ReviewStars } from '@pads/contracts';
import { REVISION_STATUS, REVISION_TYPE } from '@pads/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { fileUrl } from '../storage/index.js';
import type { DbOrTx } from './auditLog.js';

type StoredReviewPhoto = { id: number; file_key: string; thumb_key: string | null };
type ReviewRow = Omit<Review, 'uploads'> & { uploads: StoredReviewPhoto[] };

/** The review's JSON, from `reviews r JOIN pads p LEFT JOIN users a` (see {@link REVIEW_FROM}). */
export const REVIEW_JSON = sql`json_build_object(
  'id', r.id, 'pad_id', r.pad_id, 'pad', json_build_object('id', p.id, 'name', p.name),
  'rating', r.rating, 'landing', r.landing, 'helifriendliness', r.helifriendliness, 'food', r.food,
  'service', r.service, 'comment', r.comment, 'is_visited_again', r.is_visited_again,
  'is_review_approved', r.is_approved, 'is_reported', r.is_reported,
  'uploads', coalesce((SELECT json_agg(json_build_object('id', u.id, 'file_key', u.file_key, 'thumb_key', u.thumb_key)
    ORDER BY u.id) FROM review_uploads u WHERE u.review_id = r.id), '[]'::json),
  'uploads_count', (SELECT count(*)::int FROM review_uploads u WHERE u.review_id = r.id),
  'user', json_build_object('id', a.id, 'first_name', a.first_name, 'last_name', a.last_name,
    'username', a.username, 'role', a.role, 'is_anonymous', r.is_anonymous),
  'created_at', r.created_at, 'updated_at', r.updated_at)`;

export const REVIEW_FROM = sql`reviews r JOIN pads p ON p.id = r.pad_id LEFT JOIN users a ON a.id = r.user_id`;

export interface PresentOptions {
  publicUrl: string;
  /** Pilots never learn who wrote an anonymous review; admins see the author, marked anonymous. */
  revealAnonymous: boolean;
}

export function presentReview(row: ReviewRow, { publicUrl, revealAnonymous }: PresentOptions): Review {
  const hidden = row.user.is_anonymous && !revealAnonymous;
  return {
    ...row,
    user: hidden
      ? { id: null, first_name: null, last_name: null, username: null, role: null, is_anonymous: true }
      : row.user,
    uploads: row.uploads.map((u) => ({
      id: u.id,
      file_url: fileUrl(publicUrl, u.file_key),
      thumb_url: u.thumb_key ? fileUrl(publicUrl, u.thumb_key) : null,
    })),
  };
}

/** Reviews matching `where` (over `r`, `p`, `a`), newest first; `offset` skips that many (a page). */
export async function loadReviews(
  db: DbOrTx,
  where: SQL,
  options: PresentOptions,
  limit = 500,
  offset = 0,
): Promise<Review[]> {
  const { rows } = await db.execute<{ review: ReviewRow }>(
    sql`SELECT ${REVIEW_JSON} AS review FROM ${REVIEW_FROM} WHERE ${where}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((row) => presentReview(row.review, options));
}

/** One page of a pad's reviews (newest first) with how many there are in all; `where` is over `r`. */
export async function padReviewPage(
  db: DbOrTx,
  where: SQL,
  options: PresentOptions,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ reviews: Review[]; total: number }> {
  const [reviews, counted] = await Promise.all([
    loadReviews(db, where, options, perPage, (page - 1) * perPage),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM reviews r WHERE ${where}`),
  ]);
  return { reviews, total: counted.rows[0]!.n };
}

export async function loadReview(db: DbOrTx, id: number, options: PresentOptions): Promise<Review | null> {
  return (await loadReviews(db, sql`r.id = ${id}`, options, 1))[0] ?? null;
}

/** Averages over the shown reviews, one decimal (null with none); hidden reviews do not count. */
export async function padReviewStars(db: DbOrTx, padId: number): Promise<ReviewStars> {
  const avg = (column: string) => sql`round(avg(${sql.identifier(column)})::numeric, 1)::float8`;
  const { rows } = await db.execute<ReviewStars & Record<string, unknown>>(sql`SELECT
      ${avg('rating')} AS rating, ${avg('landing')} AS landing, ${avg('helifriendliness')} AS helifriendliness,
      ${avg('food')} AS food, ${avg('service')} AS service,
      count(*)::int AS visits, count(*)::int AS total_ratings,
      (count(*) FILTER (WHERE is_visited_again))::int AS total_is_visited_again
    FROM reviews WHERE pad_id = ${padId} AND is_approved`);
  return rows[0]!;
}

/** The number of shown reviews of a pad (`comments_count` of the pad detail), as an SQL expression. */
export const commentsCountOf = (padId: SQL) =>
  sql`(SELECT count(*)::int FROM reviews WHERE pad_id = ${padId} AND is_approved)`;

/** A review of this pad that its pilots can see (shown), locked for update; null otherwise. */
export async function visibleReviewOfPad(tx: DbOrTx, reviewId: number, padId: number): Promise<{ id: number } | null> {
  const { rows } = await tx.execute<{ id: number }>(
    sql`SELECT id FROM reviews WHERE id = ${reviewId} AND pad_id = ${padId} AND is_approved FOR UPDATE`,
  );
  return rows[0] ?? null;
}

/** A report locks its review: it cannot be hidden or shown until every report on it is resolved. */
export async function lockReview(tx: DbOrTx, reviewId: number): Promise<void> {
  await tx.execute(sql`UPDATE reviews SET is_reported = true, updated_at = now() WHERE id = ${reviewId}`);
}

/** Unlocks the review when no other report on it is still pending; returns whether it is unlocked. */
export async function unlockReviewUnlessReported(tx: DbOrTx, reviewId: number): Promise<boolean> {
  const { rows } = await tx.execute<{ id: number }>(sql`UPDATE reviews SET is_reported = false, updated_at = now()
    WHERE id = ${reviewId} AND is_reported AND NOT EXISTS (SELECT 1 FROM revisions
      WHERE review_id = ${reviewId} AND type = ${REVISION_TYPE.ReportedReview} AND status = ${REVISION_STATUS.Pending})
    RETURNING id`);
  return rows.length > 0;
}

export interface RemovedReview {
  id: number;
  pad_id: number;
  user_id: number | null;
  rating: number;
  comment: string | null;
  /** Storage keys of its photos, deleted once the transaction commits. */
  fileKeys: string[];
  /** Its other pending reports, cancelled with it. */
  cancelledReports: number[];
}

/**
 * Deletes a review (an upheld report) with its photo rows; the review's other pending reports are
 * cancelled with it, since nothing is left to judge. Null when it was already gone.
 */
export async function removeReview(tx: DbOrTx, reviewId: number, adminId: number): Promise<RemovedReview | null> {
  const { rows: photos } = await tx.execute<{ file_key: string; thumb_key: string | null }>(
    sql`SELECT file_key, thumb_key FROM review_uploads WHERE review_id = ${reviewId}`,
  );
  const { rows } = await tx.execute<Omit<RemovedReview, 'fileKeys'>>(
    sql`DELETE FROM reviews WHERE id = ${reviewId} RETURNING id, pad_id, user_id, rating, comment`,
  );
  if (!rows[0]) return null;
  const { rows: cancelled } = await tx.execute<{ id: number }>(sql`UPDATE revisions
    SET status = ${REVISION_STATUS.Cancelled}, resolved_by = ${adminId}, resolved_at = now()
    WHERE review_id = ${reviewId} AND type = ${REVISION_TYPE.ReportedReview} AND status = ${REVISION_STATUS.Pending}
    RETURNING id`);
  return {
    ...rows[0],
    cancelledReports: cancelled.map((r) => r.id),
    fileKeys: photos.flatMap((p) => (p.thumb_key ? [p.file_key, p.thumb_key] : [p.file_key])),
  };
}
