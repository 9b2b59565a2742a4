// The announcements list on the shared list engine, against the fake API: the server's columns and rows
// (published tags, archived rows faded), sorting by a column leaves the drag order (drag handles disabled with
// the reason), the saved filters, and 'Create Announcement' opening its dialog.
import { defaultListState, readListState, useSessionStore, writeListState } from '@pads/shared';
import {
  findNotification,
  keyboardDrag,
  mockApi,
  renderWithProviders,
  testAdmin,
  type MockRoute,
} from '@pads/shared/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ANNOUNCEMENT_LIST_KEY } from '../api/announcementList';
import type { AnnouncementRow } from '../api/types';
import AnnouncementListPage from './AnnouncementListPage';

jest.setTimeout(120_000);
// A shared 2-core machine: antd's table can take seconds to render.
configure({ asyncUtilTimeout: 15_000 });

const row = (over: Partial<AnnouncementRow>): AnnouncementRow => ({
  id: 1,
  name: 'Spring',
  order: 1,
  uploads_count: 2,
  is_published_android: true,
  is_published_ios: false,
  deleted_at: null,
  created_at: '2026-01-02T10:00:00.000Z',
  ...over,
});

const page = (rows: AnnouncementRow[]) => ({
  entity: 'announcements',
  data: rows,
  columns: [
    { column: 'order', display_name: 'Order', sortable: true },
    { column: 'name', display_name: 'Name', sortable: true },
    { column: 'is_published_android', display_name: 'Android', sortable: false },
    { column: 'is_published_ios', display_name: 'iOS', sortable: false },
  ],
  filterable: [],
  meta: { from: 1, to: rows.length, total: rows.length, per_page: 25, current_page: 1, last_page: 1 },
});

let routes: Record<string, MockRoute>;
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.getState().setSession('token', testAdmin);
  routes = {
    'GET /admin/announcement': {
      data: page([row({}), row({ id: 2, name: 'Old news', order: 2, deleted_at: '2024-01-01T00:00:00Z' })]),
    },
    'GET /admin/reports': {
      data: { data: [{ id: 9, name: 'Mine', entity: 'announcements', filters: {}, is_public: false, columns: [] }] },
    },
  };
  api = mockApi(routes);
});
afterEach(() => api.restore());

const listCalls = () => api.calls.filter((c) => c.method === 'GET' && c.url === '/admin/announcement');

test('rows as the server sends them: published tags, the archived row faded, ordered by drag order first', async () => {
  renderWithProviders(<AnnouncementListPage />, { route: '/dashboard/announcements' });
  const spring = (await screen.findByText('Spring')).closest('tr') as HTMLElement;
  expect(within(spring).getByText('Published')).toBeInTheDocument();
  expect(within(spring).getByText('Unpublished')).toBeInTheDocument();
  const archived = screen.getByText('Old news').closest('tr') as HTMLElement;
  expect(archived.className).toMatch(/list-row-archived/);
  expect(spring.className).not.toMatch(/list-row-archived/);
  // The list opens in its drag order (sort by order, ascending).
  expect(listCalls()[0]!.params).toMatchObject({ page: '1', sort_column: 'order', sort_direction: 'ascend' });
  expect(within(spring).getByTestId('row-drag-handle')).not.toHaveClass('disabled');
  expect(screen.getByTestId('saved-filters')).toBeInTheDocument();
});

test('sorting by another column asks the server for it and disables dragging, saying why', async () => {
  renderWithProviders(<AnnouncementListPage />, { route: '/dashboard/announcements' });
  await screen.findByText('Spring');
  fireEvent.click(screen.getAllByText('Name', { selector: '.ant-table-column-title' })[0]!);
  await waitFor(() => expect(listCalls().at(-1)!.params).toMatchObject({ sort_column: 'name' }));
  await waitFor(() => expect(screen.getAllByTestId('row-drag-handle')[0]).toHaveClass('disabled'));
  fireEvent.mouseEnter(screen.getAllByTestId('row-drag-handle')[0]!);
  expect(await screen.findByText('Sort by order to reorder by drag')).toBeInTheDocument();
});

test("'Create Announcement' opens the dialog with the next order; a server error shows on the name", async () => {
  routes['POST /admin/announcement'] = {
    status: 422,
    data: { message: 'The name has already been taken.', errors: { name: ['The name has already been taken.'] } },
  };
  renderWithProviders(<AnnouncementListPage />, { route: '/dashboard/announcements' });
  await screen.findByText('Spring');
  fireEvent.click(screen.getByTestId('announcement-create'));
  const dialog = (await screen.findByText('Create Announcement', { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement;
  fireEvent.change(within(dialog).getByLabelText('Announcement Name'), { target: { value: '  Spring  ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await within(dialog).findByText('The name has already been taken.')).toBeInTheDocument();
  // Spec part 3 §8: a failing create is also an 'Error' notification with the server's message.
  expect(await findNotification('Error')).toHaveTextContent('The name has already been taken.');
  const post = api.calls.find((c) => c.method === 'POST' && c.url === '/admin/announcement');
  // Two rows listed: the new one goes third; the name is sent trimmed.
  expect(post!.body).toEqual({ name: 'Spring', order: 3 });
});

test("an empty list says 'No Data'", async () => {
  routes['GET /admin/announcement'] = { data: page([]) };
  renderWithProviders(<AnnouncementListPage />, { route: '/dashboard/announcements' });
  expect(await within(await screen.findByTestId('announcement-table')).findByText('No Data')).toBeInTheDocument();
});

test('a 500 shows the full error page with the status and message, and clears the saved list state', async () => {
  writeListState(ANNOUNCEMENT_LIST_KEY, defaultListState({ keyword: 'spring', sort_column: 'name' }));
  routes['GET /admin/announcement'] = { status: 500, data: { message: 'Server Error' } };
  renderWithProviders(<AnnouncementListPage />, { route: '/dashboard/announcements' });
  const errorPage = await screen.findByTestId('error-page');
  expect(errorPage).toHaveTextContent('Error 500');
  expect(errorPage).toHaveTextContent('Error: Server Error');
  // The state it was asked with (the saved keyword) is forgotten, so a reload starts clean.
  expect(listCalls()[0]!.params).toMatchObject({ keyword: 'spring' });
  await waitFor(() => expect(readListState(ANNOUNCEMENT_LIST_KEY)).toBeNull());
});

test("a failing reorder shows 'Error' with the server's message and puts the rows back", async () => {
  routes['PUT /admin/announcement/order-announcements'] = { status: 500, data: { message: 'Reorder failed.' } };
  renderWithProviders(<AnnouncementListPage />, { route: '/dashboard/announcements' });
  await screen.findByText('Spring');
  await keyboardDrag(screen.getAllByTestId('row-drag-handle')[0]!, 1);
  expect(await findNotification('Error')).toHaveTextContent('Reorder failed.');
  const put = api.calls.find((c) => c.url === '/admin/announcement/order-announcements')!;
  expect(put.body).toEqual({
    announcement: [
      { id: 2, order: 1 },
      { id: 1, order: 2 },
    ],
  });
  const names = () => screen.getAllByRole('row').map((row) => row.textContent);
  await waitFor(() =>
    expect(names().findIndex((t) => t?.includes('Spring'))).toBeLessThan(
      names().findIndex((t) => t?.includes('Old news')),
    ),
  );
});
