import { padRowClass } from './padRowClass';

it('fades unmoderated and archived pads, and marks archived ones', () => {
  expect(padRowClass({ status_id: 3, deleted_at: null })).toBe('');
  expect(padRowClass({ status_id: 1, deleted_at: null })).toBe('pad-row-faded');
  expect(padRowClass({ status_id: 3, deleted_at: '2024-01-01T00:00:00Z' })).toBe('pad-row-faded pad-row-archived');
});
