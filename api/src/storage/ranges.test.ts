import { parseContentRange, parseRange, rangeHeader, resolveRange } from './ranges.js';

test('one range is read; several, reversed or foreign ones are ignored', () => {
  expect(parseRange('bytes=0-9')).toEqual({ start: 0, end: 9 });
  expect(parseRange('bytes=100-')).toEqual({ start: 100 });
  expect(parseRange('bytes=-500')).toEqual({ suffix: 500 });
  for (const ignored of [undefined, '', 'bytes=9-3', 'bytes=0-1,4-5', 'items=0-9', 'bytes=-', 'bytes=a-b'])
    expect([ignored, parseRange(ignored)]).toEqual([ignored, undefined]);
});

test('a range is cut to the object; one past its end is not satisfiable', () => {
  expect(resolveRange({ start: 0, end: 9 }, 100)).toEqual({ start: 0, end: 9, size: 100 });
  expect(resolveRange({ start: 90, end: 500 }, 100)).toEqual({ start: 90, end: 99, size: 100 });
  expect(resolveRange({ start: 10 }, 100)).toEqual({ start: 10, end: 99, size: 100 });
  expect(resolveRange({ suffix: 30 }, 100)).toEqual({ start: 70, end: 99, size: 100 });
  expect(resolveRange({ suffix: 300 }, 100)).toEqual({ start: 0, end: 99, size: 100 });
  expect(resolveRange({ start: 100 }, 100)).toBeNull();
  expect(resolveRange({ suffix: 0 }, 100)).toBeNull();
  expect(resolveRange({ suffix: 5 }, 0)).toBeNull();
});

test('the header sent on and the Content-Range read back', () => {
  expect(rangeHeader({ start: 5 })).toBe('bytes=5-');
  expect(rangeHeader({ start: 5, end: 9 })).toBe('bytes=5-9');
  expect(rangeHeader({ suffix: 7 })).toBe('bytes=-7');
  expect(parseContentRange('bytes 0-9/1234')).toEqual({ start: 0, end: 9, size: 1234 });
  expect(parseContentRange('bytes */1234')).toBeUndefined();
});
