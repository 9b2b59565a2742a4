import { mockApi, renderWithProviders } from '@pads/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GenericReportPage } from './GenericReportPage';
import { GENERIC_REPORTS } from './genericReports';

const logs = GENERIC_REPORTS.find((report) => report.key === 'log-report')!;

const listResponse = {
  data: [{ id: 7, user_id: 1, action: 'pad_created' }],
  columns: [
    { column: 'id', display_name: 'ID', sortable: true },
    { column: 'action', display_name: 'Action', sortable: true },
  ],
  filterable: [{ column: 'action', display_name: 'Action', operators: ['equals'], type: 'text' }],
  entity: 'logs',
  meta: { from: 1, to: 1, total: 1, per_page: 25, current_page: 1, last_page: 1 },
};
const saved = { id: 3, name: 'Pads created', is_public: false, is_owner: true, entity: 'logs', columns: [] };

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  sessionStorage.clear();
  api = mockApi({
    'GET /admin/logs': { data: listResponse },
    'GET /admin/reports': { data: { data: [] } },
    'POST /admin/reports': (request) => ({
      status: 201,
      data: { data: { ...saved, filters: (request.body as { filters: object }).filters } },
    }),
  });
});
afterEach(() => api.restore());

it("saves a filter under the list's entity (logs), which is also what its Saved Filters list reads", async () => {
  renderWithProviders(<GenericReportPage config={logs} />, { route: '/dashboard/reports/log-report' });
  expect(await screen.findByText('pad_created')).toBeInTheDocument();
  fireEvent.change(screen.getByTestId('save-filter-name'), { target: { value: 'Pads created' } });
  fireEvent.click(screen.getByTestId('save-filter-submit'));
  await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
  expect(api.calls.find((call) => call.method === 'POST')!.body).toMatchObject({
    name: 'Pads created',
    entity: 'logs',
  });
  expect(
    api.calls.filter((call) => call.url === '/admin/reports' && call.method === 'GET').map((c) => c.params),
  ).toContainEqual({ entity: 'logs' });
});

it("System Logs' User column cuts usernames to 15 characters, the full name in the title (spec part 2 §9)", async () => {
  api.restore();
  api = mockApi({
    'GET /admin/logs': {
      data: {
        ...listResponse,
        data: [{ id: 7, user_id: 1, action: 'pad_created', user: { username: 'averyveryverylongusername' } }],
        columns: [...listResponse.columns, { column: 'username', relation: 'user', display_name: 'User' }],
      },
    },
    'GET /admin/reports': { data: { data: [] } },
  });
  renderWithProviders(<GenericReportPage config={logs} />, { route: '/dashboard/reports/log-report' });
  const name = await screen.findByText('averyveryverylo…');
  expect(name).toHaveAttribute('title', 'averyveryverylongusername');
  expect(screen.queryByText('averyveryverylongusername')).toBeNull();
});
