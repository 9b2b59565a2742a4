import { SESSION_STORAGE_KEY } from '@pads/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { StartRoutes } from './StartRoutes';

jest.mock('./loadSignedIn', () => ({
  prefetchSignedIn: jest.fn(),
  loadSignedIn: jest.fn(() => new Promise(() => {})),
  signedInIfLoaded: jest.fn(() => undefined),
}));
const { prefetchSignedIn, loadSignedIn, signedInIfLoaded } = jest.requireMock('./loadSignedIn') as Record<
  string,
  jest.Mock
>;

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <StartRoutes />
    </MemoryRouter>,
  );

describe('StartRoutes', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.clearAllMocks();
  });

  it('draws the login screen for a signed-out visitor without waiting for the signed-in app', async () => {
    renderAt('/login');
    expect(await screen.findByText('Admin panel')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /log in/i })).toBeInTheDocument();
    expect(prefetchSignedIn).toHaveBeenCalled();
    expect(loadSignedIn).not.toHaveBeenCalled();
  });

  it('loads the signed-in app for any other path, and for /login with a stored session', () => {
    renderAt('/dashboard/pad-list');
    expect(screen.getByTestId('start-loading')).toBeInTheDocument();
    expect(loadSignedIn).toHaveBeenCalledTimes(1);

    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: 't', user: null }, version: 0 }));
    renderAt('/login');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('renders a signed-in app loaded while the visitor typed without suspending again', () => {
    signedInIfLoaded.mockReturnValue({ default: () => <p>signed-in app</p> });
    renderAt('/dashboard/pad-list');
    expect(screen.getByText('signed-in app')).toBeInTheDocument();
    expect(screen.queryByTestId('start-loading')).not.toBeInTheDocument();
    expect(loadSignedIn).not.toHaveBeenCalled();
    signedInIfLoaded.mockReturnValue(undefined);
  });
});
