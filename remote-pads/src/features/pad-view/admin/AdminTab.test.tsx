// The Admin tab against a fake API answered at the client's adapter, so the real fetchers, hooks, keys
// and refreshes run: owners in every state, the owner search (3 characters, 300 ms) and create by
// e-mail, the pending reason, notes with the drawer, reports and the moderation link.
import { mockApi, renderWithProviders, type MockRoute } from '@pads/shared/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { PadDetail } from '../api/padDetail';
import { AdminTab } from './AdminTab';
import type { PadOwner } from './api/owners';
import { truncateUsername } from '@pads/shared';

jest.setTimeout(120_000);
// A shared 2-core machine: antd and formik updates can take seconds; the assertions stay strict.
configure({ asyncUtilTimeout: 15_000 });

let routes: Record<string, MockRoute> = {};
let api: ReturnType<typeof mockApi>;
/** A 200 with this body. */
const reply = (data: unknown): MockRoute => ({ data });

const owner = (over: Partial<PadOwner>): PadOwner => ({
  id: 1,
  user_id: 11,
  name: 'Owner',
  email: 'owner@pads.test',
  phone: null,
  contact_type_id: 4,
  is_claimed: false,
  is_pending: false,
  pending_comment: null,
  confirmation_sent_at: null,
  user: { id: 11, username: 'owner_user', role: 3 },
  ...over,
});

const PAD = { id: 5, can_send_moderation: false } as PadDetail;
const emptyPage = { data: [], meta: { total: 0, per_page: 25, current_page: 1, last_page: 1 } };

