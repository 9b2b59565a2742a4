import { paths, useSessionStore, type AdminUser } from '@pads/shared';
import { emptyStartupRoutes, mockApi, renderWithProviders, type MockRoute } from '@pads/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mergePad } from '../../merge-screen/testPads';
import DuplicateMergePage from './DuplicateMergePage';

jest.mock('../../merge-screen/MergeMaps', () => ({ MergeMaps: () => <div data-testid="merge-maps" /> }));

const NOT_DUPLICATE = 'PUT /admin/pads/toggle-not-duplicated/1/2';
let routes: Record<string, MockRoute>;
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: 't', user: { id: 1 } as AdminUser });
  routes = {
    ...emptyStartupRoutes(),
    'GET /admin/dupe-checker/show/1/2': {
      data: {
        data: {
          original: mergePad({ id: 1 }),
          duplicate: mergePad({ id: 2, name: 'Hilltop Farm Field' }),
          distance: 30,
        },
      },
    },
  };
  api = mockApi(routes);
});
afterEach(() => api.restore());

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/reports/duplicate-report/:prevPadId/:nextPadId" element={<DuplicateMergePage />} />
      <Route path={paths.duplicateList()} element={<p>Duplicate list</p>} />
    </Routes>,
    { route: '/dashboard/reports/duplicate-report/1/2' },
  );

test("'Mark as NOT duplicate' failing shows 'Error {status}' with the message and stays on the pair", async () => {
  routes[NOT_DUPLICATE] = { status: 500, data: { message: 'The pair could not be saved.' } };
  renderPage();
  await screen.findByText('Hilltop Farm Field');
  await userEvent.click(screen.getByRole('button', { name: 'Mark as NOT duplicate' }));
  expect(await screen.findByText('Error 500')).toBeInTheDocument();
  expect(screen.getByText('The pair could not be saved.')).toBeInTheDocument();
  expect(api.calls.filter((c) => `${c.method} ${c.url}` === NOT_DUPLICATE)).toHaveLength(1);
  expect(screen.queryByText('Duplicate list')).not.toBeInTheDocument();
  expect(screen.getByTestId('merge-screen')).toBeInTheDocument();
});

test("'Mark as NOT duplicate' succeeding says so and opens the list when no cached pair is left", async () => {
  routes[NOT_DUPLICATE] = { data: { data: { is_not_duplicate: true } } };
  renderPage();
  await screen.findByText('Hilltop Farm Field');
  await userEvent.click(screen.getByRole('button', { name: 'Mark as NOT duplicate' }));
  await waitFor(() => expect(screen.getByText('Duplicate list')).toBeInTheDocument());
  expect(screen.getByText('Done!')).toBeInTheDocument();
});
