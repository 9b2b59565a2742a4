import { emptyStartupRoutes, expectRoutesDeclared, mockApi, renderWithProviders } from '@pads/shared/testing';
import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { userListPage } from './features/user-list/testData';
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
      data: userListPage([
        { id: 7, username: 'averyveryverylongusername', role: 0, premium_state: 'freemium', deleted_at: null },
      ]),
    },
  });
  renderWithProviders(<Routes />, { route: '/dashboard/user-list' });
  expect(await screen.findByRole('heading', { name: 'Users' }, { timeout: 15_000 })).toBeInTheDocument();
  // Usernames stop at 15 characters; role 0 reads Undefined; premium states have their labels.
  const username = await screen.findByRole('link', { name: 'averyveryverylo…' });
  expect(username).toHaveAttribute('href', '/dashboard/user-view/7');
  expect(screen.getByText('Undefined')).toBeInTheDocument();
  expect(screen.getByText('Freemium')).toBeInTheDocument();
  api.restore();
}, 30_000);

it('declares every route it exposes in src/routing.json', () => {
  expectRoutesDeclared(routes, routing);
});
