import { useSessionStore, type AdminUser } from '@pads/shared';
import { mockApi, noClaimsRoutes, renderWithProviders, testClaim } from '@pads/shared/testing';
import userEvent from '@testing-library/user-event';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ModerationListPage from './ModerationListPage';

// antd's table renders slowly on the shared 2-core machine under load.
jest.setTimeout(90_000);

const columns = [
  { column: 'id', display_name: 'ID' },
  { column: 'type_name', display_name: 'Type' },
  { column: 'username', relation: 'user', display_name: 'Submitted by' },
];
const rows = [
  {
    id: 11,
    type: 3,
    type_name: 'Update',
    status: 1,
    pad_id: 42,
    user_id: 5,
    user: { username: 'a_very_long_username' },
  },
  { id: 12, type: 1, type_name: 'Addition', status: 1, pad_id: 43, user_id: 5, user: { username: 'pia' } },
  { id: 13, type: 3, type_name: 'Update', status: 2, pad_id: 44, user_id: null, reverted_at: null },
];
const listBody = { data: rows, meta: { from: 1, to: 3, total: 3, per_page: 25 }, columns, filterable: [] };

const done = { data: { data: [], message: 'Done!' } };
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: 't', user: { id: 1 } as AdminUser });
  api = mockApi({
    ...noClaimsRoutes(),
    'GET /admin/revisions/queue-health': { data: { data: { tabs: [], decisions: [], now: new Date().toISOString() } } },
    'GET /admin/revisions': { data: listBody },
    'GET /admin/dupe-checker/dupe-report-count': { data: { data: { dupe_count: 3 } } },
    'GET /admin/reports': { data: { data: [] } },
    'GET /admin/revisions/accept/12': done,
    'GET /admin/revisions/revert-moderation/13': done,
  });
});
afterEach(() => api.restore());

const listCalls = () => api.calls.filter((c) => c.method === 'GET' && c.url === '/admin/revisions');
const called = (url: string) => api.calls.some((c) => c.method === 'GET' && c.url === url);

test('pending and dated by default; tabs; the Duplicates badge; truncated, linked usernames; row links by type', async () => {
  renderWithProviders(<ModerationListPage />, { route: '/dashboard/moderation-list' });
  expect(await screen.findByText('a_very_long_use…')).toHaveAttribute('href', '/dashboard/user-view/5');
  const params = listCalls().at(-1)!.params;
  expect(params['filters[status:in]']).toBe('[1]');
  expect(params['filters[created_at:between]']).toMatch(/^2021-01-01,\d{4}-\d{2}-\d{2}$/);
  expect(screen.getByText('3')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '11' })).toHaveAttribute('href', '/dashboard/moderation-revision/11');
  expect(screen.getByRole('link', { name: '12' })).toHaveAttribute('href', '/dashboard/pad-view/43');
  for (const tab of [
    'All',
    'Pad Additions',
    'Purgatory',
    'Reported',
    'Claims',
    'Updates',
    'Moderation requested',
    'Converted',
  ])
    expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('tab', { name: 'Purgatory' }));
  await waitFor(() => expect(listCalls().at(-1)!.params.tab).toBe('purgatory'));
  expect(listCalls().at(-1)!.params['filters[created_at:between]']).toBeUndefined();
});

test('accept an addition and revert an accepted update from the list', async () => {
  renderWithProviders(<ModerationListPage />, { route: '/dashboard/moderation-list' });
  await screen.findByText('pia');
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(called('/admin/revisions/accept/12')).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: 'Revert' }));
  const confirm = await screen.findByText('Put the pad back as it was?');
  fireEvent.click(within(confirm.closest('.ant-popover')! as HTMLElement).getByRole('button', { name: 'Revert' }));
  await waitFor(() => expect(called('/admin/revisions/revert-moderation/13')).toBe(true));
});

test("'Error {status}' with the server message on a 500", async () => {
  api.restore();
  api = mockApi({
    ...noClaimsRoutes(),
    'GET /admin/revisions/queue-health': { data: { data: { tabs: [], decisions: [], now: new Date().toISOString() } } },
    'GET /admin/revisions': { status: 500, data: { message: 'Server exploded' } },
    'GET /admin/dupe-checker/dupe-report-count': { data: { data: { dupe_count: 0 } } },
    'GET /admin/reports': { data: { data: [] } },
  });
  renderWithProviders(<ModerationListPage />, { route: '/dashboard/moderation-list' });
  expect(await screen.findByText('Error 500')).toBeInTheDocument();
  expect(screen.getByText('Server exploded')).toBeInTheDocument();
});

describe('a team working the queue (issue 35)', () => {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
  const routes = () => ({
    ...noClaimsRoutes(),
    'GET /admin/claims': { data: { data: [testClaim('revision', 11)] } },
    'GET /admin/revisions/queue-health': {
      data: {
        data: {
          tabs: [
            { tab: 'all', pending: 7, oldest_at: hoursAgo(5) },
            { tab: 'additions', pending: 3, oldest_at: hoursAgo(2) },
            { tab: 'purgatory', pending: 0, oldest_at: null },
          ],
          decisions: [{ admin: { id: 99, name: 'Bea Second' }, accepted: 4, rejected: 1 }],
          now: new Date().toISOString(),
        },
      },
    },
    'GET /admin/revisions': { data: listBody },
    'GET /admin/dupe-checker/dupe-report-count': { data: { data: { dupe_count: 3 } } },
    'GET /admin/reports': { data: { data: [] } },
    'GET /admin/revisions/accept/12': {
      data: { message: 'Done!', data: {}, undo: { id: 55, expires_at: new Date(Date.now() + 30_000).toISOString() } },
    },
    'POST /admin/undo/55': { data: { data: { id: 55, action: 'revision_accepted', pad_ids: [43] } } },
  });

  test("who is reviewing a row and since when; each tab's pending count and oldest item; decisions in 24 h", async () => {
    api.restore();
    api = mockApi(routes());
    renderWithProviders(<ModerationListPage />, { route: '/dashboard/moderation-list' });
    const claimed = await screen.findByTestId('claim-tag');
    expect(claimed).toHaveTextContent(/^Bea Second since \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d$/);
    expect(claimed.closest('tr')).toHaveAttribute('data-row-key', '11');
    const additions = await screen.findByTestId('tab-count-additions');
    expect(additions).toHaveTextContent('Pad Additions 3');
    expect(screen.getByTestId('oldest-additions')).toHaveTextContent('Pad Additions 2 h');
    expect(screen.getByTestId('oldest-all')).toHaveTextContent('All 5 h');
    expect(screen.queryByTestId('oldest-purgatory')).not.toBeInTheDocument();
    expect(screen.getByTestId('decisions-24h')).toHaveTextContent('Bea Second: 4 accepted, 1 rejected');
  });

  test('Accept shows Undo in its notice; Undo takes it back on the server', async () => {
    api.restore();
    api = mockApi(routes());
    renderWithProviders(<ModerationListPage />, { route: '/dashboard/moderation-list' });
    await screen.findByText('pia');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const notice = (await screen.findByText('Done!')).closest('.ant-notification-notice') as HTMLElement;
    await userEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST' && c.url === '/admin/undo/55')).toHaveLength(1);
  });
});
