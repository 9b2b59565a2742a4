import { apiClient, useSessionStore, type AdminUser } from '@pads/shared';
import { apiError, renderWithProviders } from '@pads/shared/testing';
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

let get: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: 't', user: { id: 1 } as AdminUser });
  get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/admin/revisions') return { data: listBody };
    if (url === '/admin/dupe-checker/dupe-report-count') return { data: { data: { dupe_count: 3 } } };
    return { data: { data: [], message: 'Done!' } };
  });
});
afterEach(() => jest.restoreAllMocks());

const listCalls = () => get.mock.calls.filter(([url]) => url === '/admin/revisions');

test('pending and dated by default; tabs; the Duplicates badge; truncated, linked usernames; row links by type', async () => {
  renderWithProviders(<ModerationListPage />, { route: '/dashboard/moderation-list' });
  expect(await screen.findByText('a_very_long_use…')).toHaveAttribute('href', '/dashboard/user-view/5');
  const params = listCalls().at(-1)![1].params;
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
  await waitFor(() => expect(listCalls().at(-1)![1].params.tab).toBe('purgatory'));
  expect(listCalls().at(-1)![1].params['filters[created_at:between]']).toBeUndefined();
});

test('accept an addition and revert an accepted update from the list', async () => {
  renderWithProviders(<ModerationListPage />, { route: '/dashboard/moderation-list' });
  await screen.findByText('pia');
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  await waitFor(() => expect(get).toHaveBeenCalledWith('/admin/revisions/accept/12'));
  fireEvent.click(screen.getByRole('button', { name: 'Revert' }));
  const confirm = await screen.findByText('Put the pad back as it was?');
  fireEvent.click(within(confirm.closest('.ant-popover')! as HTMLElement).getByRole('button', { name: 'Revert' }));
  await waitFor(() => expect(get).toHaveBeenCalledWith('/admin/revisions/revert-moderation/13'));
});

test("'Error {status}' with the server message on a 500", async () => {
  get.mockImplementation(async (url: string) => {
    if (url === '/admin/revisions') throw apiError(500, { message: 'Server exploded' });
    if (url === '/admin/dupe-checker/dupe-report-count') return { data: { data: { dupe_count: 0 } } };
    return { data: { data: [] } };
  });
  renderWithProviders(<ModerationListPage />, { route: '/dashboard/moderation-list' });
  expect(await screen.findByText('Error 500')).toBeInTheDocument();
  expect(screen.getByText('Server exploded')).toBeInTheDocument();
});
