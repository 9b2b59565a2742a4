// The Contact tab against the fake API: the summary (contacts with their type, the primary contact), its
// edit form on the shared fields (the PUT body, the save notice), a refusal on its field, a stale save
// (409) that keeps the edits and reloads the pad, and an archived pad that cannot be edited.
import { CONTACT_TYPE } from '@pads/shared';
import { mockApi, renderWithProviders, type MockRoute } from '@pads/shared/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { PadDetail } from './api/padDetail';
import { ContactTab } from './ContactTab';
import { padRoutes, testContact, testPad } from './testPad';

jest.mock('@pads/shared', () => ({
  ...jest.requireActual('@pads/shared'),
  useStartupData: () => jest.requireActual('./testLookups').testLookups,
  // The real map needs a browser; its zooms are kept to be read.
  PadMap: ({
    'data-testid': testId,
    zoom,
    minZoom,
    fitOfflineBasemap,
  }: {
    'data-testid'?: string;
    zoom?: number;
    minZoom?: number;
    fitOfflineBasemap?: boolean;
  }) => (
    <div
      data-testid={testId ?? 'pad-map'}
      data-zoom={zoom}
      data-min-zoom={minZoom}
      data-fit-offline={String(Boolean(fitOfflineBasemap))}
    />
  ),
}));

// antd forms in jsdom are slow, more so on a busy machine.
jest.setTimeout(300_000);
configure({ asyncUtilTimeout: 20_000 });

let routes: Record<string, MockRoute>;
let api: ReturnType<typeof mockApi>;
const serve = (pad: PadDetail) => {
  routes = {
    ...padRoutes(pad),
    'GET /admin/regions/get-hisc-country-codes': { data: { data: { GB: 'United Kingdom' } } },
    'GET /geo/predictions': { data: { data: [] } },
    'GET /geo/reverse': { data: { data: null } },
  };
  api = mockApi(routes);
};
afterEach(() => api.restore());

function Tab({ pad }: { pad: PadDetail }) {
  const [editing, setEditing] = useState(false);
  return <ContactTab pad={pad} editing={editing} setEditing={setEditing} />;
}
const field = (label: string) => screen.getByLabelText(label, { selector: 'input,textarea' });
const puts = () => api.calls.filter((c) => c.method === 'PUT' && c.url === '/admin/pads/5');

const owner = testContact({
  id: 22,
  name: 'Olive Owner',
  contact_type_id: CONTACT_TYPE.Owner,
  is_primary: false,
  is_claimed: true,
});
const pad = testPad({ contacts: [testContact(), owner], editable_contacts: [testContact(), owner] });

test('the summary lists the contacts with their type; the primary contact is chosen among them', async () => {
  serve(pad);
  renderWithProviders(<Tab pad={pad} />);
  const desk = screen.getByTestId('contact-item-21');
  expect(within(desk).getByText('Pad Contact')).toBeInTheDocument();
  expect(within(desk).getByText('Primary')).toBeInTheDocument();
  const olive = screen.getByTestId('contact-item-22');
  expect(within(olive).getByText('Owner')).toBeInTheDocument();
  expect(within(olive).getByText('Claimed')).toBeInTheDocument();
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Primary contact' }));
  expect(await screen.findByTitle('Olive Owner (Owner)')).toBeInTheDocument();
  expect(screen.getByTestId('summary-address')).toHaveTextContent('Hilltop Lane, Oxford');
});

test('Edit, change the name, Save: the body the API takes, the save notice, and back to the summary', async () => {
  serve(pad);
  routes['PUT /admin/pads/5'] = {
    data: { data: { ...pad, name: 'Hilltop Meadow', version: 8 }, notice: 'now_visible' },
  };
  renderWithProviders(<Tab pad={pad} />);
  fireEvent.click(screen.getByTestId('contact-edit'));
  expect(await screen.findByRole('form', { name: 'Edit contact' })).toBeInTheDocument();
  expect(field('Name')).toHaveValue('Hilltop Farm');
  fireEvent.change(field('Name'), { target: { value: 'Hilltop Meadow' } });
  fireEvent.click(screen.getByTestId('contact-save'));
  expect(await screen.findByText('Update saved - pad now visible to Pilots!')).toBeInTheDocument();
  expect(puts()[0]!.body).toMatchObject({
    tab: 'contact',
    version: 7,
    name: 'Hilltop Meadow',
    category_id: pad.category_id,
    hisc_country_code: 'GB',
    hisc: '1234AB',
    location: { address: 'Hilltop Lane, Oxford', latitude: 51.5, longitude: -1.25, country_code: 'GB' },
    contacts: [
      expect.objectContaining({ id: 21, email: 'desk@hilltop.test', contact_type_id: CONTACT_TYPE.PadContact }),
      expect.objectContaining({ id: 22, contact_type_id: CONTACT_TYPE.Owner }),
    ],
  });
  expect(await screen.findByTestId('contact-tab')).toBeInTheDocument();
});

