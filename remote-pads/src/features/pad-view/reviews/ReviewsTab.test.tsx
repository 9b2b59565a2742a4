// The pad's Reviews tab: the stars and every review (anonymous authors unnamed, admins badged), and a
// failed rating fetch shown in a dialog with the server's message (spec part 2 §8).
import { mockApi, renderWithProviders } from '@pads/shared/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReviewsTab } from './ReviewsTab';
import { testPadReviews, testReview, testStars } from './testReviews';

jest.setTimeout(120_000);
// A shared 2-core machine: antd renders can take seconds; the assertions stay strict.
configure({ asyncUtilTimeout: 15_000 });

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

test('a failed rating fetch shows its error text in a dialog', async () => {
  api = mockApi({
    'GET /admin/pads/reviews/5': { status: 500, data: { message: 'The ratings could not be computed.' } },
  });
  renderWithProviders(<ReviewsTab padId={5} />);
  const dialog = await screen.findByRole('dialog', { name: 'Error' });
  expect(within(dialog).getByText('The ratings could not be computed.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
  expect(screen.getByText('Reviews could not be loaded.')).toBeInTheDocument();
  expect(screen.queryByTestId('reviews-tab')).toBeNull();
  // One dialog for one failure.
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(api.calls.filter((c) => c.url === '/admin/pads/reviews/5')).toHaveLength(1);
});

test('the stars and the reviews; an anonymous admin is shown as Anonymous, without the Admin badge', async () => {
  api = mockApi({
    'GET /admin/pads/reviews/5': {
      data: testPadReviews(
        [
          testReview({
            id: 41,
            rating: 5,
            user: { id: 1, first_name: 'Ada', last_name: 'Admin', username: 'ada', is_anonymous: false, role: 1 },
          }),
          // Admins receive an anonymous author flagged as such (docs/decisions/0067-review-moderation-and-authors.md).
          testReview({
            id: 42,
            rating: 2,
            user: { id: 2, first_name: 'Bo', last_name: 'Boss', username: 'boss', is_anonymous: true, role: 1 },
          }),
        ],
        testStars({ rating: 3.5, visits: 2, total_ratings: 2 }),
      ),
    },
  });
  renderWithProviders(<ReviewsTab padId={5} />);
  expect(await screen.findByTestId('reviews-tab')).toBeInTheDocument();
  expect(screen.getByTestId('stars-rating')).toHaveTextContent('3.5');
  expect(screen.getByTestId('stars-total')).toHaveTextContent('2');

  const named = screen.getByTestId('review-41');
  expect(within(named).getByRole('link', { name: 'ada' })).toHaveAttribute('href', '/dashboard/user-view/1');
  expect(within(named).getByTestId('admin-badge')).toHaveTextContent('Admin');

  const anonymous = screen.getByTestId('review-42');
  expect(within(anonymous).getByTestId('review-author')).toHaveTextContent(/^Anonymous$/);
  expect(within(anonymous).queryByTestId('admin-badge')).toBeNull();
  expect(within(anonymous).queryByRole('link')).toBeNull();
  expect(within(anonymous).queryByText('boss')).toBeNull();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('every review can be reached: the paging line and the pages of the server', async () => {
  const stars = testStars({ rating: 3, visits: 3, total_ratings: 3 });
  api = mockApi({
    'GET /admin/pads/reviews/5': (request) =>
      String(request.params.page) === '2'
        ? {
            data: testPadReviews([testReview({ id: 63, comment: 'Oldest one' })], stars, {
              from: 3,
              to: 3,
              total: 3,
              per_page: 2,
              current_page: 2,
              last_page: 2,
            }),
          }
        : {
            data: testPadReviews([testReview({ id: 61 }), testReview({ id: 62 })], stars, {
              total: 3,
              per_page: 2,
              last_page: 2,
            }),
          },
  });
  renderWithProviders(<ReviewsTab padId={5} />);
  expect(await screen.findByTestId('reviews-showing')).toHaveTextContent('Showing 1–2 of 3 reviews');
  expect(screen.getByTestId('review-61')).toBeInTheDocument();
  expect(screen.queryByTestId('review-63')).toBeNull();
  expect(api.calls.at(-1)!.params).toEqual({ page: 1 });

  fireEvent.click(screen.getByTitle('2'));
  expect(await screen.findByTestId('review-63')).toHaveTextContent('Oldest one');
  expect(screen.getByTestId('reviews-showing')).toHaveTextContent('Showing 3–3 of 3 reviews');
  expect(screen.queryByTestId('review-61')).toBeNull();
  expect(api.calls.at(-1)!.params).toEqual({ page: 2 });
  // The stars stay those of every shown review.
  expect(screen.getByTestId('stars-total')).toHaveTextContent('3');
});
