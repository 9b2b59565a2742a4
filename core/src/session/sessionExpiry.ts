// Signs the panel out when its session ends by itself (the API's idle time or maximum length), not only at
// the next click: a panel left open must not keep showing data after its session is over. The server is
// the authority (another tab's activity keeps the same session alive), so at the time the session would
// end the panel asks GET /auth/session, which does not count as activity: a 401 goes through the usual
// 401 flow (sign-out, the reason shown on the sign-in screen); a 200 tells the new end to wait for.
import type { SessionTimes } from '@pads/contracts/api';
import { auth } from '@pads/contracts/endpoints';
import { call } from '../api/client';

export type SessionEnds = Pick<SessionTimes, 'idle_expires_at' | 'expires_at'>;

/** Checked a little after the end, so a last use recorded just before it is seen. */
const MARGIN_MS = 2_000;
/** Timers are clamped to about 24 days; a longer session is simply checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const fetchSessionEnds = () => call(auth.session);

/** When to ask next: at the earlier of the two ends. */
export function nextCheckDelay(ends: SessionEnds, now = Date.now()): number {
  const end = Math.min(Date.parse(ends.idle_expires_at), Date.parse(ends.expires_at));
  return Math.min(Math.max(end - now + MARGIN_MS, MARGIN_MS), MAX_TIMER_MS);
}

/**
 * Starts watching the signed-in session; returns the stop function. A tab woken from sleep (its timers
 * were held) checks at once when it becomes visible past the due time.
 */
export function watchSessionExpiry(fetchEnds: () => Promise<SessionEnds> = fetchSessionEnds): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt = Infinity;
  let stopped = false;

  const check = async () => {
    if (stopped) return;
    clearTimeout(timer);
    try {
      schedule(nextCheckDelay(await fetchEnds()));
    } catch {
      // A 401 has signed the panel out already; any other failure (offline, 503) is retried in a minute.
      if (!stopped) schedule(60_000);
    }
  };
  const schedule = (delay: number) => {
    dueAt = Date.now() + delay;
    timer = setTimeout(() => void check(), delay);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && Date.now() >= dueAt) void check();
  };

  document.addEventListener('visibilitychange', onVisible);
  void check();
  return () => {
    stopped = true;
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
