import { useSessionStore, type AdminUser } from '@pads/shared';
import { createTestQueryClient, mockApi, renderWithProviders } from '@pads/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { prefetchPadList } from './api/padList';
import PadListPage from './PadListPage';

// The map itself is the shared PadMap's business (Leaflet does not run in jsdom).
jest.mock('./PadListMap', () => ({ PadListMap: () => <div data-testid="pad-map" /> }));

const row = (over: Record<string, unknown>) => ({
  id: 1,
  name: 'Alpha Inn',
  category_id: 4,
  status_id: 3,
  is_landing_permitted: true,
  is_phonable: true,
  is_private: false,
  has_invalid_phone: false,
  is_recommended: false,
  deleted_at: null,
  ...over,
});

const listResponse = {
  data: [
    row({ id: 1, is_recommended: true, is_private: true }),
    row({
      id: 2,
      name: 'Beta Field',
      is_phonable: false,
      is_landing_permitted: false,
      has_invalid_phone: true,
      status_id: 1,
    }),
    row({ id: 3, name: 'Gone Pad', deleted_at: '2024-01-01T00:00:00Z' }),
  ],
  columns: [
    { column: 'id', display_name: 'ID', sortable: true },
    { column: 'name', display_name: 'Name', sortable: true, link: '/dashboard/pad-view', link_column: 'id' },
  ],
  filterable: [{ column: 'name', display_name: 'Name', operators: ['contains'], type: 'text' }],
  entity: 'pads',
  summary: [{ key: 4, label: 'Hotel', total: 3, filter: { column: 'category_id', operator: 'equals', value: 4 } }],
  meta: { from: 1, to: 3, total: 3, per_page: 20, current_page: 1, last_page: 1 },
};

const admin: AdminUser = {
  id: 1,
  first_name: 'A',
  last_name: 'B',
  username: 'admin',
  email: 'admin@pads.test',
  role: 1,
  is_tac_accepted: true,
  deleted_at: null,
  settings: { admin_settings: { is_map_on: false } },
};

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: 't', user: admin });
  api = mockApi({
    'GET /admin/pads': { data: listResponse },
    'GET /admin/reports': { data: { data: [] } },
    'PUT /admin/pads/toggle-map': {
      data: { data: { ...admin, settings: { admin_settings: { is_map_on: true } } } },
    },
  });
});
afterEach(() => api.restore());

const listCalls = () => api.calls.filter((call) => call.url === '/admin/pads').map((call) => call.params);

it('draws the page and saved filters the route prefetched at sign-in, without asking again', async () => {
  const queryClient = createTestQueryClient();
  await prefetchPadList(queryClient);
  expect(api.calls.map((call) => call.url).sort()).toEqual(['/admin/pads', '/admin/reports']);

  renderWithProviders(<PadListPage />, { route: '/dashboard/pad-list', queryClient });
  // Drawn in the first render, from the cache.
  expect(screen.getByText('Alpha Inn')).toBeInTheDocument();
  expect(api.calls.map((call) => call.url).sort()).toEqual(['/admin/pads', '/admin/reports']);
});

it('shows the pads with their links, icons, labels and row styles', async () => {
  renderWithProviders(<PadListPage />, { route: '/dashboard/pad-list' });
  expect(await screen.findByText('Alpha Inn')).toHaveAttribute('href', '/dashboard/pad-view/1');
  expect(screen.getByRole('heading', { name: 'Pads' })).toBeInTheDocument();
  expect(screen.getAllByTestId('list-showing')[0]).toHaveTextContent('Showing 1-3 of 3 listings');
  const alpha = screen.getByTestId('pad-name-1');
  expect(within(alpha).getByTestId('pad-recommended')).toBeInTheDocument();
  expect(within(alpha).getByText('Private')).toBeInTheDocument();
  const beta = screen.getByTestId('pad-name-2');
  expect(within(beta).getByTestId('pad-not-phonable')).toBeInTheDocument();
  expect(within(beta).getByTestId('pad-landing-not-permitted')).toBeInTheDocument();
  expect(within(beta).getByText('Invalid phone')).toBeInTheDocument();
  expect(beta.closest('tr')).toHaveClass('list-row-faded');
  expect(screen.getByTestId('pad-name-3').closest('tr')).toHaveClass('list-row-faded', 'list-row-archived');
  expect(screen.getByTestId('export-pads')).toHaveTextContent('Export Pads (CSV)');
  expect(screen.getByTestId('saved-filters')).toHaveClass('ant-select-disabled');
});

it('sends the quick filter as type and starts again at page 1', async () => {
  renderWithProviders(<PadListPage />, { route: '/dashboard/pad-list' });
  await screen.findByText('Alpha Inn');
  fireEvent.click(screen.getByText('Archived Pads'));
  await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ type: 'archived', page: '1' }));
});

it('opens pre-filtered from a deep link', async () => {
  renderWithProviders(<PadListPage />, { route: '/dashboard/pad-list?type=moderated&filters[is_claimed:equals]=1' });
  await screen.findByText('Alpha Inn');
  expect(listCalls()[0]).toMatchObject({ type: 'moderated', 'filters[is_claimed:equals]': '1' });
});

it('filters by a summary total', async () => {
  renderWithProviders(<PadListPage />, { route: '/dashboard/pad-list' });
  fireEvent.click(await screen.findByTestId('summary-4'));
  await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ 'filters[category_id:equals]': '4' }));
});

it('saves the map switch and updates the session user', async () => {
  renderWithProviders(<PadListPage />, { route: '/dashboard/pad-list' });
  await screen.findByText('Alpha Inn');
  expect(screen.queryByTestId('pad-map')).not.toBeInTheDocument();
  fireEvent.click(screen.getByTestId('map-switch'));
  await waitFor(() =>
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'PUT', url: '/admin/pads/toggle-map', body: { is_map_on: true } }),
    ),
  );
  await waitFor(() => expect(useSessionStore.getState().user?.settings?.admin_settings?.is_map_on).toBe(true));
  expect(screen.getByTestId('pad-map')).toBeInTheDocument();
});
