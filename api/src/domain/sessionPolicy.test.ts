import { activityStale, sessionEndMessage, sessionEndReason } from './sessionPolicy.js';

const limits = { idleMinutes: 30, maxHours: 12, activitySeconds: 5 };
const signedIn = new Date('2026-01-01T08:00:00Z');
const at = (iso: string) => new Date(iso).getTime();

test('a session ends after the idle time without a request, counted from its last recorded use', () => {
  const session = { created_at: signedIn, last_used_at: new Date('2026-01-01T10:00:00Z'), revoked_at: null };
  // A later request within the resolution (5 s) was not recorded: the end allows for it, so it is never early.
  expect(sessionEndReason(session, limits, at('2026-01-01T10:30:04Z'))).toBeNull();
  expect(sessionEndReason(session, limits, at('2026-01-01T10:30:05Z'))).toBe('idle_timeout');
  // Never used since sign-in: idle from the sign-in.
  expect(sessionEndReason({ ...session, last_used_at: null }, limits, at('2026-01-01T08:30:05Z'))).toBe('idle_timeout');
});

test('a request records itself once the recorded use is as old as the resolution', () => {
  const used = new Date('2026-01-01T10:00:00Z');
  expect(activityStale(null, limits, at('2026-01-01T10:00:00Z'))).toBe(true);
  expect(activityStale(used, limits, at('2026-01-01T10:00:04.999Z'))).toBe(false);
  expect(activityStale(used, limits, at('2026-01-01T10:00:05Z'))).toBe(true);
});

test('a session ends at its absolute lifetime however active it is, and at once when revoked', () => {
  const active = { created_at: signedIn, last_used_at: new Date('2026-01-01T19:59:00Z'), revoked_at: null };
  expect(sessionEndReason(active, limits, at('2026-01-01T19:59:59Z'))).toBeNull();
  expect(sessionEndReason(active, limits, at('2026-01-01T20:00:00Z'))).toBe('session_lifetime');
  expect(sessionEndReason({ ...active, revoked_at: signedIn }, limits, at('2026-01-01T09:00:00Z'))).toBe(
    'session_ended',
  );
});

test('the messages name the configured limits', () => {
  expect(sessionEndMessage('idle_timeout', limits)).toBe(
    'You were signed out after 30 minutes without activity. Please sign in again.',
  );
  expect(sessionEndMessage('session_lifetime', { idleMinutes: 1, maxHours: 1, activitySeconds: 5 })).toBe(
    'You were signed out: a session lasts at most 1 hour. Please sign in again.',
  );
  expect(sessionEndMessage('session_ended', limits)).toBe('Your session was ended. Please sign in again.');
});
