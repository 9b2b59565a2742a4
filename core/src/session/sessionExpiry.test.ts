import { nextCheckDelay, watchSessionExpiry, type SessionEnds } from './sessionExpiry';

const NOW = Date.parse('2026-01-01T10:00:00Z');
const ends = (idleInMs: number, lifetimeInMs: number): SessionEnds => ({
  idle_expires_at: new Date(Date.now() + idleInMs).toISOString(),
  expires_at: new Date(Date.now() + lifetimeInMs).toISOString(),
});

describe('nextCheckDelay', () => {
  it('is the earlier end plus a margin, never in the past', () => {
    const at = (iso: string) => new Date(iso).toISOString();
    expect(
      nextCheckDelay({ idle_expires_at: at('2026-01-01T10:30:00Z'), expires_at: at('2026-01-01T20:00:00Z') }, NOW),
    ).toBe(30 * 60_000 + 2_000);
    expect(
      nextCheckDelay({ idle_expires_at: at('2026-01-01T10:30:00Z'), expires_at: at('2026-01-01T10:10:00Z') }, NOW),
    ).toBe(10 * 60_000 + 2_000);
    expect(
      nextCheckDelay({ idle_expires_at: at('2026-01-01T09:00:00Z'), expires_at: at('2026-01-01T20:00:00Z') }, NOW),
    ).toBe(2_000);
  });
});

describe('watchSessionExpiry', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('asks at start, then again when the session would end, following what the server says', async () => {
    const fetchEnds = jest
      .fn<Promise<SessionEnds>, []>()
      .mockImplementationOnce(async () => ends(30 * 60_000, 12 * 3_600_000))
      // Another tab kept the session alive: it now ends ten minutes from this check.
      .mockImplementationOnce(async () => ends(10 * 60_000, 12 * 3_600_000))
      .mockImplementation(async () => ends(30 * 60_000, 12 * 3_600_000));
    const stop = watchSessionExpiry(fetchEnds);
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchEnds).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(30 * 60_000);
    expect(fetchEnds).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(fetchEnds).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(10 * 60_000 + 2_000);
    expect(fetchEnds).toHaveBeenCalledTimes(3);
    stop();
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(fetchEnds).toHaveBeenCalledTimes(3);
  });

  it('retries a failed check in a minute', async () => {
    const fetchEnds = jest
      .fn<Promise<SessionEnds>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(ends(30 * 60_000, 12 * 3_600_000));
    const stop = watchSessionExpiry(fetchEnds);
    await jest.advanceTimersByTimeAsync(59_000);
    expect(fetchEnds).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(fetchEnds).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a tab that comes back past the due time checks at once', async () => {
    const fetchEnds = jest.fn<Promise<SessionEnds>, []>().mockResolvedValue(ends(60_000, 12 * 3_600_000));
    const stop = watchSessionExpiry(fetchEnds);
    await jest.advanceTimersByTimeAsync(0);
    // The machine slept: the clock moved on, the timer did not fire.
    jest.setSystemTime(NOW + 10 * 60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchEnds).toHaveBeenCalledTimes(2);
    stop();
  });
});
