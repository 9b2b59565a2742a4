// The announcement's page against the fake API: a link that names no announcement, the tabs waiting for the
// name, archive and unarchive with their texts, and the spec's error catalogue (part 3 §8): every failing
// call (rename, archive, publish, upload, reorder) shows 'Error' with the server's message, while a failed
// slide removal is swallowed and the slides read again.
import { paths } from '@pads/shared';
import {
  expectNotFoundPanels,
  findNotification,
  keyboardDrag,
  mockApi,
  renderAtRoute,
  type MockRoute,
} from '@pads/shared/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Announcement } from '../api/types';
import AnnouncementPage from './AnnouncementPage';
import { testAnnouncement } from './testAnnouncement';

jest.setTimeout(120_000);
// A shared 2-core machine: antd renders can take seconds; the assertions stay strict.
configure({ asyncUtilTimeout: 15_000 });

const SHOW = 'GET /admin/announcement/show/1';
const answer = (announcement: Announcement): MockRoute => ({ data: { data: announcement } });
const failing = (message: string): MockRoute => ({ status: 500, data: { message } });

let routes: Record<string, MockRoute>;
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  routes = { [SHOW]: answer(testAnnouncement(2, 0)) };
  api = mockApi(routes);
});
afterEach(() => api.restore());

const renderPage = (route = paths.announcementView(1)) =>
  renderAtRoute('/dashboard/announcements/:id', <AnnouncementPage />, route);
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const shows = () => api.calls.filter((c) => `${c.method} ${c.url}` === SHOW);

/** The notification 'Error' carrying `message`. */
const expectError = async (message: string) => {
  const notice = await findNotification('Error');
  expect(notice).toHaveTextContent(message);
  act(() => within(notice).getByRole('button', { name: /close/i }).click());
};

test('a malformed or unknown announcement id shows the not-found panel; a malformed one is not asked for', async () => {
  routes['GET /admin/announcement/show/999'] = { status: 404, data: { message: 'Announcement not found.' } };
  await expectNotFoundPanels('announcement', {
    pathsFor: paths.announcementView,
    unknown: [paths.announcementView(999)],
    open: renderPage,
  });
  expect(api.calls.map((c) => c.url)).toEqual(['/admin/announcement/show/999']);
});

test('the platform tabs are disabled until the name is loaded', async () => {
  let release: (reply: { data: unknown }) => void = () => undefined;
  routes[SHOW] = () => new Promise((resolve) => (release = resolve));
  renderPage();
  await waitFor(() => expect(shows()).toHaveLength(1));
  expect(tab(/^Android/)).toHaveAttribute('aria-disabled', 'true');
  expect(tab(/^iOS/)).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByTestId('archive-toggle')).toBeDisabled();
  act(() => release({ data: { data: testAnnouncement(2, 0, true, { name: 'Spring news' }) } }));
  expect(await screen.findByTestId('announcement-name')).toHaveTextContent('Spring news');
  expect(tab(/^Android \(on\)/)).not.toHaveAttribute('aria-disabled', 'true');
  expect(tab(/^iOS \(off\)/)).not.toHaveAttribute('aria-disabled', 'true');
});

test("Unarchive behind the confirm says 'Announcement successfully unarchived' and the flag goes", async () => {
  routes[SHOW] = answer(testAnnouncement(2, 0, false, { deleted_at: '2026-01-01T00:00:00Z' }));
  routes['PUT /admin/announcement/toggle-announcement-deletion/1'] = answer(testAnnouncement(2, 0));
  renderPage();
  expect(await screen.findByTestId('announcement-archived')).toHaveTextContent('Archived');
  fireEvent.click(screen.getByRole('button', { name: 'Unarchive' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
  expect(await findNotification('Announcement successfully unarchived')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('announcement-archived')).toBeNull());
  expect(screen.getByRole('button', { name: 'Archive' })).toBeInTheDocument();
});

test("each failing call shows 'Error' with the server's message: rename, archive, publish, upload", async () => {
  routes['POST /admin/announcement'] = failing('The name could not be saved.');
  routes['PUT /admin/announcement/toggle-announcement-deletion/1'] = failing('Archiving failed.');
  routes['PUT /admin/announcement/toggle-published-device/1'] = failing('Publishing failed.');
  routes['POST /uploads/multiple-upload/announcement/1'] = failing('The upload failed.');
  renderPage();
  const name = await screen.findByTestId('announcement-name');

  fireEvent.click(within(name).getByRole('button', { name: 'Edit name' }));
  const input = await screen.findByRole('textbox');
  fireEvent.change(input, { target: { value: 'Summer news' } });
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 });
  await expectError('The name could not be saved.');

  fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
  await expectError('Archiving failed.');

  fireEvent.click(screen.getByTestId('publish-android'));
  await expectError('Publishing failed.');

  const file = new File(['gif'], 'slide.gif', { type: 'image/gif' });
  const picker = screen.getByTestId('slide-drop-android').querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(picker, { target: { files: [file] } });
  await expectError('The upload failed.');
});

test("a failing slide reorder shows 'Error' and the saved order comes back", async () => {
  routes['POST /uploads/add-upload-order'] = failing('The order could not be saved.');
  renderPage();
  await keyboardDrag((await screen.findAllByTestId('slide-drag-handle'))[0]!, 1);
  expect(await screen.findByTestId('order-hint')).toHaveTextContent('Order updating...');
  await expectError('The order could not be saved.');
  const order = api.calls.find((c) => c.url === '/uploads/add-upload-order')!;
  expect(order.body).toEqual([
    { id: 2, order: 1 },
    { id: 1, order: 2 },
  ]);
  await waitFor(() => expect(screen.getByTestId('order-hint')).toHaveTextContent('Drag to reorder'));
});

test('a failing slide removal is swallowed (spec part 3 §8): no notification, the slides are read again', async () => {
  routes['DELETE /uploads/1'] = failing('The slide could not be removed.');
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'Remove s1.png' }));
  await waitFor(() => expect(shows()).toHaveLength(2));
  expect(logged).toHaveBeenCalledWith('Removing an announcement slide failed', expect.anything());
  expect(screen.queryByText('Error', { selector: '.ant-notification-notice-title' })).toBeNull();
  logged.mockRestore();
});
