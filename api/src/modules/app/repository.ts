// Reads and writes of the pilot/owner app calls.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { padViews, pprRequests, reviews, reviewUploads, revisions, uploads, users } from '../../db/schema.js';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  REVISION_TYPE,
  type ReviewCreateInput,
  type RevisionType,
} from '@pads/contracts';
import type { Actor } from '../../domain/actor.js';
import { createPad } from '../../domain/padCreation.js';
import { loadPadSnapshot } from '../../domain/padSnapshot.js';
import { findVisiblePad } from '../../domain/padVisibility.js';
import { createRevision, type NewRevision } from '../../domain/revisions.js';
import { notFound, validationFailed } from '../../errors.js';
import type { FileStorage } from '../../storage/index.js';
import type { StoredPhoto } from '../../domain/photoFiles.js';
import { writeAuditLog, type DbOrTx } from '../../domain/auditLog.js';
import { issueToken } from '../../plugins/auth.js';

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

/** Creates a revision on a pad the user can see, with its log entry, in one transaction. */
export async function submitRevisionOnPad(
  db: Db,
  target: { type: RevisionType; padId: number } & Actor,
  build: (tx: DbOrTx, padId: number) => Promise<Omit<NewRevision, 'type' | 'padId' | 'userId'>>,
) {
  const { type, padId, userId } = target;
  return db.transaction(async (tx) => {
    if (!(await findVisiblePad(tx, padId, userId))) throw notFound('Pad');
    const revision = await createRevision(tx, { type, padId, userId, ...(await build(tx, padId)) });
    await writeAuditLog(tx, {
      userId,
      action: 'revision_submitted',
      entityType: 'revision',
      entityId: revision.id,
      padId,
      details: { type },
      device: target.device,
    });
    return revision;
  });
}

/** A new pad from the app: the pad (unmoderated) and its Addition revision with its log entry, in one transaction. */
export async function submitNewPad(
  db: Db,
  storage: FileStorage,
  input: { pad: Parameters<typeof createPad>[2]['pad']; hisc: string | null },
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const created = await createPad(tx as unknown as Db, storage, {
      pad: input.pad,
      hisc: input.hisc,
      photos: [],
      submitterId: actor.userId,
    });
    const next = await loadPadSnapshot(tx, created.id);
    const row = await createRevision(tx, {
      type: REVISION_TYPE.Addition,
      padId: created.id,
      userId: actor.userId,
      next,
    });
    await writeAuditLog(tx, {
      userId: actor.userId,
      action: 'revision_submitted',
      entityType: 'revision',
      entityId: row.id,
      padId: created.id,
      details: { type: REVISION_TYPE.Addition },
    });
    return row;
  });
}

/** Adds a stored photo to the user's own review (at most REVIEW_LIMITS.photos), logged in one transaction. */
export async function addReviewPhoto(db: Db, reviewId: number, photo: StoredPhoto, userId: number) {
  return db.transaction(async (tx) => {
    const review = await ownReviewForUpdate(tx, reviewId, userId);
    if (!review) throw notFound('Review');
    if (review.photos >= REVIEW_LIMITS.photos) throw validationFailed({ upload: [REVIEW_MESSAGES.photoLimit] });
    const added = await insertReviewPhoto(tx, review.id, photo);
    await writeAuditLog(tx, {
      userId,
      action: 'review_photo_added',
      entityType: 'review',
      entityId: review.id,
      padId: review.pad_id,
      changes: { uploads: { before: null, after: { id: added.id } } },
    });
    return added;
  });
}

const ENGAGEMENT_TABLES = { views: padViews, ppr: pprRequests };

/** A pilot opened a pad or asked it for prior permission (Pad Engagement All counts them). */
export async function recordEngagement(db: Db, kind: keyof typeof ENGAGEMENT_TABLES, padId: number, userId: number) {
  const [row] = await db.insert(ENGAGEMENT_TABLES[kind]).values({ pad_id: padId, user_id: userId }).returning();
  return row!;
}
