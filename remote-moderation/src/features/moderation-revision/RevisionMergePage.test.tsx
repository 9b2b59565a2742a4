import { SUCCESS_NOTICE_SECONDS, useSessionStore, type AdminUser } from '@pads/shared';
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
import RevisionMergePage from './RevisionMergePage';
import { mergePad } from '../../merge-screen/testPads';

jest.mock('../../merge-screen/MergeMaps', () => ({ MergeMaps: () => <div data-testid="merge-maps" /> }));

const current = mergePad({ id: 42 });
const suggested = mergePad({ id: 42, name: 'Suggested Name', tags: [1, 2], site_information: null });
const revision = (type = 3, sides = { current, next: suggested }) => ({
  data: {
    id: 7,
    type,
    status: 1,
    pad_id: 42,
    prev: sides.current,
    next: sides.next,
    current: sides.current,
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
    ...noClaimsRoutes(),
    // The screen claims its revision as it opens (issue 35): this admin's.
    'PUT /admin/claims/revision/7': {
      data: { data: { mine: true, claim: testClaim('revision', 7, 0, { id: 1, name: 'Me' }) } },
    },
    'DELETE /admin/claims/revision/7': { data: { data: { released: true } } },
    'GET /admin/revisions/7': { data: revision() },
    'GET /admin/revisions/8': { data: revision(1) },
    // Badged columns: Current is owned and has the pad's survey (the server adds it and the submitter to
    // `current`), the suggestion is archived.
    'GET /admin/revisions/9': {
      data: revision(3, {
        current: mergePad({
          id: 42,
          is_owned: true,
          survey_id: 3,
          survey_progress_percentage: 40,
          submitter: { id: 11, username: 'olly' },
        }),
        next: mergePad({ id: 42, deleted_at: '2026-01-01T00:00:00Z' }),
      }),
    },
  };
  api = mockApi(routes);
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});
const saves = () => api.calls.filter((c) => `${c.method} ${c.url}` === SAVE);

const renderPage = (id: number | string = 7) =>
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

