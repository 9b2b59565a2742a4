// The reviews list as the API sends it: an anonymous review carries no author (no id, name or role), so it
// reads 'Anonymous' with no link and no Admin badge; a named admin keeps the link and the badge.
import { useSessionStore, type AdminUser } from '@pads/shared';
import { mockApi, renderWithProviders } from '@pads/shared/testing';
import { configure, screen, within } from '@testing-library/react';
import type { ReviewListRow as ReviewRow } from '@pads/contracts/api';
import ReviewListPage from './ReviewListPage';

jest.setTimeout(90_000);
// A shared 2-core machine: antd's table can take seconds to render.
configure({ asyncUtilTimeout: 15_000 });

const row = (over: Partial<ReviewRow>): ReviewRow => ({
  id: 1,
  pad_id: 5,
  user_id: 1,
  rating: 4,
  comment: 'Fine',
  is_review_approved: true,
  is_reported: false,
  is_visited_again: false,
  created_at: '2025-01-31T09:30:00.000Z',
  landing: null,
  helifriendliness: null,
  food: null,
  service: null,
  pad: { name: 'Hilltop Farm' },
  user: { username: 'ada', role: 1, is_anonymous: false },
  uploads: [],
  uploads_count: 0,
  ...over,
});

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ token: 't', user: { id: 1 } as AdminUser });
  api = mockApi({
    'GET /admin/reviews': {
      data: {
        entity: 'reviews',
        data: [
          row({ id: 1, comment: 'Named admin' }),
          row({
            id: 2,
            comment: 'Anonymous admin',
            user_id: null,
            user: { username: null, role: null, is_anonymous: true },
          }),
        ],
        columns: [
          { column: 'id', display_name: 'ID', sortable: true },
          { column: 'username', relation: 'user', display_name: 'Author', sortable: true },
          { column: 'comment', display_name: 'Comment', sortable: false },
        ],
        filterable: [],
        meta: { from: 1, to: 2, total: 2, per_page: 20, current_page: 1, last_page: 1 },
      },
    },
    'GET /admin/reports': { data: { data: [] } },
  });
});
afterEach(() => api.restore());

test("an anonymous review reads 'Anonymous' without link or badge; a named admin has both", async () => {
  renderWithProviders(<ReviewListPage />, { route: '/dashboard/comments-list' });
  const named = (await screen.findByText('Named admin')).closest('tr') as HTMLElement;
  expect(within(named).getByRole('link', { name: 'ada' })).toHaveAttribute('href', '/dashboard/user-view/1');
  expect(within(named).getByTestId('admin-badge')).toHaveTextContent('Admin');

  const anonymous = screen.getByText('Anonymous admin').closest('tr') as HTMLElement;
  expect(within(anonymous).getByTestId('review-author')).toHaveTextContent(/^Anonymous$/);
  expect(within(anonymous).queryByTestId('admin-badge')).toBeNull();
  expect(within(anonymous).queryByRole('link')).toBeNull();
});
