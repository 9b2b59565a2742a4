import { useSessionStore } from '@pads/shared';
import { renderWithProviders } from '@pads/shared/testing';
import { screen } from '@testing-library/react';
import { AppRoutes } from './AppRoutes';

describe('AppRoutes', () => {
  it('sends a signed-out visitor of a private route to the login screen', async () => {
    useSessionStore.getState().clearSession();
    renderWithProviders(<AppRoutes />, { route: '/dashboard/pad-list' });
    expect(await screen.findByText('Admin panel')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /log in/i })).toBeInTheDocument();
  });
});
