import type { ListMeta } from '@pads/core';
import { showingText } from './ShowingLine';

// The API sets `total_capped: true` on a capped total and leaves it out otherwise (ListMeta of @pads/contracts/api).
const meta = (total: number, capped = false): ListMeta => ({
  from: 1,
  to: 20,
  total,
  per_page: 20,
  current_page: 1,
  last_page: Math.ceil(total / 20),
  ...(capped ? { total_capped: true } : {}),
});

test('names the rows shown and the total', () => {
  expect(showingText(meta(95))).toBe('Showing 1-20 of 95 listings');
  expect(showingText({ ...meta(0), from: null, to: null })).toBe('Showing 0 of 0 listings');
});

test('a capped total (a broad keyword) reads as at least that many', () => {
  expect(showingText(meta(1000, true))).toBe('Showing 1-20 of 1000+ listings');
  expect(showingText(meta(1000, false))).toBe('Showing 1-20 of 1000 listings');
});
