// What a screen does with the page's event stream (issue 35 part 2): refresh its queries when their topic changes,
// without losing its own state (react-query refetches the same keys in place: the page, filters, sort and any open
// dialog stay). Refreshes are spaced out (THROTTLE_MS): a burst of changes costs one refetch at its start and one at
// its end. The stream is @pads/core's (one per page); a host whose core predates it (before 1.4) has none, and a
// screen then simply shows what it loaded, as before (docs/sharing.md: a remote never breaks on an older host).
import * as core from '@pads/core';
import type { LiveTopic, ReceivedLiveEvent } from '@pads/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** The least time between two refreshes of one screen's queries. */
export const THROTTLE_MS = 400;

type Subscribe = (listener: (event: ReceivedLiveEvent) => void) => () => void;

/** The host's stream, when its core has one. Read at call time: the singleton is the host's, whatever we were built with. */
export function liveSubscribe(from: Partial<typeof core> = core): Subscribe | undefined {
  const subscribe = from.subscribeLiveEvents;
  return typeof subscribe === 'function' ? subscribe : undefined;
}

/** Calls `onChange` (spaced out by `throttleMs`) for each event of `topics`, and on a resync. */
export function useLiveEvents(
  topics: readonly LiveTopic[],
  onChange: (event: ReceivedLiveEvent) => void,
  { throttleMs = THROTTLE_MS, from }: { throttleMs?: number; from?: Partial<typeof core> } = {},
): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  const key = topics.join(',');
  useEffect(() => {
    const subscribe = liveSubscribe(from);
    if (!subscribe) return;
    const wanted = key.split(',');
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    let pending: ReceivedLiveEvent | undefined;
    const unsubscribe = subscribe((event) => {
      if (event.topic !== 'resync' && !wanted.includes(event.topic)) return;
      pending = event;
      if (timer) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          last = Date.now();
          const fired = pending!;
          pending = undefined;
          latest.current(fired);
        },
        Math.max(0, last + throttleMs - Date.now()),
      );
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [key, throttleMs, from]);
}

/** Refreshes `queryKeys` (each a key prefix, as invalidateQueries takes it) when `topics` change. */
export function useLiveRefresh(
  topics: readonly LiveTopic[],
  queryKeys: readonly QueryKey[],
  options?: { throttleMs?: number; from?: Partial<typeof core> },
): void {
  const queryClient = useQueryClient();
  const keys = useRef(queryKeys);
  keys.current = queryKeys;
  useLiveEvents(
    topics,
    () => {
      for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
    },
    options,
  );
}
