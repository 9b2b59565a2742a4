import { mockApi, renderWithProviders, type MockRequest } from '@pads/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import PadCreatePage from './PadCreatePage';

jest.mock('@pads/shared', () => {
  const actual = jest.requireActual('@pads/shared');
  const named = (...names: string[]) => names.map((name, i) => ({ id: i + 1, name }));
  return {
    ...actual,
    notifyError: jest.fn(),
    useStartupData: () => ({
      categories: named('Aerial Point of Interest', 'B&B', 'Landing Site', 'Hotel', 'Pub', 'Restaurant', 'Aerodrome'),
      contactTypes: named('Pad Contact', 'Operator', 'Submitter', 'Owner'),
      landingFees: named('Free'),
      tags: named('Scenic'),
      warnings: named('Power lines'),
      facilities: named('Windsock'),
    }),
    // The real map needs a browser; this stand-in only reports a click at Dublin.
    PadMap: ({ onMapClick, pin }: { onMapClick: (p: { lat: number; lng: number }) => void; pin: unknown }) => (
      <button
        type="button"
        data-testid="map"
        data-pin={JSON.stringify(pin)}
        onClick={() => onMapClick({ lat: 53.3498, lng: -6.2603 })}
      >
        map
      </button>
    ),
  };
});

// antd forms in jsdom are slow, more so on a busy machine.
jest.setTimeout(300_000);

const lookups = {
  'GET /admin/regions/get-hisc-country-codes': { data: { data: { GB: 'United Kingdom' } } },
  'GET /geo/predictions': { data: { data: [] } },
  'GET /geo/reverse': {
    data: {
      data: {
        address: '',
        country: 'Republic of Ireland',
        country_code: 'IE',
        county: '',
        region: 'Dublin',
        region_id: 6,
        latitude: 53.3498,
        longitude: -6.2603,
        source: 'offline',
      },
    },
  },
};
let api: ReturnType<typeof mockApi>;
const serve = (createReply: Parameters<typeof mockApi>[0][string]) =>
  (api = mockApi({ ...lookups, 'POST /admin/pads': createReply }));

beforeEach(() => serve({ status: 500, data: { message: 'not expected' } }));
afterEach(() => api.restore());

const field = (label: string) => screen.getByLabelText(label, { selector: 'input,textarea' });

test('required messages, the disabled HISC input and the undeletable last contact', async () => {
  renderWithProviders(<PadCreatePage />);
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  expect(await screen.findAllByText('Required')).toHaveLength(5); // address, name, category, latitude, longitude
  expect(field('HISC')).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Delete contact' })).toBeDisabled();
  expect(screen.getByRole('switch', { name: 'Landing permitted' })).toBeChecked();
  expect(screen.getByRole('switch', { name: 'API access' })).toBeChecked();
});

test('a map click sets the coordinates and the reverse geocoder fills the place', async () => {
  renderWithProviders(<PadCreatePage />);
  fireEvent.click(screen.getByTestId('map'));
  await waitFor(() => expect(field('Longitude')).toHaveValue('-6.2603'));
  expect(field('Latitude')).toHaveValue('53.3498');
  await waitFor(() => expect(field('Country')).toHaveValue('Republic of Ireland'));
  expect(field('Region')).toHaveValue('Dublin');
  expect(api.calls).toContainEqual(
    expect.objectContaining({ url: '/geo/reverse', params: { lat: 53.3498, lng: -6.2603 } }),
  );
});

test('coordinates accept numeric text only and show their bounds', async () => {
  renderWithProviders(<PadCreatePage />);
  fireEvent.change(field('Latitude'), { target: { value: '9a1' } });
  expect(field('Latitude')).toHaveValue('91');
  fireEvent.blur(field('Latitude'));
  expect(await screen.findByText('Max: 90')).toBeInTheDocument();
  fireEvent.change(field('Longitude'), { target: { value: '-181' } });
  fireEvent.blur(field('Longitude'));
  expect(await screen.findByText('Min: -180')).toBeInTheDocument();
});

async function fillValidPad() {
  fireEvent.change(screen.getByRole('combobox', { name: 'Address' }), { target: { value: 'Farm Lane' } });
  fireEvent.click(screen.getByTestId('map'));
  fireEvent.change(field('Name'), { target: { value: 'Hilltop' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
  fireEvent.click(await screen.findByTitle('Hotel'));
}

test('a server refusal lands on its fields, the rest in the alert', async () => {
  serve({
    status: 422,
    data: {
      message: 'The hisc has already been taken.',
      errors: {
        hisc: ['The hisc has already been taken.'],
        'contacts.0.email': ['Please enter a valid email!'],
        data: ['Broken data'],
      },
    },
  });
  renderWithProviders(<PadCreatePage />);
  await fillValidPad();
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  // The message also shows in the 'Error' notification; here it must be on the HISC field.
  const form = screen.getByRole('form', { name: 'Create pad' });
  expect(await within(form).findByText('The hisc has already been taken.')).toBeInTheDocument();
  expect(within(screen.getByTestId('contact-0')).getByText('Please enter a valid email!')).toBeInTheDocument();
  expect(within(screen.getByTestId('form-alert')).getByText('Broken data')).toBeInTheDocument();
});

test('success shows the pad and "Create another one" starts again', async () => {
  serve({
    status: 201,
    data: {
      data: {
        id: 42,
        name: 'Hilltop',
        created_at: '2026-03-05T14:07:00.000Z',
        location: {
          address: 'Farm Lane',
          country: null,
          county: null,
          region: null,
          latitude: 53.3498,
          longitude: -6.2603,
        },
      },
    },
  });
  renderWithProviders(<PadCreatePage />);
  await fillValidPad();
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Pad "Hilltop" is successfully created')).toBeInTheDocument();
  expect(screen.getByTestId('created-pad-id')).toHaveTextContent('42');
  expect(screen.getByText(/05 Mar 2026 \d{2}:07/)).toBeInTheDocument();
  const sent = api.calls.find((call: MockRequest) => call.method === 'POST')!.body as FormData;
  expect(JSON.parse(String(sent.get('data')))).toMatchObject({
    name: 'Hilltop',
    category_id: 4,
    location: { latitude: 53.3498 },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Create another one' }));
  expect(field('Name')).toHaveValue('');
});
