// The library's date-showing pieces show dates in the one format of spec part 1 §9 (issue 39): every list screen's
// timestamp cells (the pads, users, System Logs, moderation, announcement lists draw them through ServerTable)
// and a review's card (the pad view's Reviews tab, the review list's rows, a reported review).
import { screen } from '@testing-library/react';
import { expectOneDateFormat, renderWithProviders } from '../testing';
import { ReviewCard } from '../reviews/ReviewCard';
import { ServerTable } from './ServerTable';

const AT = '2025-03-05T09:30:00Z';
const column = (name: string, relation: string | null = null) => ({
  column: name,
  display_name: name,
  sort_order: 0,
  relation,
  relation_type: null,
  link: null,
  link_column: null,
  link_query: null,
  edit_path: null,
  sortable: true,
});

test('a list’s timestamp cells', () => {
  const view = renderWithProviders(
    <ServerTable
      columns={[column('id'), column('created_at'), column('last_action_at', 'user')]}
      rows={[{ id: 1, created_at: AT, user: { last_action_at: '2025-12-31T23:59:00.000Z' } }]}
      meta={{ from: 1, to: 1, total: 1, per_page: 20, current_page: 1, last_page: 1 }}
      onChange={() => undefined}
    />,
  );
  expectOneDateFormat(view.container, 2);
});

test('a review’s card', () => {
  const view = renderWithProviders(
    <ReviewCard
      withToggle={false}
      review={
        {
          id: 31,
          rating: 4,
          comment: 'Lovely',
          created_at: AT,
          updated_at: AT,
          is_review_approved: true,
          is_reported: false,
          is_visited_again: true,
          uploads_count: 0,
          uploads: [],
          user: { id: 11, first_name: 'Pia', last_name: 'Pilot', username: 'pia', is_anonymous: false, role: 2 },
          landing: 4,
          helifriendliness: 4,
          food: 4,
          service: 4,
        } as never
      }
    />,
  );
  expect(screen.getByText('Lovely')).toBeInTheDocument();
  expectOneDateFormat(view.container, 1);
});
