// The user page's frame: a link that names no user (mistyped or unknown) shows the not-found panel, and
// another failure shows the server's status and message.
import { paths } from '@pads/shared';
import { expectNotFoundPanels, mockApi, renderAtRoute } from '@pads/shared/testing';
import { screen } from '@testing-library/react';
import UserViewPage from './UserViewPage';

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

const renderPage = (route: string) => renderAtRoute('/dashboard/user-view/:userId', <UserViewPage />, route);

test('a malformed or unknown user id shows the not-found panel; a malformed one is not asked for', async () => {
  api = mockApi({ 'GET /admin/users/999': { status: 404, data: { message: 'User not found.' } } });
  await expectNotFoundPanels('user', { pathsFor: paths.userView, unknown: [paths.userView(999)], open: renderPage });
  expect(api.calls.map((call) => call.url)).toEqual(['/admin/users/999']);
});

test("another failure shows 'Error {status}' and the server's message", async () => {
  api = mockApi({ 'GET /admin/users/7': { status: 500, data: { message: 'Server Error' } } });
  renderPage(paths.userView(7));
  const alert = await screen.findByTestId('user-error');
  expect(alert).toHaveTextContent('Error 500');
  expect(alert).toHaveTextContent('Server Error');
});
