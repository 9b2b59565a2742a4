// What accepting, cancelling and reverting a revision does (docs/decisions/0034-revisions-model-and-resolution.md).
// Each runs in one transaction with its log entry; the status change is a conditional UPDATE … WHERE status = 1,
// so of two admins acting at once exactly one wins and the other gets 409 'already resolved'.
// Photo files are deleted only after the transaction commits (storage is not transactional).
import { REVISION_STATUS, REVISION_TYPE, REVISION_TYPE_LABELS, STATUS, type RevisionType } from '@pads/contracts';
import type { Db } from '../db/client.js';
import { AppError, conflict, notFound, validationFailed } from '../errors.js';
import type { FileStorage } from '../storage/index.js';
import { writeAuditLog, type DbOrTx, type FieldChanges } from './auditLog.js';
import { decideClaimedItem, revisionItem } from './claims.js';
import { lockPad } from './padWrites.js';
import { finishUndo, padScopes, startUndo, type UndoStart } from './undo.js';
import { applySnapshotChanges } from './padSnapshot.js';
import { removeReview, unlockReviewUnlessReported } from './reviews.js';
import {
  claimOwnerContact,
  deleteUploadRow,
  findRevision,
  findUser,
  makePadPublic,
  markReverted,
  padState,
  resolvePending,
  setPadModeration,
  type RevisionRow,
} from './revisionStore.js';
import type { Actor } from './actor.js';

export const ALREADY_RESOLVED = 'This revision is already resolved.';
export const PAD_STATUS = STATUS;

export type { Actor };

export interface ResolveOptions {
  /** `?type=` of the accept call: when given it must be the revision's type. */
  expectedType?: number;
  /** Only revisions of these types (the upload-report routes act on reported uploads only). */
  onlyTypes?: readonly RevisionType[];
  /**
   * Record the decision so its admin can take it back (domain/undo.ts): the answer carries the ticket, and photo
   * files it removes are deleted once the undo has expired instead of at once.
   */
  undoable?: boolean;
}

/** A resolved revision, with its undo ticket when the decision was recorded as undoable. */
export type Decided = RevisionRow & { undo?: { id: number; expires_at: string } };

/**
 * What every decision does first in its transaction: the revision must exist (and be of the expected type), and
 * nobody else may be reviewing it (409 naming them). An undoable decision then locks the pad and records its rows.
 */
async function beginDecision(
  tx: DbOrTx,
  id: number,
  actor: Actor,
  options: ResolveOptions,
  action: string,
): Promise<UndoStart | null> {
  const revision = await loadFor(tx, id, options);
  await decideClaimedItem(tx, revisionItem(id), actor.userId);
  if (!options.undoable) return null;
  await lockPad(tx, revision.pad_id);
  return startUndo(tx, padScopes([revision.pad_id]), { adminId: actor.userId, action, padIds: [revision.pad_id] });
}

async function loadFor(db: DbOrTx, id: number, options: ResolveOptions): Promise<RevisionRow> {
  const revision = await findRevision(db, id);
  if (!revision || (options.onlyTypes && !options.onlyTypes.includes(revision.type as RevisionType)))
    throw notFound(options.onlyTypes ? 'Report' : 'Revision');
  if (options.expectedType !== undefined && options.expectedType !== revision.type)
    throw validationFailed({
      type: [
        `The revision is a ${REVISION_TYPE_LABELS[revision.type as RevisionType]}, not type ${options.expectedType}.`,
      ],
    });
  return revision;
}

function alreadyResolved(): AppError {
  return conflict(ALREADY_RESOLVED);
}

