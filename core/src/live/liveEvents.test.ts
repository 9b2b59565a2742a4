/**
 * @jest-environment node
 */
// The page's event stream: fetch with the bearer token in a header (never the URL), events to every subscriber,
// backoff and a resync after a reconnection, the 401 flow, closing with the last subscriber or the session.
import './testStorage';
import { resetUnauthorizedRedirect } from '../api/client';
import { pageNavigation } from '../api/navigation';
import { setRuntimeConfig } from '../runtimeConfig';
import { clearSignOutNotice, readSignOutNotice, useSessionStore } from '../session/sessionStore';
import {
  configureLiveEventsForTests,
  liveStatus,
  resetLiveEventsForTests,
  subscribeLiveEvents,
  type ReceivedLiveEvent,
} from './liveEvents';

const user = {
  id: 1,
  first_name: 'A',
  last_name: 'B',
  username: 'ab',
  email: 'a@b.co',
  role: 1,
  is_tac_accepted: true,
  deleted_at: null,
};
const encoder = new TextEncoder();

/** A server side of one stream: what the test writes reaches the client as it would from the API. */
function serverStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (event: object) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
    drop: () => controller.close(),
  };
}

let streams: ReturnType<typeof serverStream>[];
let fetchMock: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  setRuntimeConfig({ apiUrl: 'http://api.test' });
  useSessionStore.getState().setSession('secret-token', user);
  resetUnauthorizedRedirect();
  streams = [];
  fetchMock = jest.fn(async () => {
    const stream = serverStream();
    streams.push(stream);
    return stream.response;
  });
  configureLiveEventsForTests({ fetch: fetchMock, random: () => 0.5 });
});
afterEach(() => {
  resetLiveEventsForTests();
  jest.useRealTimers();
});

const flush = () => jest.advanceTimersByTimeAsync(0);

test('one stream for every subscriber, authorised by header, never by URL', async () => {
  const a: ReceivedLiveEvent[] = [];
  const b: ReceivedLiveEvent[] = [];
  subscribeLiveEvents((e) => a.push(e));
  subscribeLiveEvents((e) => b.push(e));
  await flush();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('http://api.test/api/admin/live');
  expect(url).not.toContain('secret-token');
  expect(init.headers).toEqual({ Accept: 'text/event-stream', Authorization: 'Bearer secret-token' });
  streams[0]!.send({ topic: 'ready' });
  streams[0]!.send({ topic: 'revisions', at: 123 });
  await flush();
  expect(liveStatus()).toBe('open');
  expect(a).toEqual([{ topic: 'revisions', at: 123, receivedAt: expect.any(Number) }]);
  expect(b).toEqual(a);
});

test('a dropped stream comes back with backoff, and its subscribers then resync', async () => {
  const heard: string[] = [];
  subscribeLiveEvents((e) => heard.push(e.topic));
  await flush();
  streams[0]!.send({ topic: 'ready' });
  streams[0]!.drop();
  await flush();
  expect(liveStatus()).toBe('retrying');
  await jest.advanceTimersByTimeAsync(999);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  // It drops again before it was ready, then the API is down: each wait doubles (2 s, 4 s).
  fetchMock.mockImplementationOnce(async () => new Response('{}', { status: 503 }));
  streams[1]!.drop();
  await jest.advanceTimersByTimeAsync(1_999);
  expect(fetchMock).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetchMock).toHaveBeenCalledTimes(3);
  await jest.advanceTimersByTimeAsync(3_999);
  expect(fetchMock).toHaveBeenCalledTimes(3);
  await jest.advanceTimersByTimeAsync(1);
  expect(fetchMock).toHaveBeenCalledTimes(4);
  expect(heard).toEqual([]);
  streams[2]!.send({ topic: 'ready' });
  await flush();
  expect(heard).toEqual(['resync']);
});

test('a 401 signs the panel out with the reason, and the stream stays closed', async () => {
  clearSignOutNotice();
  const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
  fetchMock.mockImplementationOnce(
    async () =>
      new Response(JSON.stringify({ reason: 'idle_timeout', message: 'You were signed out.' }), { status: 401 }),
  );
  subscribeLiveEvents(() => {});
  await flush();
  expect(useSessionStore.getState().token).toBeNull();
  expect(readSignOutNotice()).toBe('You were signed out.');
  expect(assign).toHaveBeenCalledWith('/login');
  expect(liveStatus()).toBe('closed');
  await jest.advanceTimersByTimeAsync(60_000);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('it closes a while after its last subscriber leaves, and at once when the session is cleared', async () => {
  const unsubscribe = subscribeLiveEvents(() => {});
  await flush();
  streams[0]!.send({ topic: 'ready' });
  await flush();
  unsubscribe();
  await jest.advanceTimersByTimeAsync(4_000);
  expect(liveStatus()).toBe('open');
  // Back within the linger: the same stream serves.
  const again = subscribeLiveEvents(() => {});
  await jest.advanceTimersByTimeAsync(10_000);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  again();
  await jest.advanceTimersByTimeAsync(5_000);
  expect(liveStatus()).toBe('closed');

  subscribeLiveEvents(() => {});
  await flush();
  expect(fetchMock).toHaveBeenCalledTimes(2);
  useSessionStore.getState().clearSession();
  expect(liveStatus()).toBe('closed');
});