beforeEach(() => {
  // One object the tests add routes to: mockApi looks each request up when it is made.
  routes = {
    'GET /admin/pads/get-owners/5': { data: { data: [] } },
    'GET /admin/pads/get-notes/5': { data: { data: [] } },
    'GET /admin/revisions': { data: emptyPage },
    'GET /admin/pads/5': { data: { data: PAD } },
    'GET /admin/logs/pad-logs/5': { data: { data: [], meta: {} } },
  };
  api = mockApi(routes);
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}
const renderTab = (pad: PadDetail = PAD) =>
  renderWithProviders(
    <>
      <AdminTab pad={pad} />
      <Where />
    </>,
    { route: '/dashboard/pad-view/5?tab=admin' },
  );
/** An open antd modal, found by its title. */
async function dialog(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('.ant-modal') as HTMLElement;
}
const callsTo = (method: string, path: string) => api.calls.filter((c) => c.method === method && c.url === path);
/** Opens an owner's 'In pending' button: the popover with Confirm and Reject. */
async function inPending(row: HTMLElement): Promise<HTMLElement> {
  fireEvent.click(within(row).getByRole('button', { name: 'In pending' }));
  // The newest popover (another owner's may still be closing).
  const questions = await screen.findAllByText('Confirm this owner, or reject them (the contact is deleted)?');
  return questions.at(-1)!.closest('.ant-popover') as HTMLElement;
}

test('usernames are cut to 15 characters with an ellipsis', () => {
  expect(truncateUsername('abcdefghijklmnopq')).toBe('abcdefghijklmno…');
  expect(truncateUsername('fifteen_chars_x')).toBe('fifteen_chars_x');
});

test('each owner state offers its actions; the user link is truncated', async () => {
  routes['GET /admin/pads/get-owners/5'] = reply({
    data: [
      owner({
        id: 1,
        name: 'Claire Claimed',
        is_claimed: true,
        user: { id: 11, username: 'a_very_long_username_here', role: 3 },
      }),
      owner({ id: 2, name: 'Pat Pending', is_pending: true, pending_comment: 'Waiting for papers' }),
      owner({ id: 3, name: 'Una Unclaimed', user_id: null, user: null }),
    ],
  });
  renderTab();
  const claimed = await screen.findByTestId('owner-1');
  expect(within(claimed).getByText('Confirmed')).toBeInTheDocument();
  expect(within(claimed).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  expect(within(claimed).queryByRole('button', { name: 'In pending' })).toBeNull();
  const link = within(claimed).getByRole('link', { name: 'a_very_long_use…' });
  expect(link).toHaveAttribute('href', '/dashboard/user-view/11');

  const pending = screen.getByTestId('owner-2');
  expect(within(pending).getByText('Pending reason: Waiting for papers')).toBeInTheDocument();
  expect(
    within(pending)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['In pending']);

  const unclaimed = screen.getByTestId('owner-3');
  expect(
    within(unclaimed)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['In pending', 'Send confirmation e-mail', 'Mark pending']);
  // 'In pending' (spec part 1 §4) asks to confirm or reject. No account has this e-mail: it cannot be confirmed
  // until one exists.
  const decision = await inPending(unclaimed);
  expect(decision).toHaveTextContent('Confirm this owner, or reject them (the contact is deleted)?');
  expect(within(decision).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  expect(within(decision).getByRole('button', { name: 'Reject' })).toBeEnabled();

  routes['PATCH /admin/pads/accept-owner'] = reply({ message: 'Done!', data: {} });
  fireEvent.click(within(await inPending(pending)).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(callsTo('PATCH', '/admin/pads/accept-owner')).toHaveLength(1));
  expect(callsTo('PATCH', '/admin/pads/accept-owner')[0]!.body).toEqual({ pad_id: 5, user_id: 11, contact_id: 2 });
  // The write refreshes the owners and the pad (the tab's dot and count).
  await waitFor(() => expect(callsTo('GET', '/admin/pads/get-owners/5').length).toBeGreaterThan(1));

  routes['PUT /admin/contacts/update-pending-status/5/3'] = reply({ message: 'Confirmation e-mail sent', data: {} });
  fireEvent.click(within(unclaimed).getByRole('button', { name: 'Send confirmation e-mail' }));
  await waitFor(() => expect(callsTo('PUT', '/admin/contacts/update-pending-status/5/3')).toHaveLength(1));
  expect(callsTo('PUT', '/admin/contacts/update-pending-status/5/3')[0]!.body).toEqual({ is_confirmation: true });
});

test("'In pending' → Reject deletes the owner contact (spec part 1 §4)", async () => {
  routes['GET /admin/pads/get-owners/5'] = reply({
    data: [owner({ id: 2, is_pending: true, pending_comment: 'Why' })],
  });
  routes['DELETE /admin/contacts/5/2/4'] = reply({ message: 'Done!' });
  renderTab();
  fireEvent.click(
    within(await inPending(await screen.findByTestId('owner-2'))).getByRole('button', { name: 'Reject' }),
  );
  await waitFor(() => expect(callsTo('DELETE', '/admin/contacts/5/2/4')).toHaveLength(1));
});

test('the pending reason is required: Confirm stays disabled while it is empty', async () => {
  routes['GET /admin/pads/get-owners/5'] = reply({ data: [owner({ id: 3 })] });
  routes['PUT /admin/contacts/update-pending-status/5/3'] = reply({ message: 'Update Saved!', data: {} });
  renderTab();
  fireEvent.click(within(await screen.findByTestId('owner-3')).getByRole('button', { name: 'Mark pending' }));
  const modal = await dialog('Pending reason');
  const confirm = within(modal).getByRole('button', { name: 'Confirm' });
  expect(confirm).toBeDisabled();
  fireEvent.change(within(modal).getByLabelText('Pending reason'), { target: { value: '   ' } });
  expect(confirm).toBeDisabled();
  fireEvent.change(within(modal).getByLabelText('Pending reason'), { target: { value: 'Unsure who owns it' } });
  expect(confirm).toBeEnabled();
  fireEvent.click(confirm);
  await waitFor(() => expect(callsTo('PUT', '/admin/contacts/update-pending-status/5/3')).toHaveLength(1));
  expect(callsTo('PUT', '/admin/contacts/update-pending-status/5/3')[0]!.body).toEqual({
    comment: 'Unsure who owns it',
  });
});

test('owner search waits for 3 characters and 300 ms; a valid e-mail with no match can be created', async () => {
  routes['GET /admin/users/search-owner-by-email'] = (request) =>
    request.params.email === 'pil'
      ? { status: 200, data: { data: [{ id: 21, email: 'pilot@pads.test', username: 'pilot', role: 2 }] } }
      : { status: 200, data: { data: [] } };
  routes['PATCH /admin/pads/add-owner/5/21'] = reply({ data: {} });
  routes['POST /admin/pads/add-owner-contact-by-email'] = reply({ id: 9, data: {} });
  renderTab();
  const input = await screen.findByLabelText('Add owner by e-mail');
  jest.useFakeTimers();
  fireEvent.change(input, { target: { value: 'pi' } });
  act(() => jest.advanceTimersByTime(400));
  expect(callsTo('GET', '/admin/users/search-owner-by-email')).toHaveLength(0);
  fireEvent.change(input, { target: { value: 'pil' } });
  act(() => jest.advanceTimersByTime(200));
  expect(callsTo('GET', '/admin/users/search-owner-by-email')).toHaveLength(0);
  act(() => jest.advanceTimersByTime(150));
  jest.useRealTimers();
  await waitFor(() => expect(callsTo('GET', '/admin/users/search-owner-by-email')).toHaveLength(1));
  fireEvent.click(await screen.findByText('pilot@pads.test (pilot)'));
  await waitFor(() => expect(callsTo('PATCH', '/admin/pads/add-owner/5/21')).toHaveLength(1));

  await waitFor(() => expect(input).toBeEnabled());
  fireEvent.change(input, { target: { value: 'new.owner@pads.test' } });
  await waitFor(() => expect(callsTo('GET', '/admin/users/search-owner-by-email')).toHaveLength(2));
  fireEvent.click(await screen.findByText('Create owner new.owner@pads.test', {}, { timeout: 5000 }));
  const modal = await dialog('New owner');
  expect(within(modal).getByLabelText('Email')).toHaveValue('new.owner@pads.test');
  fireEvent.change(within(modal).getByLabelText('Name (optional)'), { target: { value: 'Nora New' } });
  fireEvent.click(within(modal).getByRole('button', { name: 'Create owner' }));
  await waitFor(() => expect(callsTo('POST', '/admin/pads/add-owner-contact-by-email')).toHaveLength(1));
  expect(callsTo('POST', '/admin/pads/add-owner-contact-by-email')[0]!.body).toEqual({
    name: 'Nora New',
    email: 'new.owner@pads.test',
    phone: '',
    contact_type_id: 4,
    pad_id: 5,
  });
});

test('notes: the last 2, all in the drawer, add with the required message, edit and delete', async () => {
  const note = (id: number, body: string) => ({
    id,
    pad_id: 5,
    body,
    user: { id: 1, name: 'Ada Admin' },
    created_at: '2026-01-0' + id + 'T10:00:00Z',
    updated_at: '2026-01-0' + id + 'T10:00:00Z',
  });
  routes['GET /admin/pads/get-notes/5'] = reply({ data: [note(3, 'Third'), note(2, 'Second'), note(1, 'First')] });
  routes['POST /admin/pads/add-note/5'] = reply({ data: note(4, 'Fourth') });
  routes['PUT /admin/pads/update-note/2'] = reply({ data: note(2, 'Second, edited') });
  routes['DELETE /admin/pads/delete-note/3'] = reply({ message: 'Done!' });
  renderTab();
  const latest = await screen.findByTestId('latest-notes');
  await within(latest).findByText('Third');
  expect(within(latest).getByText('Second')).toBeInTheDocument();
  expect(within(latest).queryByText('First')).toBeNull();
  expect(within(latest).getAllByText(/Ada Admin · /)).toHaveLength(2);

  fireEvent.click(screen.getByRole('button', { name: 'Show more (3)' }));
  const drawer = await screen.findByTestId('all-notes');
  expect(within(drawer).getByText('First')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: /Add note/ }));
  const add = await dialog('Add note');
  fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
  expect(await within(add).findByText('Please enter a note')).toBeInTheDocument();
  fireEvent.change(within(add).getByLabelText('Note'), { target: { value: 'Fourth' } });
  fireEvent.click(within(add).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo('POST', '/admin/pads/add-note/5')).toHaveLength(1));
  expect(callsTo('POST', '/admin/pads/add-note/5')[0]!.body).toEqual({ note: 'Fourth' });

  fireEvent.click(within(latest).getAllByRole('button', { name: 'Edit note' })[1]!);
  const edit = await dialog('Edit note');
  expect(within(edit).getByLabelText('Note')).toHaveValue('Second');
  fireEvent.change(within(edit).getByLabelText('Note'), { target: { value: 'Second, edited' } });
  fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(callsTo('PUT', '/admin/pads/update-note/2')).toHaveLength(1));

  fireEvent.click(within(latest).getAllByRole('button', { name: 'Delete note' })[0]!);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(callsTo('DELETE', '/admin/pads/delete-note/3')).toHaveLength(1));
});

