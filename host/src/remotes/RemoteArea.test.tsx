import { renderWithProviders } from '@pads/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Routes, Route } from 'react-router-dom';
import { loadRemoteRoutes } from './loadRemoteRoutes';
import { RemoteArea } from './RemoteArea';

jest.mock('./loadRemoteRoutes', () => ({ loadRemoteRoutes: jest.fn() }));
const load = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

// Loaded route tables are cached per remote, so each test uses its own remote.
function renderArea(name: 'remote_reports' | 'remote_announcements', route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/*" element={<RemoteArea name={name} />} />
    </Routes>,
    { route },
  );
}

describe('RemoteArea', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows an error panel in place of a remote that fails, and retries in place', async () => {
    load.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
    load.mockResolvedValueOnce([{ path: 'reports/drop-off', element: <h1>Drop-off</h1> }]);
    renderArea('remote_reports', '/dashboard/reports/drop-off');
    expect(await screen.findByText('remote_reports: Failed to fetch mf-manifest.json')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Drop-off' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('remote_reports', { retry: true });
  });

  it('keeps a crashing remote page inside its area', async () => {
    const Crash = () => {
      throw new Error('remote bug');
    };
    load.mockResolvedValueOnce([{ path: 'announcements', element: <Crash /> }]);
    renderArea('remote_announcements', '/dashboard/announcements');
    expect(await screen.findByText('remote_announcements: remote bug')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
