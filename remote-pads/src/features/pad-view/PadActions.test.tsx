// The pad actions against the fake API: a refused action is a disabled button whose tooltip says why
// (the shared rules), each action sends the version on screen, and Archive asks for a reason through the
// shared form binding (the schema's messages before sending, the server's refusal on the field).
import { PAD_ACTION_MESSAGES, STATUS } from '@pads/shared';
import { findNotification, mockApi, renderWithProviders, type MockRoute } from '@pads/shared/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EDITING_MESSAGE, PadActions } from './PadActions';
import { testPad } from './testPad';

jest.setTimeout(120_000);
// A shared 2-core machine: antd renders can take seconds; the assertions stay strict.
configure({ asyncUtilTimeout: 15_000 });

let routes: Record<string, MockRoute>;
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  routes = { 'GET /admin/pads/5': { data: { data: testPad() } }, 'GET /admin/logs/pad-logs/5': { data: { data: [] } } };
  api = mockApi(routes);
});
afterEach(() => api.restore());

const button = (name: string) => within(screen.getByTestId('pad-actions')).getByRole('button', { name });
const callsTo = (method: string, url: string) => api.calls.filter((c) => c.method === method && c.url === url);
async function tooltipOf(element: HTMLElement) {
  fireEvent.mouseEnter(element.parentElement!);
  return (await screen.findByRole('tooltip')).textContent;
}

test('a refused action is disabled with its reason; while the Contact tab is edited every action waits', async () => {
  const view = renderWithProviders(<PadActions pad={testPad({ status_id: STATUS.Unmoderated })} editing={false} />);
  expect(button('Save as Private')).toBeDisabled();
  expect(await tooltipOf(button('Save as Private'))).toBe(PAD_ACTION_MESSAGES.privateNoPilot);
  expect(button('Moderate')).toBeEnabled();
  view.unmount();

  renderWithProviders(<PadActions pad={testPad()} editing />);
  for (const name of ['Unmoderate', 'Recommend', 'Archive']) expect(button(name)).toBeDisabled();
  expect(await tooltipOf(button('Archive'))).toBe(EDITING_MESSAGE);
});

test("Save as Private is enabled exactly when the pad's own submitter is a pilot, as the server requires", async () => {
  // A pilot who is only a type-3 contact of the pad does not make it eligible: the server reads
  // submitter_user_id alone.
  const contactPilot = { id: 12, user_id: 12, email: 'p@x.test', name: 'Pia', is_submitter_pilot: true };
  const ownSubmitter = { id: 9, user_id: 9, email: 'o@x.test', name: 'Olly', is_submitter_pilot: false };
  const unmoderated = { status_id: STATUS.Unmoderated, submitter_user_id: 9 };
  const view = renderWithProviders(
    <PadActions pad={testPad({ ...unmoderated, submitters: [ownSubmitter, contactPilot] })} editing={false} />,
  );
  expect(button('Save as Private')).toBeDisabled();
  expect(await tooltipOf(button('Save as Private'))).toBe(PAD_ACTION_MESSAGES.privateNoPilot);
  view.unmount();
  renderWithProviders(
    <PadActions
      pad={testPad({ ...unmoderated, submitter_user_id: 12, submitters: [ownSubmitter, contactPilot] })}
      editing={false}
    />,
  );
  expect(button('Save as Private')).toBeEnabled();
});

/** The notification that holds `text`: spec part 2 §8's 'Success' with 'Done!'. */
const successNotice = async (text = 'Done!') =>
  (await screen.findByText(text)).closest('.ant-notification-notice') as HTMLElement;

test("Unmoderate sends the version on screen and says 'Success' / 'Done!'", async () => {
  routes['PATCH /admin/pads/toggle-moderation/5'] = { data: { data: {} } };
  renderWithProviders(<PadActions pad={testPad()} editing={false} />);
  fireEvent.click(button('Unmoderate'));
  expect(within(await successNotice()).getByText('Success')).toBeInTheDocument();
  expect(callsTo('PATCH', '/admin/pads/toggle-moderation/5')[0]!.params).toEqual({ version: 7 });
});

test("Archive needs a reason of 3 characters or more, then sends it; the server's refusal lands on the field", async () => {
  routes['POST /admin/pads/toggle-pad-deletion/5'] = {
    status: 422,
    data: { message: 'The note is invalid.', errors: { note: ['The note may not contain links.'] } },
  };
  renderWithProviders(<PadActions pad={testPad()} editing={false} />);
  fireEvent.click(button('Archive'));
  const dialog = await screen.findByRole('dialog', { name: 'Archive pad' });
  const archive = within(dialog).getByRole('button', { name: 'Archive' });
  fireEvent.click(archive);
  expect(await within(dialog).findByText('Please provide reason')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'ab' } });
  expect(await within(dialog).findByText('At least 3 characters')).toBeInTheDocument();
  expect(callsTo('POST', '/admin/pads/toggle-pad-deletion/5')).toHaveLength(0);

  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: '  see http://x.test  ' } });
  fireEvent.click(archive);
  expect(await within(dialog).findByText('The note may not contain links.')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Archive pad' })).toBeVisible();

  routes['POST /admin/pads/toggle-pad-deletion/5'] = { data: { data: { deleted_at: '2025-05-05T00:00:00Z' } } };
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Closed for good ' } });
  fireEvent.click(archive);
  expect(within(await successNotice()).getByText('Success')).toBeInTheDocument();
  const sent = callsTo('POST', '/admin/pads/toggle-pad-deletion/5');
  expect(sent.map((c) => c.body)).toEqual([{ note: 'see http://x.test' }, { note: 'Closed for good' }]);
  expect(sent[1]!.params).toEqual({ version: 7 });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Archive pad' })).toBeNull());
});

test("a failing Generate link says 'Something went wrong' in an 'Error' notification and on the button", async () => {
  routes['GET /admin/pads/generate-link/5'] = { status: 500, data: { message: 'Server Error' } };
  renderWithProviders(<PadActions pad={testPad()} editing={false} />);
  fireEvent.mouseEnter(screen.getByTestId('generate-link'));
  fireEvent.click(await screen.findByText('Web link'));
  expect(await findNotification('Error')).toHaveTextContent('Something went wrong');
  expect(callsTo('GET', '/admin/pads/generate-link/5')[0]!.params).toEqual({ device: 'web' });
  expect(screen.getByTestId('generate-link')).toHaveTextContent('Something went wrong');
  // The label comes back after 1 s (spec §9).
  await waitFor(() => expect(screen.getByTestId('generate-link')).toHaveTextContent('Generate link'));
});

test('Archive offers Undo in its notice for 10 s; Undo takes it back (issue 35)', async () => {
  routes['POST /admin/pads/toggle-pad-deletion/5'] = {
    data: {
      data: { id: 5, deleted_at: '2025-05-05T00:00:00Z', version: 8 },
      undo: { id: 12, expires_at: '2025-05-05T00:00:30Z' },
    },
  };
  routes['POST /admin/undo/12'] = { data: { data: { id: 12, action: 'pad_archive_toggled', pad_ids: [5] } } };
  renderWithProviders(<PadActions pad={testPad()} editing={false} />);
  fireEvent.click(button('Archive'));
  const dialog = await screen.findByRole('dialog', { name: 'Archive pad' });
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Closed for good' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
  const notice = await successNotice();
  fireEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
  expect(await findNotification('Undone')).toBeInTheDocument();
  expect(callsTo('POST', '/admin/undo/12')).toHaveLength(1);
});
