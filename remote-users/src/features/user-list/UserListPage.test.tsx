import { useSessionStore, type AdminUser } from '@pads/shared';
import { emptyStartupRoutes, mockApi, renderWithProviders } from '@pads/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { userListPage } from './testData';
import UserListPage from './UserListPage';

// Leaflet does not run in jsdom; the map has its own test (UserListMap.test.tsx).
jest.mock('./UserListMap', () => ({ UserListMap: () => <div data-testid="user-map" /> }));

// antd's table renders slowly on the shared 2-core machine under load.
jest.setTimeout(90_000);

const LONG_NAME = 'averyveryverylongusername';
const listBody = userListPage([
  { id: 7, username: LONG_NAME, role: 2, premium_state: 'premium', deleted_at: null },
  { id: 8, username: 'fifteen_chars_x', role: 0, premium_state: 'free', deleted_at: null },
]);

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: 't', user: { id: 1, settings: {} } as unknown as AdminUser });
  api = mockApi({
    ...emptyStartupRoutes(),
    'GET /admin/users': { data: listBody },
    'GET /admin/reports': { data: { data: [] } },
  });
});
afterEach(() => api.restore());

const listCalls = () => api.calls.filter((c) => c.method === 'GET' && c.url === '/admin/users');

test('usernames longer than 15 characters are cut with an ellipsis and link to the user page', async () => {
  renderWithProviders(<UserListPage />, { route: '/dashboard/user-list' });
  const long = await screen.findByRole('link', { name: 'averyveryverylo…' });
  expect(long).toHaveAttribute('href', '/dashboard/user-view/7');
  expect(long).toHaveAttribute('title', LONG_NAME);
  // Exactly 15 characters: shown whole.
  expect(screen.getByRole('link', { name: 'fifteen_chars_x' })).toHaveAttribute('href', '/dashboard/user-view/8');
});

test("one 'Export as CSV' (the filter panel's, with 'Export for update'), only while a keyword or filter is active", async () => {
  const { unmount } = renderWithProviders(<UserListPage />, { route: '/dashboard/user-list' });
  await screen.findByRole('link', { name: 'averyveryverylo…' });
  expect(screen.queryByText('Export as CSV')).not.toBeInTheDocument();
  unmount();

  sessionStorage.setItem('list-state:users', JSON.stringify({ keyword: 'pilot' }));
  renderWithProviders(<UserListPage />, { route: '/dashboard/user-list' });
  await screen.findByRole('link', { name: 'averyveryverylo…' });
  expect(listCalls().at(-1)!.params.keyword).toBe('pilot');
  expect(screen.getAllByText('Export as CSV')).toHaveLength(1);
  expect(screen.getByText('Export for update')).toBeInTheDocument();
});

test("a 500 shows 'Error 500' with the server's message and clears the saved list state", async () => {
  api.restore();
  api = mockApi({
    ...emptyStartupRoutes(),
    'GET /admin/users': { status: 500, data: { message: 'The users could not be read' } },
    'GET /admin/reports': { data: { data: [] } },
  });
  sessionStorage.setItem('list-state:users', JSON.stringify({ keyword: 'broken', page: 3 }));
  renderWithProviders(<UserListPage />, { route: '/dashboard/user-list' });
  expect(await screen.findByText('Error 500')).toBeInTheDocument();
  expect(screen.getByText('The users could not be read')).toBeInTheDocument();
  expect(listCalls()[0]!.params).toMatchObject({ keyword: 'broken', page: '3' });
  await waitFor(() => expect(sessionStorage.getItem('list-state:users')).toBeNull());
});
