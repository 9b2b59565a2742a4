import { renderWithProviders } from '@pads/shared/testing';
import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import routes from './routes';

function Routes() {
  return useRoutes([{ path: '/dashboard', children: routes }]);
}

it('exposes the user screens relative to /dashboard', async () => {
  expect(routes.map((route) => route.path)).toEqual(['user-list', 'user-view/:userId', 'admin-profile']);
  renderWithProviders(<Routes />, { route: '/dashboard/user-list' });
  expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
});
