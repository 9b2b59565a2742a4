import { useSessionStore, type AdminUser } from '@pads/shared';
import { emptyStartupRoutes, mockApi, renderWithProviders, type MockRoute } from '@pads/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import RevisionMergePage from './RevisionMergePage';
import { mergePad } from './testPads';

jest.mock('./MergeMaps', () => ({ MergeMaps: () => <div data-testid="merge-maps" /> }));

const current = mergePad({ id: 42 });
const suggested = mergePad({ id: 42, name: 'Suggested Name', tags: [1, 2], site_information: null });
const revision = (type = 3) => ({
  data: {
    id: 7,
    type,
    status: 1,
    pad_id: 42,
    prev: current,
    next: suggested,
    current,
    user: { id: 5, username: 'pia' },
  },
});

const SAVE = 'POST /admin/revisions/pad/update/7';
let routes: Record<string, MockRoute>;
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  useSessionStore.setState({ token: 't', user: { id: 1 } as AdminUser });
  // One object the tests change: mockApi looks each request up when it is made.
  routes = {
    ...emptyStartupRoutes(),
    'GET /admin/revisions/7': { data: revision() },
    'GET /admin/revisions/8': { data: revision(1) },
  };
  api = mockApi(routes);
});
afterEach(() => api.restore());
const saves = () => api.calls.filter((c) => `${c.method} ${c.url}` === SAVE);

const renderPage = (id = 7) =>
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/moderation-revision/:revisionId" element={<RevisionMergePage />} />
      <Route path="/dashboard/moderation-list" element={<p>Moderation list</p>} />
    </Routes>,
    { route: `/dashboard/moderation-revision/${id}` },
  );

const merged = (label: string) => screen.getByLabelText(`Merged ${label}`) as HTMLInputElement;

test('defaults follow §4: differing rows take the suggestion or the side with a value; equal rows show no marker', async () => {
  renderPage();
  expect(await screen.findByText('Suggested Name')).toBeInTheDocument();
  expect(merged('Name').value).toBe('Suggested Name');
  // Site description: only Current has one.
  expect((screen.getByLabelText('Merged Site Description') as HTMLTextAreaElement).value).toBe('Open field');
  expect(document.getElementById('merge-row-name')!.dataset.conflict).toBe('true');
  expect(document.getElementById('merge-row-location#latitude')!.dataset.conflict).toBe('false');
  expect(screen.queryByText("Admin's photos")).not.toBeInTheDocument();
});

test('a radio or a keyboard arrow picks a side; Accept & Moderate posts the flattened payload and opens the next', async () => {
  routes[SAVE] = { data: { message: 'Success!', data: { id: 7, pad_id: 42, next_revision_id: null } } };
  renderPage();
  await screen.findByText('Suggested Name');
  await userEvent.click(screen.getByLabelText('Name: take Current'));
  expect(merged('Name').value).toBe('Hilltop Farm');
  // Keyboard: the first row is active; → takes the suggestion again.
  fireEvent.keyDown(screen.getByTestId('merge-screen'), { key: 'ArrowRight' });
  expect(merged('Name').value).toBe('Suggested Name');
  await userEvent.click(screen.getByRole('button', { name: 'Accept & Moderate' }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(saves()[0]!.body).toMatchObject({
    name: 'Suggested Name',
    tags: [1, 2],
    'location#latitude': 52.1,
    owners: [],
  });
  expect(await screen.findByText('Moderation list')).toBeInTheDocument();
  expect(await screen.findByText('Success!')).toBeInTheDocument();
});

test("a server refusal: field errors on their rows and a 'Validation Error' notification", async () => {
  routes[SAVE] = { status: 422, data: { message: 'bad', errors: { hisc: ['ex: RCNNNNnn'] } } };
  renderPage();
  await screen.findByText('Suggested Name');
  await userEvent.click(screen.getByRole('button', { name: 'Accept & Moderate' }));
  expect(await screen.findByText('Validation Error')).toBeInTheDocument();
  expect(screen.getByText('HISC: ex: RCNNNNnn')).toBeInTheDocument();
  routes[SAVE] = { status: 409, data: { message: 'This revision is already resolved.' } };
  await userEvent.click(screen.getByRole('button', { name: 'Accept & Moderate' }));
  expect(await screen.findByText('Warning')).toBeInTheDocument();
});

test('a client-side failure is caught before sending', async () => {
  renderPage();
  await screen.findByText('Suggested Name');
  await userEvent.clear(merged('Name'));
  await userEvent.click(screen.getByRole('button', { name: 'Accept & Moderate' }));
  expect(await screen.findByText('Validation Error')).toBeInTheDocument();
  expect(saves()).toHaveLength(0);
});

test("'Show only differing rows' hides equal rows", async () => {
  renderPage();
  await screen.findByText('Suggested Name');
  expect(document.getElementById('merge-row-location#latitude')).not.toBeNull();
  await userEvent.click(screen.getByRole('switch', { name: 'Show only differing rows' }));
  expect(document.getElementById('merge-row-location#latitude')).toBeNull();
  expect(document.getElementById('merge-row-name')).not.toBeNull();
});

test("a revision that is not an update: 403 'You are not authorized for this action.'", async () => {
  renderPage(8);
  expect(await screen.findByText('Error: You are not authorized for this action.')).toBeInTheDocument();
  expect(api.calls.map((c) => c.url)).toContain('/admin/revisions/8');
});

test('a load failure shows the status, the message, Go back and Reload page', async () => {
  routes['GET /admin/revisions/7'] = { status: 500, data: { message: 'Boom' } };
  renderPage();
  expect(await screen.findByText('Error 500')).toBeInTheDocument();
  expect(screen.getByText('Error: Boom')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
});
