/**
 * @jest-environment node
 */
import { LIST_ROW_ARCHIVED, LIST_ROW_FADED } from '@pads/shared';
import { padRowClass } from './padRowClass';

it('fades unmoderated and archived pads, and marks archived ones', () => {
  expect(padRowClass({ status_id: 3, deleted_at: null })).toBe('');
  expect(padRowClass({ status_id: 1, deleted_at: null })).toBe(LIST_ROW_FADED);
  expect(padRowClass({ status_id: 3, deleted_at: '2024-01-01T00:00:00Z' })).toBe(
    `${LIST_ROW_FADED} ${LIST_ROW_ARCHIVED}`,
  );
});
