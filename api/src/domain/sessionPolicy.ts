// When an admin's session ends by itself (OWASP ASVS 3.3): after SESSION_IDLE_MINUTES without a request, and
// SESSION_MAX_HOURS after sign-in whatever happens. Pilot and owner app tokens are not panel sessions and keep
// their lifetime. The state is the token's row in PostgreSQL (created_at, last_used_at, revoked_at), so any
// API instance decides the same. last_used_at is written at most once per `activitySeconds`
// (SESSION_ACTIVITY_SECONDS, 5 s by default: plugins/auth.ts), so a request need not write; the recorded use can
// therefore be up to that long older than the last request, and the idle end adds it back: a session never ends
// before SESSION_IDLE_MINUTES have passed since its last request, and at most `activitySeconds` after.

export interface SessionLimits {
  idleMinutes: number;
  maxHours: number;
  /** How stale the recorded last use may get before a request writes it again (seconds). */
  activitySeconds: number;
}

/** Why a presented token no longer signs anyone in; the panel shows the message on its sign-in screen. */
export type SessionEndReason = 'idle_timeout' | 'session_lifetime' | 'session_ended';

export interface SessionTimes {
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export function sessionEndReason(
  session: SessionTimes,
  limits: SessionLimits,
  now = Date.now(),
): SessionEndReason | null {
  if (session.revoked_at) return 'session_ended';
  if (now >= expiresAt(session, limits).getTime()) return 'session_lifetime';
  if (now >= idleExpiresAt(session, limits).getTime()) return 'idle_timeout';
  return null;
}

/** The absolute end: sign-in time plus the maximum length. */
export const expiresAt = (session: Pick<SessionTimes, 'created_at'>, limits: SessionLimits) =>
  new Date(session.created_at.getTime() + limits.maxHours * 3_600_000);

/** The idle end: the idle time after the recorded last use, plus the recording's resolution (never early). */
export const idleExpiresAt = (session: Pick<SessionTimes, 'created_at' | 'last_used_at'>, limits: SessionLimits) =>
  new Date((session.last_used_at ?? session.created_at).getTime() + idleMs(limits));

/** How long after its recorded last use a session stays signed in. */
export const idleMs = (limits: SessionLimits) => limits.idleMinutes * 60_000 + limits.activitySeconds * 1000;

/** Whether a request must record itself as the session's last use: the recorded one is older than the resolution. */
export const activityStale = (lastUsedAt: Date | null, limits: SessionLimits, now = Date.now()) =>
  !lastUsedAt || now - lastUsedAt.getTime() >= limits.activitySeconds * 1000;

const hours = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);
const minutes = (n: number) => (n === 1 ? '1 minute' : `${n} minutes`);

export function sessionEndMessage(reason: SessionEndReason, limits: SessionLimits): string {
  switch (reason) {
    case 'idle_timeout':
      return `You were signed out after ${minutes(limits.idleMinutes)} without activity. Please sign in again.`;
    case 'session_lifetime':
      return `You were signed out: a session lasts at most ${hours(limits.maxHours)}. Please sign in again.`;
    case 'session_ended':
      return 'Your session was ended. Please sign in again.';
  }
}
