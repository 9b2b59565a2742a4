import { formatDate, formatDateTime } from './formatDate';

test("an instant shows as 'DD MMM YYYY HH:mm', a day as 'DD MMM YYYY'; nothing for none", () => {
  expect(formatDateTime(new Date(2025, 2, 5, 14, 30))).toBe('05 Mar 2025 14:30');
  expect(formatDate(new Date(2025, 2, 5, 14, 30))).toBe('05 Mar 2025');
  expect(formatDateTime(null)).toBe('');
  expect(formatDate('not a date')).toBe('');
});
