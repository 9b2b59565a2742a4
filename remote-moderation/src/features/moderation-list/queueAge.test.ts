import { waitedFor } from './queueAge';

test('waits read in seconds, minutes, hours, then days', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  const ago = (s: number) => new Date(now - s * 1000).toISOString();
  expect([ago(5), ago(150), ago(3 * 3600 + 5), ago(47 * 3600), ago(5 * 86400)].map((t) => waitedFor(t, now))).toEqual([
    '5 s',
    '2 min',
    '3 h',
    '47 h',
    '5 d',
  ]);
  expect(waitedFor(new Date(now + 5000).toISOString(), now)).toBe('0 s');
});
