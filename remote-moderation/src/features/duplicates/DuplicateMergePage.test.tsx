import { paths, useSessionStore, type AdminUser } from '@pads/shared';
import {
  emptyStartupRoutes,
  expectNotFoundPanels,
  mockApi,
  noClaimsRoutes,
  renderWithProviders,
  testClaim,
  type MockRoute,
} from '@pads/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mergePad } from '../../merge-screen/testPads';
import DuplicateMergePage from './DuplicateMergePage';
import { cachePairs, nextCachedPair } from './pairCache';
import type { PairRow } from './api/duplicates';

jest.mock('../../merge-screen/MergeMaps', () => ({ MergeMaps: () => <div data-testid="merge-maps" /> }));

const NOT_DUPLICATE = 'PUT /admin/pads/toggle-not-duplicated/1/2';
let routes: Record<string, MockRoute>;
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: 't', user: { id: 1 } as AdminUser });
  routes = {
    ...emptyStartupRoutes(),
    ...noClaimsRoutes(),
    'PUT /admin/claims/pair/1/2': {
      data: { data: { mine: true, claim: testClaim('pair', 1, 2, { id: 1, name: 'Me' }) } },
    },
    'DELETE /admin/claims/pair/1/2': { data: { data: { released: true } } },
    'GET /admin/dupe-checker/show/1/2': {
      data: {
        data: {
          original: mergePad({ id: 1, submitter: { id: 21, username: 'orla' } }),
          duplicate: mergePad({ id: 2, name: 'Hilltop Farm Field', submitter: { id: 22, username: 'dara' } }),
          distance: 30,
        },
      },
    },
  };
  api = mockApi(routes);
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

const renderPage = (route = paths.duplicateReport(1, 2)) =>
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/reports/duplicate-report/:prevPadId/:nextPadId" element={<DuplicateMergePage />} />
      <Route path={paths.duplicateList()} element={<p>Duplicate list</p>} />
    </Routes>,
    { route },
  );

test('a malformed or unknown pad id on either side shows the not-found panel; a malformed one is not asked for', async () => {
  routes['GET /admin/dupe-checker/show/1/999'] = { status: 404, data: { message: 'Pad not found.' } };
  await expectNotFoundPanels('duplicatePair', {
    pathsFor: (id) => [paths.duplicateReport(id, 2), paths.duplicateReport(1, id)],
    unknown: [paths.duplicateReport(1, 999)],
    open: renderPage,
  });
  expect(api.calls.filter((c) => c.url.startsWith('/admin/dupe-checker')).map((c) => c.url)).toEqual([
    '/admin/dupe-checker/show/1/999',
  ]);
});

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
  // Spec part 3 §8: 'Success' with 'Done!'.
  const notice = screen.getByText('Done!').closest('.ant-notification-notice') as HTMLElement;
  expect(within(notice).getByText('Success')).toBeInTheDocument();
});

test('the Submitter row shows each pad’s submitter as a link, and Automatic merge between them', async () => {
  renderPage();
  await screen.findByText('Hilltop Farm Field');
  const row = document.getElementById('merge-row-submitter')!;
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['orla', 'Automatic merge', 'dara']);
  expect(
    within(row)
      .getAllByTestId('user-link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/dashboard/user-view/21', '/dashboard/user-view/22']);
});

test("a merge says 'Success!' with 'Go to pad' for 10 s, as in revision mode, then opens the list", async () => {
  routes['POST /admin/dupe-checker/merge-pads/1/2'] = { data: { data: { id: 1, name: 'Hilltop Farm' } } };
  jest.useFakeTimers();
  renderPage();
  await screen.findByText('Hilltop Farm Field');
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  // The confirm prompt's own 'Save changes'.
  const confirm = (await screen.findByRole('dialog')) as HTMLElement;
  fireEvent.click(within(confirm).getByRole('button', { name: 'Save changes' }));
  const notice = (await screen.findByText('Success!')).closest('.ant-notification-notice') as HTMLElement;
  expect(within(notice).getByRole('link', { name: 'Go to pad' })).toHaveAttribute('href', '/dashboard/pad-view/1');
  expect(await screen.findByText('Duplicate list')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(9_000));
  expect(screen.getByText('Success!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1_500));
  await waitFor(() => expect(screen.queryByText('Success!')).not.toBeInTheDocument());
});

test('leaving the reports area from a pair clears the cached pairs (spec part 3 §4)', async () => {
  cachePairs([{ original_id: 1, dupe_id: 2 } as PairRow, { original_id: 3, dupe_id: 4 } as PairRow]);
  const view = renderPage();
  await screen.findByText('Hilltop Farm Field');
  window.history.pushState({}, '', paths.padList());
  view.unmount();
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  expect(nextCachedPair(1, 2)).toBeNull();
});

describe('a team working the pairs (issue 35)', () => {
  const pair = (a: number, b: number) => ({ original_id: a, dupe_id: b }) as PairRow;

  test("another admin's pair: read-only with '{name} is reviewing this'", async () => {
    routes['PUT /admin/claims/pair/1/2'] = { data: { data: { mine: false, claim: testClaim('pair', 1, 2) } } };
    renderPage();
    expect(await screen.findByTestId('claim-banner')).toHaveTextContent('Bea Second is reviewing this');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark as NOT duplicate' })).toBeDisabled();
  });

  test('after a merge the next pair nobody else is reviewing opens; its notice offers Undo, which reopens the pair', async () => {
    // In the reports area (an earlier test left the window elsewhere, which clears the cached pairs).
    window.history.pushState({}, '', paths.duplicateReport(1, 2));
    cachePairs([pair(1, 2), pair(3, 4), pair(5, 6)]);
    routes['GET /admin/claims'] = { data: { data: [testClaim('pair', 3, 4)] } };
    routes['POST /admin/dupe-checker/merge-pads/1/2'] = {
      data: { data: { id: 1, name: 'Hilltop Farm' }, undo: { id: 77, expires_at: new Date().toISOString() } },
    };
    routes['POST /admin/undo/77'] = { data: { data: { id: 77, action: 'duplicate_merged', pad_ids: [1, 2] } } };
    routes['GET /admin/dupe-checker/show/5/6'] = { status: 404, data: { message: 'Pad not found.' } };
    renderPage();
    await screen.findByText('Hilltop Farm Field');
    await waitFor(() => expect(api.calls.some((c) => c.url === '/admin/claims')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    fireEvent.click(
      within((await screen.findByRole('dialog')) as HTMLElement).getByRole('button', { name: 'Save changes' }),
    );
    await waitFor(() => expect(api.calls.some((c) => c.url === '/admin/dupe-checker/show/5/6')).toBe(true));
    expect(api.calls.some((c) => c.url === '/admin/dupe-checker/show/3/4')).toBe(false);
    const notice = (await screen.findByText('Success!')).closest('.ant-notification-notice') as HTMLElement;
    await userEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    expect(await screen.findByText('Hilltop Farm Field')).toBeInTheDocument();
  });
});
