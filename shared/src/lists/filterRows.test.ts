/**
 * @jest-environment node
 */
import {
  filtersToRows,
  formatFilterDate,
  isRowComplete,
  keywordError,
  newFilterRow,
  rowParamValue,
  rowsToFilters,
} from './filterRows';
import type { FilterableColumn } from './types';

const filterable: FilterableColumn[] = [
  { column: 'category_id', display_name: 'Category', operators: ['equals', 'in'], type: 'multiple', options: [] },
  { column: 'created_at', display_name: 'Created', operators: ['between'], type: 'date' },
];

describe('filter row completeness', () => {
  it('needs a column, an operator and a keyword', () => {
    expect(isRowComplete(newFilterRow())).toBe(false);
    expect(isRowComplete(newFilterRow({ column: 'name' }))).toBe(false);
    expect(isRowComplete(newFilterRow({ column: 'name', operator: 'contains' }))).toBe(false);
    expect(isRowComplete(newFilterRow({ column: 'name', operator: 'contains', value: '  ' }))).toBe(false);
    expect(isRowComplete(newFilterRow({ column: 'name', operator: 'contains', value: 'inn' }))).toBe(true);
    expect(isRowComplete(newFilterRow({ column: 'tags', operator: 'in', value: [] }))).toBe(false);
  });

  it('needs no keyword for is blank / is not blank, and sends true', () => {
    const row = newFilterRow({ column: 'icao', operator: 'is_blank' });
    expect(isRowComplete(row)).toBe(true);
    expect(rowParamValue(row)).toBe('true');
    expect(rowParamValue(newFilterRow({ column: 'icao', operator: 'is_not_blank' }))).toBe('true');
  });

  it('needs both dates of a between', () => {
    expect(isRowComplete(newFilterRow({ column: 'created_at', operator: 'between', value: ['2024-01-01'] }))).toBe(
      false,
    );
    expect(
      isRowComplete(newFilterRow({ column: 'created_at', operator: 'between', value: ['2024-01-01', '2024-01-31'] })),
    ).toBe(true);
  });
});

describe('rows to filters', () => {
  it('sends complete rows only, between as two dates joined by a comma, lists in brackets', () => {
    expect(
      rowsToFilters([
        newFilterRow({ column: 'created_at', operator: 'between', value: ['2024-01-01', '2024-01-31'] }),
        newFilterRow({ column: 'category_id', operator: 'in', value: ['1', '3'] }),
        newFilterRow({ column: 'name', operator: 'contains' }),
        newFilterRow(),
      ]),
    ).toEqual({ 'created_at:between': '2024-01-01,2024-01-31', 'category_id:in': '[1,3]' });
  });

  it('round-trips applied filters back into rows', () => {
    const rows = filtersToRows(
      {
        'created_at:between': '2024-01-01,2024-01-31',
        'category_id:in': '[1,3]',
        'icao:is_blank': 'true',
        'name:contains': 'inn',
      },
      filterable,
    );
    expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
      { column: 'created_at', operator: 'between', value: ['2024-01-01', '2024-01-31'] },
      { column: 'category_id', operator: 'in', value: ['1', '3'] },
      { column: 'icao', operator: 'is_blank' },
      { column: 'name', operator: 'contains', value: 'inn' },
    ]);
    expect(rowsToFilters(rows)).toEqual({
      'created_at:between': '2024-01-01,2024-01-31',
      'category_id:in': '[1,3]',
      'icao:is_blank': 'true',
      'name:contains': 'inn',
    });
  });
});

it('shows filter dates as DD/MM/YYYY', () => {
  expect(formatFilterDate('2024-03-01')).toBe('01/03/2024');
  expect(formatFilterDate('soon')).toBe('soon');
});

it('asks for at least 3 characters of keyword', () => {
  expect(keywordError('')).toBeNull();
  expect(keywordError('ab')).toBe('At least 3 characters');
  expect(keywordError(' ab ')).toBe('At least 3 characters');
  expect(keywordError('abc')).toBeNull();
});
