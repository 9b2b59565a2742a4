// One way to log an admin write: called inside the write's own transaction, so a write and its log entry
// commit or roll back together. `changes` holds only the fields that changed, each with before and after.
import type { DbOrTx } from '../db/client.js';
import { activityLogs } from '../db/schema.js';

// Declared with the database handle (db/ imports nothing from domain/); most writers import it from here.
export type { DbOrTx };

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/** A secret's change as logged: that it changed, never its value (a password, recovery codes). */
export const secretChanged = (field: string): FieldChanges => ({ [field]: { before: '[hidden]', after: '[changed]' } });

export interface AuditEntry {
  /** Who made the change. */
  userId: number;
  /** What was done, in snake_case: 'pad_updated', 'pad_archived', 'user_role_changed', … */
  action: string;
  entityType: 'pad' | 'user' | 'contact' | 'upload' | 'note' | 'revision' | 'review' | 'saved_filter' | string;
  entityId: number | null;
  /** The pad the change belongs to, so it shows on that pad's change log. */
  padId?: number | null;
  /** The user the change touched, so it shows on that user's Activity tab too. */
  subjectUserId?: number | null;
  changes?: FieldChanges | null;
  details?: Record<string, unknown> | null;
  device?: string | null;
}

export async function writeAuditLog(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(activityLogs).values({
    user_id: entry.userId,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    pad_id: entry.padId ?? null,
    subject_user_id: entry.subjectUserId ?? null,
    changes: entry.changes ?? null,
    details: entry.details ?? null,
    device: entry.device?.slice(0, 300) ?? null,
  });
}

/**
 * The fields whose values differ between two snapshots (compared as JSON, so arrays and dates compare by
 * value). With `fields`, only those keys are compared; otherwise every key of either side.
 */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[] = [...new Set([...Object.keys(before), ...Object.keys(after)])],
): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    const a = normalise(before[field]);
    const b = normalise(after[field]);
    if (JSON.stringify(a) !== JSON.stringify(b)) changes[field] = { before: a, after: b };
  }
  return changes;
}

function normalise(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}
