// The user page's paged tabs (spec part 3 §2), on the list controller: the Pads tab's relation counts, paging
// line and pages, a relation picked going back to page 1; the Activity tab's pages. Drawn against the fake API.
import { emptyStartupRoutes, mockApi, renderWithProviders, type MockRequest } from '@pads/shared/testing';
import { configure, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { ActivityTab } from './ActivityTab';
import { PadsTab } from './PadsTab';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

const meta = (page: number, total: number, perPage: number) => ({
  from: (page - 1) * perPage + 1,
  to: Math.min(page * perPage, total),
  total,
  per_page: perPage,
  current_page: page,
  last_page: Math.ceil(total / perPage),
});

const pad = (id: number, name: string) => ({
  id,
  name,
  category_id: 1,
  category: { name: 'Helipad' },
  status_id: 1,
  status: { name: 'Active' },
  country_code: 'GB',
  region: null,
  deleted_at: null,
  created_at: '2026-01-02T10:00:00.000Z',
  is_private: false,
  is_submitted: true,
  is_owned: id === 1,
  is_favourite: false,
});

const pageOf = (request: MockRequest) => Number(request.params.page ?? 1);

function PadsTabWithFilter() {
  const [filter, setFilter] = useState(0);
  return <PadsTab userId={7} filter={filter} onFilter={setFilter} />;
}

test('the Pads tab: counts, the paging line, a second page, and a relation back on page 1', async () => {
  api = mockApi({
    ...emptyStartupRoutes(),
    'GET /admin/users/get-pads/7': (request) => ({
      data: {
        data: pageOf(request) === 2 ? [pad(21, 'Second page pad')] : [pad(1, 'First pad')],
        counts: { '0': 21, '1': 0, '2': 21, '3': 1, '5': 0 },
        meta: meta(pageOf(request), request.params.type === '3' ? 1 : 21, 20),
      },
    }),
  });
  renderWithProviders(<PadsTabWithFilter />);
  expect(await screen.findByText('First pad')).toBeInTheDocument();
  expect(screen.getByTestId('pads-filter-0')).toHaveTextContent('All (21)');
  expect(screen.getByTestId('pads-filter-3')).toHaveTextContent('Owned (1)');
  expect(screen.getByTestId('list-showing')).toHaveTextContent('Showing 1-20 of 21 listings');
  expect(screen.getByText('Owned')).toBeInTheDocument();

  fireEvent.click(screen.getByTitle('2'));
  expect(await screen.findByText('Second page pad')).toBeInTheDocument();
  expect(screen.getByTestId('list-showing')).toHaveTextContent('Showing 21-21 of 21 listings');
  expect(api.calls.at(-1)!.params).toEqual({ page: '2', type: '0' });

  fireEvent.click(screen.getByTestId('pads-filter-3'));
  expect(await screen.findByText('First pad')).toBeInTheDocument();
  expect(api.calls.at(-1)!.params).toEqual({ page: '1', type: '3' });
  expect(screen.getByTestId('list-showing')).toHaveTextContent('Showing 1-1 of 1 listings');
});

test('the Activity tab: the paging line and a second page', async () => {
  const entry = (id: number) => ({
    id,
    action_type: id === 1 ? 'user_updated' : 'user_archived',
    created_at: '2026-01-02T10:00:00.000Z',
    user: null,
    entity_type: null,
    entity_object: null,
    additional: null,
    device_info: null,
  });
  api = mockApi({
    ...emptyStartupRoutes(),
    'GET /admin/logs/user-logs/7': (request) => ({
      data: { data: [entry(pageOf(request) === 2 ? 26 : 1)], meta: meta(pageOf(request), 26, 25) },
    }),
  });
  renderWithProviders(<ActivityTab userId={7} />);
  expect(await screen.findByText('User updated')).toBeInTheDocument();
  expect(screen.getByTestId('list-showing')).toHaveTextContent('Showing 1-25 of 26 listings');
  fireEvent.click(screen.getByTitle('2'));
  expect(await screen.findByText('User archived')).toBeInTheDocument();
  expect(api.calls.at(-1)!.params).toEqual({ page: '2' });
});
