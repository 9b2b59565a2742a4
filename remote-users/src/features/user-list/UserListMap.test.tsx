import { mockApi, renderWithProviders } from '@pads/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { UserListMap } from './UserListMap';

// Leaflet does not run in jsdom: a stand-in map reports one view, as the real one does once it is drawn.
jest.mock('@pads/shared', () => {
  const actual = jest.requireActual('@pads/shared');
  function ListMap({ onViewChange }: { onViewChange: (view: { bbox: number[]; zoom: number }) => void }) {
    useEffect(() => onViewChange({ bbox: [-20, 40, 10, 62], zoom: 5 }), [onViewChange]);
    return <div data-testid="user-map" />;
  }
  return { ...actual, ListMap };
});

const mapData = { places: [], clusters: [], total: 12, unlocated: 3, zoom: 5, grid: 45 };
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  jest.useFakeTimers();
  api = mockApi({ 'GET /admin/users/index-users-for-map': { data: { data: mapData } } });
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

const mapCalls = () => api.calls.filter((c) => c.url === '/admin/users/index-users-for-map');
const listParams = {
  page: '2',
  sort_column: 'id',
  sort_direction: 'descend',
  keyword: 'pilot',
  'filters[role:equals]': '2',
};

test("the map asks with the list's filters and keyword, and shows who is in view and who has no location", async () => {
  renderWithProviders(<UserListMap listParams={listParams} />);
  expect(await screen.findByTestId('user-map-total')).toHaveTextContent('12 users in view, 3 without a location');
  expect(mapCalls()[0]!.params).toEqual({
    keyword: 'pilot',
    'filters[role:equals]': '2',
    bbox: '-20.000000,40.000000,10.000000,62.000000',
    zoom: '5',
    grid: '45',
  });
});

test("the map search waits 300 ms after the last keystroke and is sent as map_search beside the list's keyword", async () => {
  renderWithProviders(<UserListMap listParams={listParams} />);
  await screen.findByTestId('user-map-total');
  const before = mapCalls().length;
  const search = screen.getByPlaceholderText('Search the map (name, username or email)');
  for (const text of ['l', 'lo', 'lon', 'lond']) {
    fireEvent.change(search, { target: { value: text } });
    act(() => jest.advanceTimersByTime(200));
  }
  // 200 ms after the last keystroke: nothing asked yet.
  expect(mapCalls()).toHaveLength(before);
  act(() => jest.advanceTimersByTime(99));
  expect(mapCalls()).toHaveLength(before);
  await act(async () => jest.advanceTimersByTime(1));
  expect(mapCalls()).toHaveLength(before + 1);
  expect(mapCalls().at(-1)!.params).toMatchObject({
    keyword: 'pilot',
    map_search: 'lond',
    'filters[role:equals]': '2',
  });

  // Under 3 characters the map search is left out.
  fireEvent.change(search, { target: { value: 'lo' } });
  await act(async () => jest.advanceTimersByTime(300));
  expect(mapCalls().at(-1)!.params).not.toHaveProperty('map_search');
  expect(mapCalls().at(-1)!.params).toHaveProperty('keyword', 'pilot');
});
