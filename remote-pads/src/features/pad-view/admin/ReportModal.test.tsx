// The report dialog of the Admin tab for a reported review (spec part 2 §8): the review when it can be
// fetched, otherwise 'Cannot access to this review!' (with the server's reason when there is one).
import { mockApi, renderWithProviders } from '@pads/shared/testing';
import { configure, screen, within } from '@testing-library/react';
import { testReview } from '../reviews/testReviews';
import type { RevisionDetail } from './api/reports';
import { ReportModal } from './ReportModal';

jest.setTimeout(120_000);
// A shared 2-core machine: antd renders can take seconds; the assertions stay strict.
configure({ asyncUtilTimeout: 15_000 });

const REPORT_ID = 7;
const reportedReview: RevisionDetail = {
  id: REPORT_ID,
  type: 6,
  status: 1,
  pad_id: 5,
  user_id: 12,
  pad_report_type: null,
  comment: 'Rude words',
  review_id: 31,
  upload_id: null,
  is_updated_by_own_owner: false,
  resolved_by: null,
  resolved_at: null,
  link_sent_at: null,
  reverted_at: null,
  created_at: '2025-03-05T09:30:00Z',
  prev: null,
  next: null,
  current: null,
  user: { id: 12, username: 'reporter', first_name: 'Rita', last_name: 'Reporter', email: 'rita@example.com', role: 2 },
  upload_report: null,
  review_report: { review_id: 31 },
};
const reviewReportUrl = `GET /admin/review-reports/show-review-report/${REPORT_ID}`;

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

const open = () =>
  renderWithProviders(<ReportModal padId={5} reportedId={String(REPORT_ID)} onClose={() => undefined} />);
const reviewRow = async () => {
  const details = await screen.findByTestId('report-details');
  expect(details).toHaveTextContent('Reported review');
  expect(details).toHaveTextContent('Rude words');
  return (await within(details).findByText('Review')).closest('tr') as HTMLElement;
};

test("a reported review that cannot be fetched (404): 'Cannot access to this review!' with the reason", async () => {
  api = mockApi({
    [`GET /admin/revisions/${REPORT_ID}`]: { data: { data: reportedReview } },
    [reviewReportUrl]: { status: 404, data: { message: 'Report not found.' } },
  });
  open();
  const row = await reviewRow();
  const alert = await within(row).findByTestId('review-unavailable');
  expect(alert).toHaveTextContent('Cannot access to this review!');
  expect(alert).toHaveTextContent('Report not found.');
  expect(within(row).queryByTestId('review-31')).toBeNull();
  expect(api.calls.filter((c) => `${c.method} ${c.url}` === reviewReportUrl)).toHaveLength(1);
  // Still pending: the report can be resolved from the dialog.
  expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
});

test('a report whose review is gone shows the same text, without a reason', async () => {
  api = mockApi({
    [`GET /admin/revisions/${REPORT_ID}`]: { data: { data: reportedReview } },
    [reviewReportUrl]: { data: { data: { id: REPORT_ID, status: 1, review_id: 31, review: null } } },
  });
  open();
  const alert = await within(await reviewRow()).findByTestId('review-unavailable');
  expect(alert).toHaveTextContent(/^Cannot access to this review!$/);
});

test('a review that can be fetched is shown instead', async () => {
  api = mockApi({
    [`GET /admin/revisions/${REPORT_ID}`]: { data: { data: reportedReview } },
    [reviewReportUrl]: {
      data: {
        data: { id: REPORT_ID, status: 1, review_id: 31, review: testReview({ comment: 'You are all idiots' }) },
      },
    },
  });
  open();
  const row = await reviewRow();
  expect(await within(row).findByTestId('review-31')).toHaveTextContent('You are all idiots');
  expect(within(row).queryByTestId('review-unavailable')).toBeNull();
  expect(screen.queryByText('Cannot access to this review!')).toBeNull();
});
