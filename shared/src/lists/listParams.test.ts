/**
 * @jest-environment node
 */
import { buildListParams, defaultListState, hasActiveFilter, listStateFromQuery } from './listParams';

describe('buildListParams', () => {
  it('sends page, direction, filters, list params and extras, leaving the default id order unnamed', () => {
    const state = defaultListState({
      page: 3,
      filters: { 'status_id:equals': '1', 'created_at:between': '2024-01-01,2024-02-01' },
      params: { type: 'moderated' },
    });
    expect(buildListParams(state, { zoom: 5, bbox: undefined })).toEqual({
      page: '3',
      sort_direction: 'descend',
      'filters[status_id:equals]': '1',
      'filters[created_at:between]': '2024-01-01,2024-02-01',
      type: 'moderated',
      zoom: '5',
    });
  });

  it('names a chosen sort column', () => {
    expect(buildListParams(defaultListState({ sort_column: 'name', sort_direction: 'ascend' }))).toMatchObject({
      sort_column: 'name',
      sort_direction: 'ascend',
    });
  });

  it("sends no sort for an empty sort column: the server's own order (the reports)", () => {
    expect(buildListParams(defaultListState({ sort_column: '', params: { from: '01-02-2025' } }))).toEqual({
      page: '1',
      from: '01-02-2025',
    });
  });

  it('sends the keyword only from 3 characters, trimmed', () => {
    expect(buildListParams(defaultListState({ keyword: ' ab ' }))).not.toHaveProperty('keyword');
    expect(buildListParams(defaultListState({ keyword: ' abc ' }))).toHaveProperty('keyword', 'abc');
  });
});

describe('deep links', () => {
  it('reads filters[...] and the list params it accepts', () => {
    expect(listStateFromQuery('?filters[is_claimed:equals]=1&type=moderated&other=x', ['type'])).toEqual({
      filters: { 'is_claimed:equals': '1' },
      params: { type: 'moderated' },
    });
  });

  it('reads an encoded filter key', () => {
    expect(listStateFromQuery('?filters%5Bis_claimed%3Aequals%5D=1')).toEqual({
      filters: { 'is_claimed:equals': '1' },
      params: {},
    });
  });

  it('is null without list params', () => {
    expect(listStateFromQuery('?tab=2', ['type'])).toBeNull();
    expect(listStateFromQuery('')).toBeNull();
  });
});

it('counts a filter or a keyword as active', () => {
  expect(hasActiveFilter({ filters: {}, keyword: '' })).toBe(false);
  expect(hasActiveFilter({ filters: {}, keyword: 'pub' })).toBe(true);
  expect(hasActiveFilter({ filters: { 'a:equals': '1' }, keyword: '' })).toBe(true);
});

describe('summary bar', () => {
  const { filtersForSummary } = jest.requireActual('./SummaryBar') as typeof import('./SummaryBar');
  const entry = {
    key: 3,
    label: 'Landing Site',
    total: 5,
    filter: { column: 'category_id', operator: 'equals' as const, value: 3 },
  };
  it('replaces filters on the same column, keeps the others, and toggles off', () => {
    const next = filtersForSummary({ 'category_id:in': '[1,2]', 'name:contains': 'inn' }, entry);
    expect(next).toEqual({ 'name:contains': 'inn', 'category_id:equals': '3' });
    expect(filtersForSummary(next, entry)).toEqual({ 'name:contains': 'inn' });
  });
});

describe('the campaign link format', () => {
  it('reads filters=true&column&operator "where in"&keyword as one in-filter', () => {
    expect(listStateFromQuery('?filters=true&column=userCampaign.campaign_id&operator=where%20in&keyword=[7]')).toEqual(
      { filters: { 'userCampaign.campaign_id:in': '[7]' }, params: {} },
    );
  });
});