test('reports: the pad’s pending reports and claims; accepting a pad report opens contact edit mode', async () => {
  const report = (id: number, type: number, type_name: string, extra = {}) => ({
    id,
    type,
    type_name,
    status: 1,
    pad_id: 5,
    pad_report_type: null,
    pad_report_type_name: null,
    comment: null,
    review_id: null,
    upload_id: null,
    is_updated_by_own_owner: false,
    created_at: '2026-01-01T10:00:00Z',
    user: { id: 30, username: 'pilot_reporter' },
    ...extra,
  });
  routes['GET /admin/revisions'] = (request) => {
    const types = request.query.getAll('filters[type:includes][]');
    if (types.includes('5')) return { status: 200, data: emptyPage };
    return {
      status: 200,
      data: {
        data: [
          report(41, 4, 'Reported pad', {
            pad_report_type: 1,
            pad_report_type_name: 'Wrong contact details',
            comment: 'Phone is dead',
          }),
          report(42, 7, 'Reported upload', { upload_id: 3 }),
          report(43, 2, 'Claim'),
        ],
        meta: { total: 3, per_page: 25, current_page: 1, last_page: 1 },
      },
    };
  };
  routes['GET /admin/revisions/accept/41'] = reply({ message: 'Done!', data: {} });
  routes['PATCH /admin/upload-report/ignore/42'] = reply({ message: 'Done!', data: {} });
  routes['DELETE /admin/upload-report/accept/42'] = reply({ message: 'Done!', data: {} });
  renderTab();
  const table = await screen.findByTestId('reports-table');
  await within(table).findByText('Wrong contact details');
  const reportsCall = callsTo('GET', '/admin/revisions')
    .map((c) => decodeURIComponent(c.query.toString()))
    .find((query) => query.includes('filters[type:includes][]=2'));
  expect(reportsCall).toContain('filters[pad_id]=5');
  expect(reportsCall).toContain('filters[type:includes][]=2&filters[type:includes][]=4');
  expect(reportsCall).toContain('filters[status:includes][]=1');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(within(rows[0]!).getByRole('button', { name: 'Accept & Edit' })).toBeInTheDocument();
  expect(within(rows[1]!).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  expect(within(rows[2]!).getByRole('button', { name: 'Accept' })).toBeInTheDocument();

  fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Ignore' }));
  await waitFor(() => expect(callsTo('PATCH', '/admin/upload-report/ignore/42')).toHaveLength(1));

  // Remove on the reported photo asks first, then deletes the photo through the upload-report call.
  fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Remove' }));
  const removeConfirm = await screen.findByText('Remove?', { selector: '.ant-popconfirm-title' });
  expect(callsTo('DELETE', '/admin/upload-report/accept/42')).toHaveLength(0);
  fireEvent.click(
    within(removeConfirm.closest('.ant-popconfirm') as HTMLElement).getByRole('button', { name: 'Remove' }),
  );
  await waitFor(() => expect(callsTo('DELETE', '/admin/upload-report/accept/42')).toHaveLength(1));
  expect(callsTo('PATCH', '/admin/upload-report/ignore/42')).toHaveLength(1);

  fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Accept & Edit' }));
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Accept & Edit' })).toHaveLength(2));
  fireEvent.click(screen.getAllByRole('button', { name: 'Accept & Edit' })[1]!);
  await waitFor(() => expect(callsTo('GET', '/admin/revisions/accept/41')).toHaveLength(1));
  expect(callsTo('GET', '/admin/revisions/accept/41')[0]!.params).toEqual({ type: 4 });
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?tab=contact&edit_mode=true'));
});

test('the moderation link is disabled with its tooltip unless the pad can_send_moderation', async () => {
  const request = {
    data: [
      {
        id: 77,
        type: 5,
        status: 1,
        pad_id: 5,
        comment: 'Please check',
        created_at: '2026-01-01T10:00:00Z',
        user: { id: 31, username: 'owner_asking' },
      },
    ],
    meta: { total: 1, per_page: 25, current_page: 1, last_page: 1 },
  };
  routes['GET /admin/revisions'] = reply(request);
  routes['GET /admin/revisions/send-moderation-link/77'] = reply({
    message: 'Request moderation link is send',
    data: {},
  });
  const { unmount } = renderTab({ ...PAD, can_send_moderation: false });
  const section = await screen.findByTestId('moderation-request');
  await within(section).findByText('owner_asking');
  const button = within(section).getByRole('button', { name: 'Request moderation link' });
  expect(button).toBeDisabled();
  fireEvent.mouseEnter(within(section).getByTestId('moderation-link-trigger'));
  expect(await screen.findByText('You are not allowed to send moderation request')).toBeInTheDocument();
  unmount();

  renderTab({ ...PAD, can_send_moderation: true });
  const enabled = await within(await screen.findByTestId('moderation-request')).findByRole('button', {
    name: 'Request moderation link',
  });
  await waitFor(() => expect(enabled).toBeEnabled());
  fireEvent.click(enabled);
  await waitFor(() => expect(callsTo('GET', '/admin/revisions/send-moderation-link/77')).toHaveLength(1));
});
