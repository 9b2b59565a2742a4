// Optimistic concurrency: an edit carries the `version` it was loaded with; when the row has moved on,
// the answer is a 409 naming who changed it last and when (from the audit log), never a silent overwrite.
import { and, desc, eq } from 'drizzle-orm';
import { activityLogs, users } from '../db/schema.js';
import { conflict } from '../errors.js';
import type { DbOrTx } from './auditLog.js';

export async function staleEdit(db: DbOrTx, entityType: string, entityId: number) {
  const [last] = await db
    .select({ at: activityLogs.created_at, first: users.first_name, last: users.last_name })
    .from(activityLogs)
    .leftJoin(users, eq(users.id, activityLogs.user_id))
    .where(and(eq(activityLogs.entity_type, entityType), eq(activityLogs.entity_id, entityId)))
    .orderBy(desc(activityLogs.created_at), desc(activityLogs.id))
    .limit(1);
  const who = last ? `${last.first ?? ''} ${last.last ?? ''}`.trim() || 'another user' : 'another user';
  const when = last ? ` at ${last.at.toISOString()}` : '';
  return conflict(`This ${entityType} was changed by ${who}${when}. Reload it and apply your edit again.`);
}
