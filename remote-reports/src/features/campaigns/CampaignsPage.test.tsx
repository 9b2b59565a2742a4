import { emptyStartupRoutes, mockApi, renderWithProviders, type MockRoute } from '@pads/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CampaignsPage from './CampaignsPage';

const campaign = (id: number) => ({
  id,
  name: `Campaign ${id}`,
  count: 100 - id,
  converted: 2,
  reverted: 1,
  created_at: '2026-01-01T00:00:00Z',
});
// Page 1 of 30 campaigns, as the API's query list answers it.
const page1 = {
  data: Array.from({ length: 25 }, (_, i) => campaign(i + 1)),
  columns: [
    { column: 'name', display_name: 'Name', sortable: true },
    { column: 'count', display_name: 'Current', sortable: true },
    { column: 'converted', display_name: 'Converted', sortable: true },
    { column: 'reverted', display_name: 'Reverted', sortable: true },
  ],
  filterable: [],
  entity: 'campaigns',
  meta: { from: 1, to: 25, total: 30, per_page: 25, current_page: 1, last_page: 2 },
};

let routes: Record<string, MockRoute>;
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  sessionStorage.clear();
  routes = { ...emptyStartupRoutes(), 'GET /admin/campaigns': { data: page1 } };
  api = mockApi(routes);
});
afterEach(() => api.restore());

const renderPage = () => renderWithProviders(<CampaignsPage />, { route: '/dashboard/reports/campaigns' });
const notice = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-notification-notice-title' })).closest(
    '.ant-notification-notice',
  ) as HTMLElement;

test("'Showing x-y of n listings' and the pager top and bottom right, each with its own test id", async () => {
  renderPage();
  expect(await screen.findByTestId('list-showing')).toHaveTextContent('Showing 1-25 of 30 listings');
  expect(screen.getByTestId('list-showing-bottom')).toHaveTextContent('Showing 1-25 of 30 listings');
  expect(screen.getByTestId('campaigns-table-pagination-top')).toBeInTheDocument();
  expect(screen.getByTestId('campaigns-table-pagination')).toBeInTheDocument();
  // Top is above the table, bottom below it.
  const table = within(screen.getByTestId('campaigns-table')).getByRole('table');
  const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  expect(follows(screen.getByTestId('list-showing'), table)).toBe(true);
  expect(follows(table, screen.getByTestId('list-showing-bottom'))).toBe(true);
});

test("a refused rename shows 'Error' with the server's message", async () => {
  routes['PUT /admin/campaigns/3'] = {
    status: 422,
    data: { message: 'The name has already been taken.', errors: { name: ['The name has already been taken.'] } },
  };
  renderPage();
  const name = await screen.findByTestId('campaign-name-3');
  await userEvent.click(within(name).getByRole('button', { name: 'Rename' }));
  // The edit box (antd also renders a hidden copy of it to measure its height).
  const box = await waitFor(() =>
    document.querySelector<HTMLTextAreaElement>('.ant-typography-edit-content textarea')!,
  );
  expect(box).toHaveValue('Campaign 3');
  fireEvent.change(box, { target: { value: 'Campaign 4' } });
  // Enter (down and up) confirms the edit.
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box, { key: 'Enter', keyCode: 13 });
  const error = await notice('Error');
  expect(error).toHaveTextContent('The name has already been taken.');
  expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
    url: '/admin/campaigns/3',
    body: { name: 'Campaign 4' },
  });
});

test("a failed delete shows 'Error' with the server's message", async () => {
  routes['DELETE /admin/campaigns/2'] = { status: 500, data: { message: 'The campaign could not be deleted.' } };
  renderPage();
  const row = (await screen.findByTestId('campaign-name-2')).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
  const confirm = (
    await screen.findByText('98 users are assigned to this campaign. They stay, without the campaign.')
  ).closest('.ant-popover') as HTMLElement;
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  const error = await notice('Error');
  expect(error).toHaveTextContent('The campaign could not be deleted.');
  await waitFor(() => expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
});

test('most users first; a header sorts descending first, then ascending; the next page keeps the sort', async () => {
  renderPage();
  await screen.findByTestId('campaign-name-3');
  const lastList = () => api.calls.filter((c) => c.method === 'GET' && c.url === '/admin/campaigns').at(-1)!.params;
  expect(lastList()).toEqual({ page: '1', sort_column: 'count', sort_direction: 'descend' });
  const header = () => screen.getAllByText('Converted', { selector: '.ant-table-column-title' })[0]!;
  fireEvent.click(header());
  await waitFor(() => expect(lastList()).toEqual({ page: '1', sort_column: 'converted', sort_direction: 'descend' }));
  fireEvent.click(header());
  await waitFor(() => expect(lastList()).toEqual({ page: '1', sort_column: 'converted', sort_direction: 'ascend' }));
  fireEvent.click(within(screen.getByTestId('campaigns-table-pagination')).getByTitle('2'));
  await waitFor(() => expect(lastList()).toEqual({ page: '2', sort_column: 'converted', sort_direction: 'ascend' }));
});
