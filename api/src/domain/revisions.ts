// Revisions as the rest of the API sees them: creating one, and the two pad flags the Admin tab shows
// (`resolvable_actions`, `can_send_moderation`). The pad detail endpoint calls padAdminFlags().
import {
  CONTACT_TYPE,
  REPORT_REVISION_TYPES,
  REVISION_STATUS,
  REVISION_TYPE,
  type RevisionType,
} from '@pads/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { revisions } from '../db/schema.js';
import type { DbOrTx } from './auditLog.js';
import type { PadSnapshot } from './padSnapshot.js';

export interface NewRevision {
  type: RevisionType;
  padId: number;
  userId: number;
  prev?: PadSnapshot | null;
  next?: PadSnapshot | null;
  padReportType?: number | null;
  reviewId?: number | null;
  uploadId?: number | null;
  comment?: string | null;
  isUpdatedByOwnOwner?: boolean;
}

export async function createRevision(db: DbOrTx, r: NewRevision) {
  const [row] = await db
    .insert(revisions)
    .values({
      type: r.type,
      pad_id: r.padId,
      user_id: r.userId,
      prev: r.prev ?? null,
      next: r.next ?? null,
      pad_report_type: r.padReportType ?? null,
      review_id: r.reviewId ?? null,
      upload_id: r.uploadId ?? null,
      comment: r.comment || null,
      is_updated_by_own_owner: r.isUpdatedByOwnOwner ?? false,
    })
    .returning();
  return row!;
}

const OPEN_ITEM_TYPES = [...REPORT_REVISION_TYPES, REVISION_TYPE.Claim];

/**
 * Something on the pad waits for an admin: an owner contact not yet claimed (pending or not), or a
 * pending report (pad, review, upload) or claim. `padId` is an SQL expression (a column or a value).
 */
export const resolvableActionsSql = (padId: SQL): SQL => sql`(
  EXISTS (SELECT 1 FROM contacts oc WHERE oc.pad_id = ${padId} AND oc.contact_type_id = ${CONTACT_TYPE.Owner} AND NOT oc.is_claimed)
  OR EXISTS (SELECT 1 FROM revisions rv WHERE rv.pad_id = ${padId} AND rv.status = ${REVISION_STATUS.Pending}
    AND rv.type IN (${sql.join(
      OPEN_ITEM_TYPES.map((t) => sql`${t}`),
      sql`, `,
    )})))`;

/**
 * A moderation link can be sent when the pad is live and public and someone asked for moderation
 * (a pending "Moderation requested" revision) from an account that can still receive it.
 */
export const canSendModerationSql = (padId: SQL): SQL => sql`(
  EXISTS (SELECT 1 FROM pads mp WHERE mp.id = ${padId} AND mp.deleted_at IS NULL AND mp.user_id IS NULL)
  AND EXISTS (SELECT 1 FROM revisions mr JOIN users mu ON mu.id = mr.user_id
    WHERE mr.pad_id = ${padId} AND mr.type = ${REVISION_TYPE.ModerationRequested} AND mr.status = ${REVISION_STATUS.Pending}
      AND mu.deleted_at IS NULL AND NOT mu.is_deleted_account AND mu.email <> ''))`;

export interface PadAdminFlags {
  resolvable_actions: boolean;
  can_send_moderation: boolean;
}

/** Both flags of one pad in one round trip. */
export async function padAdminFlags(db: DbOrTx, padId: number): Promise<PadAdminFlags> {
  const id = sql`${padId}::int`;
  const { rows } = await db.execute<{ resolvable_actions: boolean; can_send_moderation: boolean }>(
    sql`SELECT ${resolvableActionsSql(id)} AS resolvable_actions, ${canSendModerationSql(id)} AS can_send_moderation`,
  );
  return {
    resolvable_actions: Boolean(rows[0]?.resolvable_actions),
    can_send_moderation: Boolean(rows[0]?.can_send_moderation),
  };
}

export const padResolvableActions = async (db: DbOrTx, padId: number) =>
  (await padAdminFlags(db, padId)).resolvable_actions;
export const padCanSendModeration = async (db: DbOrTx, padId: number) =>
  (await padAdminFlags(db, padId)).can_send_moderation;
