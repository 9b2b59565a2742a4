// The pad's change log pages through the server's pages on the list controller: 25 a page, the pager below.
import { mockApi, renderWithProviders, type MockRequest } from '@pads/shared/testing';
import { configure, fireEvent, screen } from '@testing-library/react';
import { PadTimeline } from './PadTimeline';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

const entry = (id: number, action_type: string) => ({
  id,
  action_type,
  created_at: '2026-01-02T10:00:00.000Z',
  user: null,
  entity_type: 'pad',
  entity_object: null,
  additional: null,
  device_info: null,
});

test('a second page of the change log', async () => {
  const pageOf = (request: MockRequest) => Number(request.params.page ?? 1);
  api = mockApi({
    'GET /admin/logs/pad-logs/5': (request) => ({
      data: {
        data: [pageOf(request) === 2 ? entry(1, 'pad_created') : entry(26, 'pad_archived')],
        meta: { current_page: pageOf(request), per_page: 25, total: 26, last_page: 2 },
      },
    }),
  });
  renderWithProviders(<PadTimeline padId={5} />);
  expect(await screen.findByText('Archived')).toBeInTheDocument();
  expect(api.calls.at(-1)!.params).toEqual({ page: '1' });
  fireEvent.click(screen.getByTitle('2'));
  expect(await screen.findByText('Created the pad')).toBeInTheDocument();
  expect(screen.queryByText('Archived')).toBeNull();
  expect(api.calls.at(-1)!.params).toEqual({ page: '2' });
});
