// An admin's own sessions (their access tokens): the live ones, and ending one or all others. Each end is
// logged with the session's device and IP.
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accessTokens } from '../../db/schema.js';
import { writeAuditLog } from '../../domain/auditLog.js';
import { idleMs, type SessionLimits } from '../../domain/sessionPolicy.js';

/** Not revoked, within the maximum length, and used within the idle time: what still signs in. */
const live = (userId: number, limits: SessionLimits) =>
  and(
    eq(accessTokens.user_id, userId),
    isNull(accessTokens.revoked_at),
    gt(accessTokens.created_at, sql`now() - make_interval(secs => ${limits.maxHours * 3600}::float8)`),
    gt(
      sql`coalesce(${accessTokens.last_used_at}, ${accessTokens.created_at})`,
      sql`now() - make_interval(secs => ${idleMs(limits) / 1000}::float8)`,
    ),
  );

const sessionColumns = {
  id: accessTokens.id,
  device: accessTokens.device,
  ip: accessTokens.ip,
  created_at: accessTokens.created_at,
  last_used_at: accessTokens.last_used_at,
};

export type SessionRow = {
  id: number;
  device: string | null;
  ip: string | null;
  created_at: Date;
  last_used_at: Date | null;
};

export async function liveSessions(db: Db, userId: number, limits: SessionLimits): Promise<SessionRow[]> {
  return db
    .select(sessionColumns)
    .from(accessTokens)
    .where(live(userId, limits))
    .orderBy(desc(sql`coalesce(${accessTokens.last_used_at}, ${accessTokens.created_at})`), desc(accessTokens.id));
}

/** Ends one live session of the user; false when there is none with that id (another's, or ended already). */
export async function endSession(db: Db, userId: number, sessionId: number, limits: SessionLimits): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(accessTokens)
      .set({ revoked_at: new Date() })
      .where(and(eq(accessTokens.id, sessionId), live(userId, limits)))
      .returning(sessionColumns);
    if (!ended) return false;
    await writeAuditLog(tx, {
      userId,
      action: 'session_ended',
      entityType: 'user',
      entityId: userId,
      subjectUserId: userId,
      details: { session_id: ended.id, device: ended.device, ip: ended.ip },
    });
    return true;
  });
}

/** Ends every live session of the user except `keepId` (the one asking); answers how many. */
export async function endOtherSessions(db: Db, userId: number, keepId: number, limits: SessionLimits): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(accessTokens)
      .set({ revoked_at: new Date() })
      .where(and(live(userId, limits), ne(accessTokens.id, keepId)))
      .returning(sessionColumns);
    await writeAuditLog(tx, {
      userId,
      action: 'other_sessions_ended',
      entityType: 'user',
      entityId: userId,
      subjectUserId: userId,
      details: { count: ended.length, sessions: ended.map((s) => ({ id: s.id, device: s.device, ip: s.ip })) },
    });
    return ended.length;
  });
}
