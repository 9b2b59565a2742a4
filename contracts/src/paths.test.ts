import { MAX_RECORD_ID, routeId } from './paths.ts';

test('a path id names a record only as a whole number from 1 to the largest int4', () => {
  expect(routeId('1')).toBe(1);
  expect(routeId('42')).toBe(42);
  expect(routeId(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
  for (const bad of [
    undefined,
    '',
    'abc',
    '0',
    '-1',
    '1.5',
    '1e3',
    ' 7',
    '0x10',
    String(MAX_RECORD_ID + 1),
    '99999999999',
  ]) {
    expect(routeId(bad)).toBeNull();
  }
});
