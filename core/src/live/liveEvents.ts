// The panel's one event stream (issue 35 part 2; docs/decisions/0148-moderators-as-a-team.md, "Live updates"):
// live.stream, Server-Sent Events read with fetch, so the bearer token travels in the Authorization header as on every
// call, never in a URL, and the request goes to the API origin the page's CSP already allows (connect-src). One stream
// per page, whichever containers listen: it opens with the first subscriber and closes when the last one leaves or the
// session ends. A dropped stream is opened again with backoff (1 s doubling to 30 s, with jitter); once it is back,
// subscribers hear `resync` and refresh what they show, which catches up on whatever they missed. A 401 goes through
// the usual sign-out (with the server's reason), as the API client's does.
import type { LiveEvent, LiveTopic } from '@pads/contracts/api';
import { createParser } from 'eventsource-parser';
import { auth, live } from '@pads/contracts/endpoints';
import { apiBaseUrl, call, handleUnauthorized } from '../api/client';
import { rememberSignOutNotice, useSessionStore } from '../session/sessionStore';

export type { LiveEvent, LiveTopic } from '@pads/contracts/api';

/** An event as a subscriber hears it: `receivedAt` (Date.now()) with the server's `at` gives the delivery delay. */
export type ReceivedLiveEvent = LiveEvent & { receivedAt: number };
export type LiveListener = (event: ReceivedLiveEvent) => void;
export type LiveStatus = 'closed' | 'connecting' | 'open' | 'retrying';

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
/** A stream whose last subscriber left stays this long, so moving between screens does not reopen it. */
const LINGER_MS = 5_000;

interface Deps {
  fetch: typeof fetch;
  random: () => number;
}

const deps: Deps = {
  fetch: (...args) => globalThis.fetch(...args),
  random: Math.random,
};

const listeners = new Set<LiveListener>();
const statusListeners = new Set<(status: LiveStatus) => void>();
let status: LiveStatus = 'closed';
let abort: AbortController | undefined;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let lingerTimer: ReturnType<typeof setTimeout> | undefined;
let retryMs = 0;
/** Whether a stream of this page has been open before: the next open is a reconnection (resync). */
let wasOpen = false;
let unwatchSession: (() => void) | undefined;

function setStatus(next: LiveStatus) {
  status = next;
  for (const listener of statusListeners) listener(next);
}

function emit(event: LiveEvent) {
  const received = { ...event, receivedAt: Date.now() };
  for (const listener of [...listeners]) {
    try {
      listener(received);
    } catch (error) {
      // One subscriber's failure must not keep the event from the others.
      console.warn('live event listener failed', error);
    }
  }
}

function stop() {
  abort?.abort();
  abort = undefined;
  clearTimeout(retryTimer);
  clearTimeout(lingerTimer);
  retryMs = 0;
  wasOpen = false;
  unwatchSession?.();
  unwatchSession = undefined;
  setStatus('closed');
}

function retry() {
  if (!listeners.size || !useSessionStore.getState().token) return stop();
  retryMs = Math.min(Math.max(retryMs * 2, FIRST_RETRY_MS), MAX_RETRY_MS);
  const delay = retryMs * (0.8 + 0.4 * deps.random());
  setStatus('retrying');
  retryTimer = setTimeout(() => void connect(), delay);
}

/** A 401: the session is over; the sign-in screen says why, as after any call. */
async function signedOut(response: Response) {
  const body = (await response.json().catch(() => null)) as { reason?: unknown; message?: unknown } | null;
  if (body?.reason && typeof body.message === 'string') rememberSignOutNotice(body.message);
  stop();
  handleUnauthorized();
}

async function connect(): Promise<void> {
  const token = useSessionStore.getState().token;
  if (!token || !listeners.size) return stop();
  const controller = new AbortController();
  abort = controller;
  setStatus('connecting');
  let response: Response;
  try {
    response = await deps.fetch(`${apiBaseUrl()}${live.stream.path}`, {
      headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
      cache: 'no-store',
      signal: controller.signal,
    });
  } catch {
    if (!controller.signal.aborted) retry();
    return;
  }
  if (response.status === 401) return signedOut(response);
  // Not an admin's session: nothing to listen to (and no point asking again).
  if (response.status === 403) return stop();
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel().catch(() => {});
    return retry();
  }
  let ended = false;
  const parser = createParser({
    onEvent: ({ data }) => {
      let event: LiveEvent;
      try {
        event = JSON.parse(data) as LiveEvent;
      } catch {
        return;
      }
      if (event.topic === 'ready') {
        retryMs = 0;
        setStatus('open');
        if (wasOpen) emit({ topic: 'resync' });
        wasOpen = true;
      } else if (event.topic === 'session-ended') {
        ended = true;
      } else emit(event);
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch {
    // the connection dropped, or stop() aborted it
  }
  if (controller.signal.aborted) return;
  if (ended) {
    // The server ended the stream with the session: the session check's 401 signs the panel out with the reason.
    await call(auth.session).catch(() => {});
    if (!useSessionStore.getState().token) return stop();
  }
  retry();
}

function start() {
  clearTimeout(lingerTimer);
  if (status !== 'closed') return;
  // Signing out (here or in the 401 flow) closes the stream.
  unwatchSession = useSessionStore.subscribe((state, previous) => {
    if (previous.token && state.token !== previous.token) stop();
  });
  void connect();
}

/**
 * Hears every event of the page's stream; opens it if it is the first subscriber. Returns the unsubscribe function.
 * Topics: `claims`, `revisions`, `pairs`, `stats` as they change, and `resync` after a reconnection.
 */
export function subscribeLiveEvents(listener: LiveListener): () => void {
  listeners.add(listener);
  start();
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    clearTimeout(lingerTimer);
    lingerTimer = setTimeout(() => {
      if (!listeners.size) stop();
    }, LINGER_MS);
  };
}

/** The stream's state now, and as it changes (for a status indicator; tests). */
export function liveStatus(): LiveStatus {
  return status;
}

export function onLiveStatus(listener: (status: LiveStatus) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** For tests: replace fetch and the jitter's randomness; close everything. */
export function configureLiveEventsForTests(overrides: Partial<Deps>): void {
  Object.assign(deps, overrides);
}
export function resetLiveEventsForTests(): void {
  listeners.clear();
  statusListeners.clear();
  stop();
}

/** Whether an event is about one of `topics` or asks for everything again (a resync). */
export const concerns = (event: LiveEvent, topics: readonly LiveTopic[]) =>
  event.topic === 'resync' || (topics as readonly string[]).includes(event.topic);
