import { expectRoutesDeclared, renderWithProviders } from '@pads/shared/testing';
import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import routes from './routes';
import routing from './routing.json';

function Routes() {
  return useRoutes([{ path: '/dashboard', children: routes }]);
}

it('exposes the user screens relative to /dashboard', async () => {
  expect(routes.map((route) => route.path)).toEqual(['user-list', 'user-view/:userId', 'admin-profile']);
  renderWithProviders(<Routes />, { route: '/dashboard/user-list' });
  expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
});

it('declares every route it exposes in src/routing.json', () => {
  expectRoutesDeclared(routes, routing);
});
