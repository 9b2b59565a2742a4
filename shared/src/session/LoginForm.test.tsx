import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@pads/core';
import { fill, mockApi, renderWithProviders, testAdmin } from '../testing';
import { LoginForm } from './LoginForm';

const user = testAdmin;

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
    await fill(screen.getByLabelText('Email'), 'admin@pads.test');
    await fill(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: /log in/i }));
    const alert = await screen.findByTestId('login-error');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('These credentials do not match our records.');
  });

  it('stores the session and reports the user on success', async () => {
    api = mockApi({ 'POST /auth/login': { data: { token: 'tok', user } } });
    const onSignedIn = jest.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await fill(screen.getByLabelText('Email'), 'a@b.co');
    await fill(screen.getByLabelText('Password'), 'password');
    await userEvent.click(screen.getByRole('button', { name: /log in/i }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(useSessionStore.getState().token).toBe('tok');
  });

  it('asks for the authenticator code when the admin has two-factor sign-in, then signs in', async () => {
    api = mockApi({
      'POST /auth/login': { data: { two_factor: 'verify', challenge: 'ch-1' } },
      'POST /auth/login/two-factor': (request) =>
        (request.body as { code?: string }).code === '123456'
          ? { data: { token: 'tok-2fa', user } }
          : { status: 422, data: { message: 'x', errors: { code: ['This code is not valid. Please try again.'] } } },
    });
    const onSignedIn = jest.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await fill(screen.getByLabelText('Email'), 'a@b.co');
    await fill(screen.getByLabelText('Password'), 'password');
    await userEvent.click(screen.getByRole('button', { name: /log in/i }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
    // Checked before sending.
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please input the code from your authenticator app!')).toBeInTheDocument();
    await fill(screen.getByLabelText('Authentication code'), '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('This code is not valid. Please try again.');
    await userEvent.clear(screen.getByLabelText('Authentication code'));
    await fill(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(useSessionStore.getState().token).toBe('tok-2fa');
    expect(api.calls.filter((c) => c.url === '/auth/login/two-factor').map((c) => c.body)).toEqual([
      { challenge: 'ch-1', code: '999999' },
      { challenge: 'ch-1', code: '123456' },
    ]);
  });

  it('signs in with a recovery code instead', async () => {
    api = mockApi({
      'POST /auth/login': { data: { two_factor: 'verify', challenge: 'ch-2' } },
      'POST /auth/login/two-factor': { data: { token: 'tok-rc', user } },
    });
    const onSignedIn = jest.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await fill(screen.getByLabelText('Email'), 'a@b.co');
    await fill(screen.getByLabelText('Password'), 'password');
    await userEvent.click(screen.getByRole('button', { name: /log in/i }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await fill(screen.getByLabelText('Recovery code'), 'ABCD-EFGH-JKLM-NPQR');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(api.calls.at(-1)?.body).toEqual({ challenge: 'ch-2', recovery_code: 'ABCD-EFGH-JKLM-NPQR' });
  });

  it('sets the app up at sign-in when it is required, and shows the recovery codes before going on', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-DD${String(i).padStart(2, '0')}`);
    api = mockApi({
      'POST /auth/login': {
        data: {
          two_factor: 'setup',
          challenge: 'ch-3',
          setup: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_code: 'data:image/png;base64,AA==' },
        },
      },
      'POST /auth/login/two-factor': { data: { token: 'tok-new', user, recovery_codes: codes } },
    });
    const onSignedIn = jest.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await fill(screen.getByLabelText('Email'), 'a@b.co');
    await fill(screen.getByLabelText('Password'), 'password');
    await userEvent.click(screen.getByRole('button', { name: /log in/i }));
    expect(await screen.findByText('Set up two-factor sign-in')).toBeInTheDocument();
    expect(screen.getByAltText('QR code for your authenticator app')).toHaveAttribute(
      'src',
      'data:image/png;base64,AA==',
    );
    expect(screen.getByTestId('two-factor-key')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await fill(screen.getByLabelText('Authentication code'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Save your recovery codes')).toBeInTheDocument();
    expect(screen.getByTestId('recovery-codes')).toHaveTextContent(codes[9]!);
    // Not signed in (not taken away) until the codes are acknowledged.
    expect(useSessionStore.getState().token).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSignedIn).toHaveBeenCalledWith(user);
    expect(useSessionStore.getState().token).toBe('tok-new');
  });

  it('goes back to the password when the second step has expired, with the reason', async () => {
    api = mockApi({
      'POST /auth/login': { data: { two_factor: 'verify', challenge: 'ch-4' } },
      'POST /auth/login/two-factor': {
        status: 422,
        data: { message: 'x', errors: { challenge: ['This sign-in has expired. Please sign in again.'] } },
      },
    });
    renderWithProviders(<LoginForm />);
    await fill(screen.getByLabelText('Email'), 'a@b.co');
    await fill(screen.getByLabelText('Password'), 'password');
    await userEvent.click(screen.getByRole('button', { name: /log in/i }));
    await fill(await screen.findByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'This sign-in has expired. Please sign in again.',
    );
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('a@b.co');
  });

  it('says why the last session ended, also after the sign-in page loads again, until the admin signs in', async () => {
    api = mockApi({
      'POST /auth/login': { status: 422, data: { message: 'These credentials do not match our records.' } },
    });
    const notice = 'You were signed out after 30 minutes without activity. Please sign in again.';
    sessionStorage.setItem('pads-admin-signed-out', notice);
    // The panel draws the sign-in screen as the session ends, then loads /login afresh: both show it.
    const { unmount } = renderWithProviders(<LoginForm />);
    expect(await screen.findByTestId('login-notice')).toHaveTextContent(notice);
    unmount();
    const again = renderWithProviders(<LoginForm />);
    expect(await screen.findByTestId('login-notice')).toHaveTextContent(notice);
    // Signing in is what retires it.
    await fill(screen.getByLabelText('Email'), 'a@b.co');
    await fill(screen.getByLabelText('Password'), 'password');
    await userEvent.click(screen.getByRole('button', { name: /log in/i }));
    await waitFor(() => expect(screen.queryByTestId('login-notice')).not.toBeInTheDocument());
    again.unmount();
    renderWithProviders(<LoginForm />);
    expect(screen.queryByTestId('login-notice')).not.toBeInTheDocument();
  });
});
