import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@pads/core';
import { mockApi, renderWithProviders } from '../testing';
import { LoginForm } from './LoginForm';

describe('LoginForm', () => {
  beforeEach(() => useSessionStore.getState().clearSession());
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => api?.restore());

  it('validates email and password before calling the server', async () => {
    api = mockApi({});
    renderWithProviders(<LoginForm />);
    await userEvent.click(screen.getByRole('button', { name: /log in/i }));
    expect(await screen.findByText('Please input your email!')).toBeInTheDocument();
    expect(screen.getByText('Please input your password!')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("shows an 'Error' alert with the server's field errors", async () => {
    api = mockApi({
      'POST /auth/login': {
        status: 422,
        data: { message: 'Validation failed', errors: { email: ['These credentials do not match our records.'] } },
      },
    });
    renderWithProviders(<LoginForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'admin@pads.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: /log in/i }));
    const alert = await screen.findByTestId('login-error');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('These credentials do not match our records.');
  });

  it('stores the session and reports the user on success', async () => {
    const user = {
      id: 1,
      first_name: 'A',
      last_name: 'B',
      username: 'ab',
      email: 'a@b.co',
      role: 1,
      is_tac_accepted: true,
      deleted_at: null,
    };
    api = mockApi({ 'POST /auth/login': { data: { token: 'tok', user } } });
    const onSignedIn = jest.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'password');
    await userEvent.click(screen.getByRole('button', { name: /log in/i }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(useSessionStore.getState().token).toBe('tok');
  });
});