test("a 422 lands on its contact's field; a stale save keeps the edits and offers to reload the pad", async () => {
  serve(pad);
  routes['PUT /admin/pads/5'] = {
    status: 422,
    data: { message: 'The given data was invalid.', errors: { 'contacts.1.email': ['This e-mail is taken.'] } },
  };
  renderWithProviders(<Tab pad={pad} />);
  fireEvent.click(screen.getByTestId('contact-edit'));
  fireEvent.change(await screen.findByLabelText('Name', { selector: 'input' }), { target: { value: 'Renamed' } });
  fireEvent.click(screen.getByTestId('contact-save'));
  expect(await within(screen.getByTestId('contact-1')).findByText('This e-mail is taken.')).toBeInTheDocument();

  routes['PUT /admin/pads/5'] = {
    status: 409,
    data: { message: 'This pad was changed by Bo Admin after you opened it.', code: 'conflict' },
  };
  routes['GET /admin/pads/5'] = { data: { data: { ...pad, name: 'Changed elsewhere', version: 9 } } };
  fireEvent.click(screen.getByTestId('contact-save'));
  const conflict = await screen.findByTestId('pad-conflict');
  expect(conflict).toHaveTextContent('This pad was changed by Bo Admin after you opened it.');
  fireEvent.click(within(conflict).getByRole('button', { name: 'Reload pad' }));
  await waitFor(() =>
    expect(screen.getByTestId('pad-conflict')).toHaveTextContent('Changed since you opened it: name.'),
  );
  // The edits stay; the next save carries the reloaded version.
  expect(field('Name')).toHaveValue('Renamed');
  routes['PUT /admin/pads/5'] = { data: { data: { ...pad, name: 'Renamed', version: 10 } } };
  fireEvent.click(screen.getByTestId('contact-save'));
  expect(await screen.findByText('Update Saved!')).toBeInTheDocument();
  expect(puts().at(-1)!.body).toMatchObject({ name: 'Renamed', version: 9 });
});

test('an archived pad cannot be edited, nor its primary contact changed', () => {
  const archived = testPad({ deleted_at: '2025-01-01T00:00:00Z' });
  serve(archived);
  renderWithProviders(<Tab pad={archived} />);
  expect(screen.getByTestId('contact-edit')).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Primary contact' })).toBeDisabled();
});

test("the summary's map opens at zoom 17 on the pad and cannot zoom out beyond 5 (spec part 2 §9)", () => {
  serve(pad);
  renderWithProviders(<Tab pad={pad} />);
  const map = screen.getByTestId('pad-view-map');
  expect(map).toHaveAttribute('data-zoom', '17');
  expect(map).toHaveAttribute('data-min-zoom', '5');
  // Without tiles the offline basemap opens it as deep as still shows a coast or border (issue 39).
  expect(map).toHaveAttribute('data-fit-offline', 'true');
});

test('without a contact with an e-mail or phone the primary contact is disabled with the spec tooltip', async () => {
  const mute = testContact({ email: null, phone: null, is_primary: false });
  const silent = testPad({ contacts: [mute], editable_contacts: [mute] });
  serve(silent);
  renderWithProviders(<Tab pad={silent} />);
  const select = screen.getByRole('combobox', { name: 'Primary contact' });
  expect(select).toBeDisabled();
  fireEvent.mouseEnter(screen.getByTestId('primary-contact').parentElement!);
  expect(await screen.findByRole('tooltip')).toHaveTextContent(
    'None of the contacts match the requirement. The contact must have a valid email address or phone number.',
  );
});

test('the TripAdvisor rating is sent as a string (spec part 2 §5)', async () => {
  const rated = testPad({ pad_social: { website: null, twitter_handle: null, trip_advisor_rating: 4 } });
  serve(rated);
  routes['PUT /admin/pads/5'] = { data: { data: rated } };
  renderWithProviders(<Tab pad={rated} />);
  fireEvent.click(screen.getByTestId('contact-edit'));
  const rating = await screen.findByRole('spinbutton', { name: 'TripAdvisor rating' });
  expect(rating).toHaveValue('4.0');
  fireEvent.change(rating, { target: { value: '4.5' } });
  fireEvent.blur(rating);
  fireEvent.click(screen.getByTestId('contact-save'));
  await waitFor(() => expect(puts()).toHaveLength(1));
  expect(puts()[0]!.body).toMatchObject({ trip_advisor_rating: '4.5' });
});

test('a pad imported without contacts saves without one, with the missing-contact warning (spec part 2 §8)', async () => {
  const bare = testPad({ contacts: [], editable_contacts: [], is_contactable: false });
  serve(bare);
  routes['PUT /admin/pads/5'] = { data: { data: { ...bare, version: 8 }, notice: 'missing_contact' } };
  renderWithProviders(<Tab pad={bare} />);
  fireEvent.click(screen.getByTestId('contact-edit'));
  expect(await screen.findByRole('form', { name: 'Edit contact' })).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('contact-save'));
  expect(
    await screen.findByText(
      "Update saved - pad is missing contact data so will not be shown to Pilots! Update it from 'Uncontactable'",
    ),
  ).toBeInTheDocument();
  expect(puts()[0]!.body).toMatchObject({ tab: 'contact', contacts: [] });
});

test('a contact added to such a pad may be deleted again; a pad with contacts keeps its last one', async () => {
  const bare = testPad({ contacts: [], editable_contacts: [] });
  serve(bare);
  const view = renderWithProviders(<Tab pad={bare} />);
  fireEvent.click(screen.getByTestId('contact-edit'));
  fireEvent.click(await screen.findByRole('button', { name: /Add contact/ }));
  expect(await screen.findByRole('button', { name: 'Delete contact' })).toBeEnabled();
  view.unmount();

  serve(pad);
  renderWithProviders(<Tab pad={testPad({ editable_contacts: [testContact()], contacts: [testContact()] })} />);
  fireEvent.click(screen.getByTestId('contact-edit'));
  expect(await screen.findByRole('button', { name: 'Delete contact' })).toBeDisabled();
});
