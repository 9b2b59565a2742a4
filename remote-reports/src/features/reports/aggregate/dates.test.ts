/**
 * @jest-environment node
 */
import dayjs from 'dayjs';
import { disabledDay, fromParam, rangeParams, toParam } from './dates';

test('dates go to the server as DD-MM-YYYY; a range with a missing end is dropped', () => {
  expect(toParam('2026-03-07')).toBe('07-03-2026');
  expect(rangeParams(['2026-03-07', '2026-04-01'])).toEqual({ from: '07-03-2026', to: '01-04-2026' });
  expect(rangeParams(['2026-03-07', ''])).toEqual({});
  expect(rangeParams(null)).toEqual({});
  // and a kept parameter reads back as the day the picker shows.
  expect(fromParam('07-03-2026')).toBe('2026-03-07');
  expect(fromParam(toParam('2025-12-31'))).toBe('2025-12-31');
});

test('future days are blocked, and days older than the limit when there is one', () => {
  expect(disabledDay()(dayjs().add(1, 'day'))).toBe(true);
  expect(disabledDay()(dayjs())).toBe(false);
  expect(disabledDay(92)(dayjs().subtract(100, 'day'))).toBe(true);
  expect(disabledDay(92)(dayjs().subtract(30, 'day'))).toBe(false);
});
