// Reads and writes of the pilot/owner app calls.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reviews, reviewUploads, revisions, uploads, users } from '../../db/schema.js';
import type { ReviewCreateInput } from '@pads/contracts';
import type { StoredPhoto } from '../../domain/photoFiles.js';
import { writeAuditLog, type DbOrTx } from '../../domain/auditLog.js';
import { issueToken } from '../../plugins/auth.js';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/** Issues an app token and logs the sign-in, together. */
export async function recordAppLogin(db: Db, userId: number, meta: { device: string | undefined; ip: string }) {
  return db.transaction(async (tx) => {
    const token = await issueToken(tx, userId, meta.device ? `app: ${meta.device}` : 'app', meta.ip);
    await writeAuditLog(tx, {
      userId,
      action: 'app_login',
      entityType: 'user',
      entityId: userId,
      details: { ip: meta.ip },
      device: meta.device ?? null,
    });
    await tx.update(users).set({ last_action_at: new Date() }).where(eq(users.id, userId));
    return token;
  });
}

export async function hasPendingRevision(db: DbOrTx, padId: number, userId: number, type: number): Promise<boolean> {
  const [row] = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(
      and(
        eq(revisions.pad_id, padId),
        eq(revisions.user_id, userId),
        eq(revisions.type, type),
        eq(revisions.status, 1),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function uploadOfPad(db: DbOrTx, uploadId: number, padId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.pad_id, padId)))
    .limit(1);
  return Boolean(row);
}

/** A pilot's review, with its log entry, in one transaction. */
export async function insertReview(
  db: Db,
  padId: number,
  userId: number,
  input: ReviewCreateInput,
  device: string | null,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({ ...input, pad_id: padId, user_id: userId })
      .returning();
    await writeAuditLog(tx, {
      userId,
      action: 'review_created',
      entityType: 'review',
      entityId: row!.id,
      padId,
      changes: { rating: { before: null, after: row!.rating }, comment: { before: null, after: row!.comment } },
      device,
    });
    return row!;
  });
}

/** The author's own review, locked for update (photo additions count against its limit). */
export async function ownReviewForUpdate(tx: DbOrTx, reviewId: number, userId: number) {
  const { rows } = await tx.execute<{ id: number; pad_id: number; photos: number }>(
    sql`SELECT r.id, r.pad_id, (SELECT count(*)::int FROM review_uploads u WHERE u.review_id = r.id) AS photos
      FROM reviews r WHERE r.id = ${reviewId} AND r.user_id = ${userId} FOR UPDATE`,
  );
  return rows[0] ?? null;
}

export async function insertReviewPhoto(tx: DbOrTx, reviewId: number, photo: StoredPhoto) {
  const [row] = await tx
    .insert(reviewUploads)
    .values({
      review_id: reviewId,
      file_key: photo.fileKey,
      thumb_key: photo.thumbKey,
      mime: photo.mime,
      size: photo.size,
    })
    .returning();
  return row!;
}
