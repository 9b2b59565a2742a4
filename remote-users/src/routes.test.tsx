import { emptyStartupRoutes, expectRoutesDeclared, mockApi, renderWithProviders } from '@pads/shared/testing';
import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import routes from './routes';
import routing from './routing.json';

// Leaflet does not run in jsdom; the map is the shared PadMap's business.
jest.mock('./features/user-list/UserListMap', () => ({ UserListMap: () => <div data-testid="user-map" /> }));

function Routes() {
  return useRoutes([{ path: '/dashboard', children: routes }]);
}

it('exposes the user screens relative to /dashboard', async () => {
  expect(routes.map((route) => route.path)).toEqual(['user-list', 'users', 'user-view/:userId', 'admin-profile']);
  const api = mockApi({
    ...emptyStartupRoutes(),
    'GET /admin/reports': { data: { data: [] } },
    'GET /admin/users': {
      data: {
        data: [{ id: 7, username: 'averyveryverylongusername', role: 0, premium_state: 'freemium', deleted_at: null }],
        columns: [
          { column: 'username', display_name: 'Username', sortable: true },
          { column: 'role', display_name: 'Role', sortable: true },
          { column: 'premium_state', display_name: 'Premium', sortable: false },
        ],
        filterable: [],
        entity: 'users',
        meta: { from: 1, to: 1, total: 1, per_page: 20, current_page: 1, last_page: 1 },
      },
    },
  });
  renderWithProviders(<Routes />, { route: '/dashboard/user-list' });
  expect(await screen.findByRole('heading', { name: 'Users' }, { timeout: 15_000 })).toBeInTheDocument();
  // Usernames stop at 15 characters; role 0 reads Undefined; premium states have their labels.
  expect(await screen.findByTestId('username-7')).toHaveTextContent('averyveryverylo…');
  expect(screen.getByText('Undefined')).toBeInTheDocument();
  expect(screen.getByText('Freemium')).toBeInTheDocument();
  api.restore();
}, 30_000);

it('declares every route it exposes in src/routing.json', () => {
  expectRoutesDeclared(routes, routing);
});
