import { readRecent, RECENT_LIMIT, rememberOpened } from './recentResults';

const result = (n: number) => ({
  key: String(n),
  kind: 'Pad',
  title: `Pad ${n}`,
  details: ['Hotel'],
  path: `/dashboard/pad-view/${n}`,
});

beforeEach(() => localStorage.clear());

test('the last 10 opened, newest first, once each, kept per admin', () => {
  for (let n = 1; n <= 12; n++) rememberOpened(7, 'pads', result(n));
  rememberOpened(7, 'pads', result(5));
  const recent = readRecent(7);
  expect(recent).toHaveLength(RECENT_LIMIT);
  expect(recent.map((r) => r.key)).toEqual(['5', '12', '11', '10', '9', '8', '7', '6', '4', '3']);
  expect(recent[0]).toEqual({ area: 'pads', ...result(5) });
  // The same key in another area is another result; another admin has their own list.
  rememberOpened(7, 'users', result(5));
  expect(
    readRecent(7)
      .slice(0, 2)
      .map((r) => `${r.area}:${r.key}`),
  ).toEqual(['users:5', 'pads:5']);
  expect(readRecent(8)).toEqual([]);
  // What held for that query only (a distance from a point) is not kept.
  rememberOpened(7, 'pads', { ...result(20), context: '40 m away' });
  expect(readRecent(7)[0]).toEqual({ area: 'pads', ...result(20) });
});

test('what storage holds is checked: malformed entries and paths outside the panel are dropped', () => {
  localStorage.setItem(
    'pads.search.recent.7',
    JSON.stringify([{ area: 'pads', ...result(1) }, { area: 'pads', ...result(2), path: 'https://evil.example' }, 3]),
  );
  expect(readRecent(7).map((r) => r.key)).toEqual(['1']);
  localStorage.setItem('pads.search.recent.7', '{not json');
  expect(readRecent(7)).toEqual([]);
  expect(readRecent(undefined)).toEqual([]);
});