test("a server refusal: field errors on their rows, 'Validation Error' and a 'Warning' with the message", async () => {
  routes[SAVE] = { status: 422, data: { message: 'The given data was invalid.', errors: { hisc: ['ex: RCNNNNnn'] } } };
  renderPage();
  await screen.findByText('Suggested Name');
  await userEvent.click(screen.getByRole('button', { name: 'Accept & Moderate' }));
  expect(await screen.findByText('Validation Error')).toBeInTheDocument();
  expect(screen.getByText('HISC: ex: RCNNNNnn')).toBeInTheDocument();
  const warningOf422 = (await screen.findByText('Warning')).closest('.ant-notification-notice') as HTMLElement;
  expect(within(warningOf422).getByText('The given data was invalid.')).toBeInTheDocument();
  routes[SAVE] = { status: 409, data: { message: 'This revision is already resolved.' } };
  await userEvent.click(screen.getByRole('button', { name: 'Accept & Moderate' }));
  expect(await screen.findByText('This revision is already resolved.')).toBeInTheDocument();
  const warning = screen
    .getByText('This revision is already resolved.')
    .closest('.ant-notification-notice') as HTMLElement;
  expect(within(warning).getByText('Warning')).toBeInTheDocument();
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

test('a malformed or unknown revision id shows the not-found panel; a malformed one is not asked for', async () => {
  routes['GET /admin/revisions/999'] = { status: 404, data: { message: 'Revision not found.' } };
  await expectNotFoundPanels('revision', { pathsFor: (id) => id, unknown: ['999'], open: renderPage });
  expect(api.calls.filter((c) => c.url.startsWith('/admin/revisions')).map((c) => c.url)).toEqual([
    '/admin/revisions/999',
  ]);
});

test('a load failure shows the status, the message, Go back and Reload page', async () => {
  routes['GET /admin/revisions/7'] = { status: 500, data: { message: 'Boom' } };
  renderPage();
  expect(await screen.findByText('Error 500')).toBeInTheDocument();
  expect(screen.getByText('Error: Boom')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
});

test("'Success!' with 'Go to pad' stays for 10 s", async () => {
  routes[SAVE] = { data: { message: 'Success!', data: { id: 7, pad_id: 42, next_revision_id: null } } };
  jest.useFakeTimers();
  renderPage();
  await screen.findByText('Suggested Name');
  fireEvent.click(screen.getByRole('button', { name: 'Accept & Moderate' }));
  const notice = (await screen.findByText('Success!')).closest('.ant-notification-notice') as HTMLElement;
  expect(within(notice).getByRole('link', { name: 'Go to pad' })).toHaveAttribute('href', '/dashboard/pad-view/42');
  expect(SUCCESS_NOTICE_SECONDS).toBe(10);
  // Still there just before 10 s (antd's own default is 4.5 s), gone after.
  act(() => jest.advanceTimersByTime(9_000));
  expect(screen.getByText('Success!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1_500));
  await waitFor(() => expect(screen.queryByText('Success!')).not.toBeInTheDocument());
});

test('the columns carry their badges; the Submitter row shows each side and Automatic merge', async () => {
  renderPage(9);
  await screen.findByRole('heading', { name: /^Moderate update #9 of/ });
  const [, currentHead, mergedHead, suggestedHead] = screen.getAllByRole('columnheader');
  const badges = (head: HTMLElement) => Array.from(head.querySelectorAll('.ant-tag')).map((tag) => tag.textContent);
  expect(currentHead).toHaveTextContent(/^Current/);
  expect(badges(currentHead!)).toEqual(['Owned', 'Survey']);
  expect(badges(mergedHead!)).toEqual([]);
  expect(suggestedHead).toHaveTextContent(/^Suggested/);
  expect(badges(suggestedHead!)).toEqual(['Archived']);
  const cells = (key: string) =>
    within(document.getElementById(`merge-row-${key}`)!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(cells('accept_survey')).toEqual(['Survey #3 (40%)', 'Survey #3 (40%)', 'No survey']);
  // The pad's submitter on Current, whoever suggested the change on Suggested, each a link to the user.
  expect(cells('submitter')).toEqual(['olly', 'Automatic merge', 'pia']);
  const links = within(document.getElementById('merge-row-submitter')!).getAllByTestId('user-link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['/dashboard/user-view/11', '/dashboard/user-view/5']);
});

test("'Take all from Current' and 'Take all from Suggested' set every row", async () => {
  renderPage();
  await screen.findByText('Suggested Name');
  await userEvent.click(screen.getByRole('button', { name: 'Take all from Current' }));
  expect(merged('Name').value).toBe('Hilltop Farm');
  expect(screen.getByLabelText('Tags: take Current')).toBeChecked();
  expect(screen.getByLabelText('Site Description: take Current')).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Take all from Suggested' }));
  expect(merged('Name').value).toBe('Suggested Name');
  expect(screen.getByLabelText('Tags: take Suggested')).toBeChecked();
  expect((screen.getByLabelText('Merged Site Description') as HTMLTextAreaElement).value).toBe('');
});

test("keyboard: '?' toggles the shortcut help; Enter on the footer asks first, then accepts", async () => {
  routes[SAVE] = { data: { message: 'Success!', data: { id: 7, pad_id: 42, next_revision_id: null } } };
  renderPage();
  await screen.findByText('Suggested Name');
  const mergeScreen = screen.getByTestId('merge-screen');
  fireEvent.keyDown(mergeScreen, { key: '?' });
  const help = (await screen.findByText('Take the row from Current / Suggested')).closest('.ant-popover')!;
  expect(help).toHaveTextContent('Keyboard shortcuts');
  expect(help).not.toHaveClass('ant-popover-hidden');
  fireEvent.keyDown(mergeScreen, { key: '?' });
  await waitFor(() => expect(help).toHaveClass('ant-popover-hidden'));
  fireEvent.keyDown(mergeScreen, { key: '?' });
  await waitFor(() => expect(help).not.toHaveClass('ant-popover-hidden'));

  // Enter on a row does nothing; ↓ past the last row reaches the footer, where Enter asks to accept.
  fireEvent.keyDown(mergeScreen, { key: 'Enter' });
  expect(screen.queryByText('Accept & Moderate this revision?')).not.toBeInTheDocument();
  const footer = document.getElementById('merge-footer')!;
  for (let i = 0; i < 40 && !footer.classList.contains('merge-row-active'); i++)
    fireEvent.keyDown(mergeScreen, { key: 'ArrowDown' });
  expect(footer).toHaveClass('merge-row-active');
  fireEvent.keyDown(mergeScreen, { key: 'Enter' });
  const confirm = (
    await screen.findByText('Accept & Moderate this revision?', { selector: '.ant-modal-confirm-title' })
  ).closest('.ant-modal') as HTMLElement;
  expect(saves()).toHaveLength(0);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Accept & Moderate' }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  expect(saves()[0]!.body).toMatchObject({ name: 'Suggested Name' });
  expect(await screen.findByText('Moderation list')).toBeInTheDocument();
});

describe('another admin reviewing it (issue 35)', () => {
  const theirs = { data: { data: { mine: false, claim: testClaim('revision', 7) } } };

  test("read-only with '{name} is reviewing this'; Take over asks first, then the screen is this admin's", async () => {
    routes['PUT /admin/claims/revision/7'] = theirs;
    routes['POST /admin/claims/revision/7/take-over'] = {
      data: { data: { mine: true, claim: testClaim('revision', 7, 0, { id: 1, name: 'Me' }) } },
    };
    renderPage();
    const banner = await screen.findByTestId('claim-banner');
    expect(banner).toHaveTextContent('Bea Second is reviewing this');
    expect(banner).toHaveTextContent('This screen is read-only.');
    expect(screen.getByRole('button', { name: 'Accept & Moderate' })).toBeDisabled();
    expect(screen.getByLabelText('Name: take Current')).toBeDisabled();
    // The keys that pick or submit do nothing.
    fireEvent.keyDown(screen.getByTestId('merge-screen'), { key: 'ArrowLeft' });
    expect(merged('Name').value).toBe('Suggested Name');

    await userEvent.click(within(banner).getByRole('button', { name: 'Take over' }));
    const confirm = (
      await screen.findByText('Take over from Bea Second?', { selector: '.ant-modal-confirm-title' })
    ).closest('.ant-modal') as HTMLElement;
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(screen.queryByTestId('claim-banner')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Accept & Moderate' })).toBeEnabled();
  });

  test('the screen it was taken from says so at its next heartbeat and becomes read-only', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    renderPage();
    await screen.findByText('Suggested Name');
    expect(screen.getByRole('button', { name: 'Accept & Moderate' })).toBeEnabled();
    routes['PUT /admin/claims/revision/7'] = theirs;
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(await screen.findByText('Bea Second took this over')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept & Moderate' })).toBeDisabled();
  });

  test('Next pending (and N) opens the next update nobody else is reviewing', async () => {
    routes['GET /admin/revisions/next-pending'] = { data: { data: { id: 8 } } };
    routes['PUT /admin/claims/revision/8'] = theirs;
    renderPage();
    await screen.findByText('Suggested Name');
    fireEvent.keyDown(screen.getByTestId('merge-screen'), { key: 'n' });
    await waitFor(() =>
      expect(api.calls.find((c) => c.url === '/admin/revisions/next-pending')?.params).toEqual({ after: 7 }),
    );
    await waitFor(() => expect(api.calls.some((c) => c.url === '/admin/revisions/8')).toBe(true));
  });
});

test("the merge's success notice offers Undo: it posts the ticket and reopens the revision", async () => {
  routes[SAVE] = {
    data: {
      message: 'Success!',
      data: { id: 7, pad_id: 42, next_revision_id: null },
      undo: { id: 31, expires_at: new Date(Date.now() + 30_000).toISOString() },
    },
  };
  routes['POST /admin/undo/31'] = { data: { data: { id: 31, action: 'revision_merged', pad_ids: [42] } } };
  renderPage();
  await screen.findByText('Suggested Name');
  await userEvent.click(screen.getByRole('button', { name: 'Accept & Moderate' }));
  expect(await screen.findByText('Moderation list')).toBeInTheDocument();
  const notice = (await screen.findByText('Success!')).closest('.ant-notification-notice') as HTMLElement;
  await userEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Undone')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'POST' && c.url === '/admin/undo/31')).toHaveLength(1);
  expect(await screen.findByText('Suggested Name')).toBeInTheDocument();
});
