/**
 * @jest-environment node
 */
import type { ListColumn } from '@pads/core';
import { cellValue, columnHref, columnSortKey, displayValue } from './columnLinks';

const column = (extra: Partial<ListColumn>): ListColumn => ({
  column: 'name',
  display_name: 'Name',
  sort_order: 1,
  relation: null,
  relation_type: null,
  link: null,
  link_column: null,
  link_query: null,
  edit_path: null,
  sortable: true,
  ...extra,
});

it('links a cell by link_column, link_query or placeholders', () => {
  const row = { id: 7, name: 'Inn', user_id: 3 };
  expect(columnHref(row, column({ link: '/dashboard/pad-view', link_column: 'id' }))).toBe('/dashboard/pad-view/7');
  expect(columnHref(row, column({ link: '/dashboard/pad-view/' }))).toBe('/dashboard/pad-view/7');
  expect(columnHref(row, column({ link: '/dashboard/user-list', link_column: 'user_id', link_query: 'user' }))).toBe(
    '/dashboard/user-list?user=3',
  );
  expect(columnHref(row, column({ link: '/dashboard/user-view/{user_id}' }))).toBe('/dashboard/user-view/3');
  expect(columnHref(row, column({}))).toBeNull();
});

it('reads relation columns from the nested relation object', () => {
  const rel = column({ relation: 'submitter', column: 'email' });
  expect(cellValue({ email: 'top', submitter: { email: 'nested' } }, rel)).toBe('nested');
  expect(columnSortKey(rel)).toBe('submitter.email');
});

it('formats timestamps and booleans', () => {
  expect(displayValue('2024-03-01T10:05:00')).toBe('01 Mar 2024 10:05');
  expect(displayValue(true)).toBe('Yes');
  expect(displayValue(null)).toBe('');
});
