// A screen's queries refresh when their topic changes on the page's stream, spaced out; on a host whose core has
// no stream (before 1.4) the screen works as before (docs/sharing.md: a remote never breaks on an older host).
import type { ReceivedLiveEvent } from '@pads/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { useLiveRefresh } from './useLiveRefresh';

function fakeCore() {
  const listeners = new Set<(event: ReceivedLiveEvent) => void>();
  return {
    core: {
      subscribeLiveEvents: (listener: (event: ReceivedLiveEvent) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    listeners,
    send: (topic: ReceivedLiveEvent['topic']) =>
      act(() => listeners.forEach((l) => l({ topic, at: Date.now(), receivedAt: Date.now() }))),
  };
}

function Screen({ from }: { from: object }) {
  useLiveRefresh(['revisions'], [['list'], ['counts']], { throttleMs: 400, from });
  return null;
}

function renderScreen(from: object) {
  const client = new QueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
  const view = render(
    <QueryClientProvider client={client}>
      <Screen from={from} />
    </QueryClientProvider>,
  );
  return { view, invalidated: () => invalidate.mock.calls.map(([filters]) => filters?.queryKey) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('its topic (and a resync) refreshes its keys at once, then at most once per interval; other topics do not', async () => {
  const { core, send, listeners } = fakeCore();
  const { view, invalidated } = renderScreen(core);
  send('claims');
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  expect(invalidated()).toEqual([]);
  send('revisions');
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(invalidated()).toEqual([['list'], ['counts']]);
  // A burst: one more refresh, at the end of the interval.
  send('revisions');
  send('revisions');
  send('resync');
  await act(() => jest.advanceTimersByTimeAsync(399));
  expect(invalidated()).toHaveLength(2);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(invalidated()).toHaveLength(4);
  view.unmount();
  expect(listeners.size).toBe(0);
});

test('a host whose core has no stream: nothing is subscribed and nothing breaks', () => {
  const { view, invalidated } = renderScreen({});
  expect(invalidated()).toEqual([]);
  view.unmount();
});
