// One shape for every admin write on a pad: lock the row, refuse archived pads and stale versions, make the
// change, bump the version and write the change-log entry, all in one transaction.
import { and, desc, eq, sql } from 'drizzle-orm';
import { PAD_ACTION_MESSAGES } from '@pads/contracts';
import type { Db } from '../db/client.js';
import { activityLogs, pads, users } from '../db/schema.js';
import { conflict } from '../errors.js';
import { refreshPadPairs } from './duplicatePairs.js';
import { writeAuditLog, type DbOrTx, type FieldChanges } from './auditLog.js';
import { isLastWriterEntry } from './undo.js';

export type PadRow = typeof pads.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const ARCHIVED_PAD_MESSAGE = PAD_ACTION_MESSAGES.archived;

export interface PadWriteOptions {
  padId: number;
  userId: number;
  /** The version the admin loaded; a different current version is a 409. */
  version?: number | null;
  /** Only unarchive may touch an archived pad. */
  allowArchived?: boolean;
  /** Photo order, primary contact: changes beside the pad row that do not bump its version. */
  bumpVersion?: boolean;
  device?: string | null;
}

export interface PadWriteOutcome<T> {
  action: string;
  /** Columns of the pad row to set (the version and updated_at are added). */
  set?: Partial<PadRow>;
  changes?: FieldChanges | null;
  details?: Record<string, unknown> | null;
  entityType?: string;
  entityId?: number;
  result: T;
}

export async function lockPad(tx: DbOrTx, padId: number): Promise<PadRow | undefined> {
  const [row] = await tx.select().from(pads).where(eq(pads.id, padId)).for('update');
  return row;
}

/** Who wrote to the pad last and when: the newest log entry on it. */
export async function lastPadWriter(db: DbOrTx, padId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, at: activityLogs.created_at })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.user_id))
    .where(and(eq(activityLogs.pad_id, padId), isLastWriterEntry('activity_logs')))
    .orderBy(desc(activityLogs.created_at), desc(activityLogs.id))
    .limit(1);
  return row;
}

export async function staleVersion(db: DbOrTx, pad: PadRow) {
  const writer = await lastPadWriter(db, pad.id);
  const who = writer?.email ?? 'another user';
  const when = (writer?.at ?? pad.updated_at).toISOString();
  return conflict(`This pad was changed by ${who} at ${when} after you opened it. Reload it to see the changes.`, {
    updated_by: writer?.id ? { id: writer.id, email: writer.email } : null,
    updated_at: when,
    version: pad.version,
  });
}

export async function writePad<T>(
  db: Db,
  options: PadWriteOptions,
  change: (tx: Tx, pad: PadRow) => Promise<PadWriteOutcome<T>>,
  notFound: () => Error,
): Promise<{ pad: PadRow; result: T }> {
  return db.transaction((tx) => writePadInTransaction(tx, options, change, notFound));
}

/** writePad inside a transaction the caller already holds (the generic upload routes open their own). */
export async function writePadInTransaction<T>(
  tx: Tx,
  options: PadWriteOptions,
  change: (tx: Tx, pad: PadRow) => Promise<PadWriteOutcome<T>>,
  notFound: () => Error,
): Promise<{ pad: PadRow; result: T }> {
  const pad = await lockPad(tx, options.padId);
  if (!pad) throw notFound();
  if (options.version != null && options.version !== pad.version) throw await staleVersion(tx, pad);
  if (pad.deleted_at && !options.allowArchived) throw conflict(ARCHIVED_PAD_MESSAGE);
  const outcome = await change(tx, pad);
  let updated = pad;
  if (options.bumpVersion !== false || outcome.set) {
    const bump = options.bumpVersion !== false;
    const [row] = await tx
      .update(pads)
      .set({
        ...outcome.set,
        ...(bump ? { version: sql`${pads.version} + 1`, updated_at: new Date() } : {}),
      })
      .where(and(eq(pads.id, pad.id), eq(pads.version, pad.version)))
      .returning();
    if (!row) throw await staleVersion(tx, pad);
    updated = row;
  }
  // A pad that moved has new neighbours: its duplicate pairs are rewritten in this transaction.
  const [position] = await tx
    .select({ latitude: pads.latitude, longitude: pads.longitude })
    .from(pads)
    .where(eq(pads.id, pad.id));
  if (position && (position.latitude !== pad.latitude || position.longitude !== pad.longitude))
    await refreshPadPairs(tx, [pad.id]);
  await writeAuditLog(tx, {
    userId: options.userId,
    action: outcome.action,
    entityType: outcome.entityType ?? 'pad',
    entityId: outcome.entityId ?? pad.id,
    padId: pad.id,
    changes: outcome.changes ?? null,
    details: outcome.details ?? null,
    device: options.device ?? null,
  });
  return { pad: updated, result: outcome.result };
}
