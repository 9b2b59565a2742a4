// The create dialog on its own: the shared name rules before anything is sent, the created announcement
// opened on success (and the list refreshed), a refusal without a field in the dialog's alert, and
// closing clearing what was typed.
import { paths } from '@pads/shared';
import { createTestQueryClient, mockApi, renderWithProviders, type MockRoute } from '@pads/shared/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { announcementListQueryKey } from '../api/announcementList';
import { CreateAnnouncementModal } from './CreateAnnouncementModal';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

let routes: Record<string, MockRoute>;
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  routes = {};
  api = mockApi(routes);
});
afterEach(() => api.restore());

const onClose = jest.fn();
beforeEach(() => onClose.mockClear());

function renderDialog(open = true) {
  const queryClient = createTestQueryClient();
  const view = renderWithProviders(
    <Routes>
      <Route
        path="/dashboard/announcements"
        element={<CreateAnnouncementModal open={open} nextOrder={4} onClose={onClose} />}
      />
      <Route path="/dashboard/announcements/:id" element={<p>Announcement page</p>} />
    </Routes>,
    { route: paths.announcementList(), queryClient },
  );
  return { ...view, queryClient };
}
const dialog = async () =>
  (await screen.findByText('Create Announcement', { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement;
const posts = () => api.calls.filter((c) => c.method === 'POST' && c.url === '/admin/announcement');

test('the name is required and at least 3 characters before anything is sent', async () => {
  renderDialog();
  const modal = await dialog();
  fireEvent.click(within(modal).getByRole('button', { name: 'Create' }));
  expect(await within(modal).findByText('Please enter name')).toBeInTheDocument();
  fireEvent.change(within(modal).getByLabelText('Announcement Name'), { target: { value: 'ab' } });
  expect(await within(modal).findByText('Must be at least 3 characters')).toBeInTheDocument();
  expect(posts()).toHaveLength(0);
});

test('a created announcement opens at its page, the list is refreshed and the dialog closes', async () => {
  routes['POST /admin/announcement'] = { data: { data: { id: 41, name: 'Summer' } } };
  const { queryClient } = renderDialog();
  queryClient.setQueryData([...announcementListQueryKey(), 'page'], { data: [] });
  const modal = await dialog();
  fireEvent.change(within(modal).getByLabelText('Announcement Name'), { target: { value: ' Summer ' } });
  fireEvent.click(within(modal).getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Announcement page')).toBeInTheDocument();
  expect(posts()[0]!.body).toEqual({ name: 'Summer', order: 4 });
  expect(queryClient.getQueryState([...announcementListQueryKey(), 'page'])!.isInvalidated).toBe(true);
  expect(onClose).toHaveBeenCalled();
});

test('a refusal that names no field shows in the dialog, which stays open; Cancel clears it', async () => {
  routes['POST /admin/announcement'] = { status: 500, data: { message: 'Server error.' } };
  renderDialog();
  const modal = await dialog();
  fireEvent.change(within(modal).getByLabelText('Announcement Name'), { target: { value: 'Autumn' } });
  fireEvent.click(within(modal).getByRole('button', { name: 'Create' }));
  expect(await within(modal).findByTestId('form-alert')).toHaveTextContent('Server error.');
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(within(modal).getByLabelText('Announcement Name')).toHaveValue('');
});
