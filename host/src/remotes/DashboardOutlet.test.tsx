import { createTestQueryClient, renderWithProviders } from '@pads/shared/testing';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { DashboardOutlet } from './DashboardOutlet';
import { loadRemoteRoutes } from './loadRemoteRoutes';
import type { RemoteDirectory } from './remoteDirectory';
import { directoryOf, ROUTING } from './testing/directory';
import { remoteDirectoryKeys } from './useRemoteDirectory';

jest.mock('./loadRemoteRoutes', () => ({ loadRemoteRoutes: jest.fn() }));
const load = loadRemoteRoutes as jest.MockedFunction<typeof loadRemoteRoutes>;

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function renderOutlet(route: string, directory: RemoteDirectory) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(remoteDirectoryKeys.all, directory);
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/*" element={<DashboardOutlet />} />
    </Routes>,
    { route, queryClient },
  );
}

describe('DashboardOutlet', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockImplementation(async (name) => [
      { path: 'reports/*', element: <h1>{name}</h1> },
      { path: 'pad-list', element: <Where /> },
    ]);
  });

  it('hands a path to the remote with the longest declared prefix', async () => {
    renderOutlet('/dashboard/reports/duplicate-report/1/2', directoryOf());
    expect(await screen.findByRole('heading', { name: 'remote_moderation' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('remote_moderation', { retry: false });
  });

  it('sends an unknown path to the pad list', async () => {
    renderOutlet('/dashboard/nowhere', directoryOf());
    expect(await screen.findByText('/dashboard/pad-list')).toBeInTheDocument();
  });

  it('shows the error panel, not a redirect, while a remote never seen before is down', async () => {
    const { remote_reports: _reports, ...others } = ROUTING;
    const directory = {
      ...directoryOf(others),
      unavailable: [{ name: 'remote_reports' as const, error: new Error('Failed to fetch') }],
    };
    renderOutlet('/dashboard/reports/drop-off', directory);
    expect(await screen.findByText('remote_reports: Failed to fetch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
