import { emptyStartupRoutes, mockApi, renderWithProviders } from '@pads/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserDetail } from './api/userDetail';
import { InfoTab } from './InfoTab';

jest.setTimeout(60_000);

const user: UserDetail = {
  id: 7,
  first_name: 'Pia',
  last_name: 'Pilot',
  username: 'pia',
  email: 'pia@example.com',
  email_verified_at: null,
  phone: null,
  role: 2,
  location: { country_code: 'GB', state_code: null, name: 'London', latitude: null, longitude: null },
  renewal_date: null,
  free_renewal_date: null,
  premium_state: 'free',
  is_premium: false,
  is_fremium: false,
  campaign_id: null,
  campaign: null,
  is_active: true,
  is_deleted: false,
  deleted_at: null,
  archive_reason: null,
  tags: [],
  aircraft: [],
  pads_count: 0,
  version: 4,
  registration_step: 3,
  registration_device: 'ios',
  last_action_at: null,
  created_at: '2026-01-02T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:00.000Z',
};

const STALE = 'This user was changed by Ann Lee at 2026-11-23T10:00:00.000Z. Reload it and apply your edit again.';

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi({
    ...emptyStartupRoutes(),
    'GET /admin/users/campaign-options': { data: { data: [] } },
    'PUT /admin/users/7': { status: 409, data: { message: STALE, code: 'conflict' } },
  });
});
afterEach(() => api.restore());

test('a stale edit (409) shows who changed the user in the form alert; the loaded version was sent', async () => {
  renderWithProviders(<InfoTab user={user} />);
  fireEvent.change(screen.getByTestId('user-first_name'), { target: { value: 'Piadora' } });
  fireEvent.click(screen.getByTestId('user-save'));
  expect(await screen.findByTestId('form-alert')).toHaveTextContent(STALE);
  const put = api.calls.find((c) => c.method === 'PUT')!;
  expect(put.body).toMatchObject({ first_name: 'Piadora', version: 4, tab: 'info' });
  // The edit stays in the form for the admin to apply again after a reload.
  expect(screen.getByTestId('user-first_name')).toHaveValue('Piadora');
});

test('client-side messages stop the save before any call', async () => {
  renderWithProviders(<InfoTab user={user} />);
  fireEvent.change(screen.getByTestId('user-phone'), { target: { value: '1'.repeat(51) } });
  fireEvent.click(screen.getByTestId('user-save'));
  expect(await screen.findByText('Phone must be at most 50 characters')).toBeInTheDocument();
  await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(false));
});