export async function acceptRevision(
  db: Db,
  storage: FileStorage,
  id: number,
  actor: Actor,
  options: ResolveOptions = {},
): Promise<Decided> {
  const filesToDelete: string[] = [];
  const row = await db.transaction(async (tx) => {
    const undo = await beginDecision(tx, id, actor, options, 'revision_accepted');
    const revision = await resolvePending(tx, id, REVISION_STATUS.Accepted, actor.userId);
    if (!revision) throw alreadyResolved();
    const changes: FieldChanges = { status: { before: REVISION_STATUS.Pending, after: REVISION_STATUS.Accepted } };
    const details: Record<string, unknown> = { type: revision.type };
    switch (revision.type) {
      case REVISION_TYPE.Addition:
      case REVISION_TYPE.ModerationRequested: {
        const pad = await padState(tx, revision.pad_id);
        if (pad && pad.status_id !== PAD_STATUS.Moderated) {
          await setPadModeration(tx, revision.pad_id, PAD_STATUS.Moderated);
          details.pad = { status_id: { before: pad.status_id, after: PAD_STATUS.Moderated } };
        }
        break;
      }
      case REVISION_TYPE.Claim: {
        const user = revision.user_id == null ? undefined : await findUser(tx, revision.user_id);
        if (!user || user.deleted_at) throw conflict('The user who claimed this pad no longer exists.');
        const { before, after } = await claimOwnerContact(tx, revision.pad_id, user);
        details.contact = { id: after.id, is_claimed: { before: before?.is_claimed ?? null, after: true } };
        break;
      }
      case REVISION_TYPE.Update:
        if (revision.next) details.pad = await applySnapshotChanges(tx, revision.pad_id, revision.prev, revision.next);
        break;
      case REVISION_TYPE.ReportedUpload:
        if (revision.upload_id != null) {
          const upload = await deleteUploadRow(tx, revision.upload_id);
          if (upload) {
            filesToDelete.push(upload.file_key, ...(upload.thumb_key ? [upload.thumb_key] : []));
            details.upload = { id: upload.id, deleted: true };
          }
        }
        break;
      case REVISION_TYPE.Converted: {
        const pad = await padState(tx, revision.pad_id);
        if (pad?.user_id != null) {
          await makePadPublic(tx, revision.pad_id);
          details.pad = { user_id: { before: pad.user_id, after: null } };
        }
        break;
      }
      case REVISION_TYPE.ReportedReview:
        // An upheld review report removes the review (spec part 2 §4: the reports table's 'Remove').
        if (revision.review_id != null) {
          const removed = await removeReview(tx, revision.review_id, actor.userId);
          if (removed) {
            filesToDelete.push(...removed.fileKeys);
            details.review = {
              id: removed.id,
              deleted: true,
              user_id: removed.user_id,
              rating: removed.rating,
              comment: removed.comment,
              cancelled_reports: removed.cancelledReports,
            };
          }
        }
        break;
      // Reported pad: accepting records the report as upheld; the admin then edits the pad (the page
      // opens in contact edit mode).
    }
    await writeAuditLog(tx, {
      userId: actor.userId,
      action: 'revision_accepted',
      entityType: 'revision',
      entityId: revision.id,
      padId: revision.pad_id,
      subjectUserId: revision.user_id,
      changes,
      details,
      device: actor.device ?? null,
    });
    if (!undo) return revision;
    // The files stay until the undo expires (its rows may come back); sweepUndos deletes them then.
    const ticket = await finishUndo(tx, undo, filesToDelete.splice(0));
    return { ...revision, undo: ticket };
  });
  await Promise.all(filesToDelete.map((key) => storage.delete(key).catch(() => {})));
  return row;
}

export async function cancelRevision(db: Db, id: number, actor: Actor, options: ResolveOptions = {}): Promise<Decided> {
  return db.transaction(async (tx) => {
    const undo = await beginDecision(tx, id, actor, options, 'revision_cancelled');
    const revision = await resolvePending(tx, id, REVISION_STATUS.Cancelled, actor.userId);
    if (!revision) throw alreadyResolved();
    const details: Record<string, unknown> = { type: revision.type };
    // A rejected addition rejects the pad it created (status 4); other cancellations change only the revision.
    if (revision.type === REVISION_TYPE.Addition) {
      const pad = await padState(tx, revision.pad_id);
      if (pad && pad.status_id === PAD_STATUS.Unmoderated) {
        await setPadModeration(tx, revision.pad_id, PAD_STATUS.Rejected);
        details.pad = { status_id: { before: pad.status_id, after: PAD_STATUS.Rejected } };
      }
    }
    // An ignored review report unlocks the review (unless another report on it is still pending).
    if (revision.type === REVISION_TYPE.ReportedReview && revision.review_id != null) {
      if (await unlockReviewUnlessReported(tx, revision.review_id))
        details.review = { id: revision.review_id, is_reported: { before: true, after: false } };
    }
    await writeAuditLog(tx, {
      userId: actor.userId,
      action: 'revision_cancelled',
      entityType: 'revision',
      entityId: revision.id,
      padId: revision.pad_id,
      subjectUserId: revision.user_id,
      changes: { status: { before: REVISION_STATUS.Pending, after: REVISION_STATUS.Cancelled } },
      details,
      device: actor.device ?? null,
    });
    return undo ? { ...revision, undo: await finishUndo(tx, undo) } : revision;
  });
}

const REVERTIBLE: readonly number[] = [REVISION_TYPE.Addition, REVISION_TYPE.Update, REVISION_TYPE.ModerationRequested];

/**
 * Puts the pad back as it was before an accepted revision: an update's fields return to `prev` (only
 * those the update changed), an accepted addition or moderation request returns the pad to unmoderated.
 */
export async function revertRevision(db: Db, id: number, actor: Actor): Promise<RevisionRow> {
  return db.transaction(async (tx) => {
    const current = await findRevision(tx, id);
    if (!current) throw notFound('Revision');
    if (!REVERTIBLE.includes(current.type) || current.status !== REVISION_STATUS.Accepted)
      throw conflict('Only an accepted addition, update or moderation request can be reverted.');
    const revision = await markReverted(tx, id, actor.userId);
    if (!revision) throw conflict('This revision is already reverted.');
    let changes: FieldChanges = {};
    if (revision.type === REVISION_TYPE.Update && revision.prev && revision.next) {
      changes = await applySnapshotChanges(tx, revision.pad_id, revision.next, revision.prev);
    } else {
      const pad = await padState(tx, revision.pad_id);
      if (pad && pad.status_id !== PAD_STATUS.Unmoderated) {
        await setPadModeration(tx, revision.pad_id, PAD_STATUS.Unmoderated);
        changes = { status_id: { before: pad.status_id, after: PAD_STATUS.Unmoderated } };
      }
    }
    await writeAuditLog(tx, {
      userId: actor.userId,
      action: 'revision_reverted',
      entityType: 'pad',
      entityId: revision.pad_id,
      padId: revision.pad_id,
      subjectUserId: revision.user_id,
      changes,
      details: { revision_id: revision.id, type: revision.type },
      device: actor.device ?? null,
    });
    return revision;
  });
}
