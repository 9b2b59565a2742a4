// Every screen of this remote that shows a date shows it in the one format of spec part 1 §9 (issue 39): the user
// page's Info (registered, last action) and Activity, and the admin profile's sessions and two-factor state. Each is
// drawn against the fake API with dated answers; their text may hold no other date shape.
import {
  emptyStartupRoutes,
  expectOneDateFormat,
  mockApi,
  renderWithProviders,
  type MockRoute,
} from '@pads/shared/testing';
import { configure, screen } from '@testing-library/react';
import { SessionsSection } from './features/admin-profile/SessionsSection';
import { TwoFactorSection } from './features/admin-profile/TwoFactorSection';
import { ActivityTab } from './features/user-view/ActivityTab';
import type { UserDetail } from './features/user-view/api/userDetail';
import { InfoTab } from './features/user-view/InfoTab';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const AT = '2025-03-05T09:30:00Z';
let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());
const serve = (routes: Record<string, MockRoute>) => (api = mockApi(routes));

test('the user page: Info and Activity', async () => {
  serve({
    ...emptyStartupRoutes(),
    'GET /admin/users/campaign-options': { data: { data: [] } },
    'GET /admin/logs/user-logs/7': {
      data: {
        data: [
          {
            id: 1,
            action_type: 'pad_updated',
            created_at: AT,
            user: { id: 7, username: 'pia', name: 'Pia' },
            pad: null,
            additional: null,
          },
        ],
        meta: { total: 1, per_page: 25 },
      },
    },
  });
  const user = {
    id: 7,
    first_name: 'Pia',
    last_name: 'Pilot',
    username: 'pia',
    email: 'pia@example.com',
    phone: null,
    role: 2,
    location: { country_code: 'GB', state_code: null, name: 'London' },
    renewal_date: '2026-01-02T10:00:00.000Z',
    premium_state: 'free',
    campaign_id: null,
    tags: [],
    aircraft: [],
    version: 4,
    last_action_at: AT,
    created_at: '2024-01-02T10:00:00.000Z',
  } as unknown as UserDetail;
  const info = renderWithProviders(<InfoTab user={user} />);
  expectOneDateFormat(info.container, 2);
  info.unmount();
  const activity = renderWithProviders(<ActivityTab userId={7} />);
  await screen.findByText(/05 Mar 2025/);
  expectOneDateFormat(activity.container, 1);
});

test('the admin profile: sessions and two-factor', async () => {
  const session = {
    id: 11,
    device: 'Chrome',
    ip: '10.0.0.1',
    created_at: AT,
    last_used_at: AT,
    expires_at: AT,
    current: true,
  };
  serve({
    'GET /admin/sessions': { data: { data: [session] } },
    'GET /admin/two-factor': {
      data: { data: { enabled: true, enabled_at: AT, recovery_codes_left: 10, required: false } },
    },
  });
  const view = renderWithProviders(
    <>
      <SessionsSection />
      <TwoFactorSection />
    </>,
  );
  await screen.findByText('Chrome');
  await screen.findByText(/On since/);
  expectOneDateFormat(view.container, 3);
});
