import { defaultDateRange, rowTarget } from './rowTarget';

test('row navigation by revision type', () => {
  const row = (type: number) => rowTarget({ id: 9, type, pad_id: 42 });
  expect(row(3)).toBe('/dashboard/moderation-revision/9');
  expect(row(2)).toBe('/dashboard/pad-view/42?tab=admin');
  for (const reported of [4, 6, 7]) expect(row(reported)).toBe('/dashboard/pad-view/42?tab=admin&reported_id=9');
  for (const other of [1, 5, 8]) expect(row(other)).toBe('/dashboard/pad-view/42');
});

test('dates from 2021-01-01 to tomorrow', () => {
  expect(defaultDateRange(new Date('2026-12-31T23:00:00Z'))).toBe('2021-01-01,2027-01-01');
});
