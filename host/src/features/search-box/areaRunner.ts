// At most one request per area in flight (issue 36): a query typed while the area's previous request is still out
// waits for it, and only the newest of the queries typed meanwhile is sent after it. Closing the box (or the area
// going away) aborts the request in flight and forgets the waiting query.

export type AreaOutcome<T> = { query: string; answer: T } | { query: string; error: unknown };

export interface AreaRunner {
  /** Asks for `query`'s answer: now, or after the request in flight when there is one. */
  request(query: string): void;
  /** Aborts the request in flight and drops the waiting query; no outcome is reported for either. */
  stop(): void;
}

export function createAreaRunner<T>(
  run: (query: string, signal: AbortSignal) => Promise<T>,
  report: (outcome: AreaOutcome<T>) => void,
): AreaRunner {
  let inFlight: AbortController | null = null;
  let inFlightQuery = '';
  let waiting: string | null = null;

  const start = (query: string) => {
    const controller = new AbortController();
    inFlight = controller;
    inFlightQuery = query;
    run(query, controller.signal).then(
      (answer) => finish(controller, { query, answer }),
      (error: unknown) => finish(controller, { query, error }),
    );
  };

  const finish = (controller: AbortController, outcome: AreaOutcome<T>) => {
    if (inFlight !== controller) return;
    inFlight = null;
    report(outcome);
    if (waiting !== null) {
      const next = waiting;
      waiting = null;
      start(next);
    }
  };

  return {
    request(query) {
      // The newest query wins: the one in flight when it is that one again, else the last asked for.
      if (inFlight) waiting = query === inFlightQuery ? null : query;
      else start(query);
    },
    stop() {
      waiting = null;
      const controller = inFlight;
      inFlight = null;
      controller?.abort();
    },
  };
}
