// Every screen of this remote that shows a date shows it in the one format of spec part 1 §9 (issue 39): the pad
// view's change log, Admin tab (owners' confirmation e-mails, notes, reports, the moderation request), the report
// dialog with its reported review, and the pad-create success. Each is drawn against the fake API with dated
// answers; their text may hold no other date shape.
import { expectOneDateFormat, mockApi, renderWithProviders, type MockRoute } from '@pads/shared/testing';
import { configure, screen, waitFor } from '@testing-library/react';
import { AdminTab } from './features/pad-view/admin/AdminTab';
import { ReportModal } from './features/pad-view/admin/ReportModal';
import type { PadDetail } from './features/pad-view/api/padDetail';
import { PadTimeline } from './features/pad-view/PadTimeline';
import { testReview } from './features/pad-view/reviews/testReviews';
import { PadCreateSuccess } from './features/pad-create/PadCreateSuccess';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const AT = '2025-03-05T09:30:00Z';
const user = { id: 12, username: 'reporter', first_name: 'Rita', last_name: 'Reporter', email: 'r@pads.test', role: 2 };
const revision = {
  id: 7,
  type: 4,
  status: 1,
  pad_id: 5,
  user_id: 12,
  pad_report_type: 1,
  comment: 'Wrong phone',
  review_id: 31,
  upload_id: null,
  is_updated_by_own_owner: false,
  resolved_by: null,
  resolved_at: null,
  link_sent_at: null,
  reverted_at: null,
  created_at: AT,
  prev: null,
  next: null,
  current: null,
  user,
  upload_report: null,
  review_report: { review_id: 31 },
};
const page = (rows: unknown[]) => ({
  data: rows,
  meta: { total: rows.length, per_page: 25, current_page: 1, last_page: 1 },
});

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());
const serve = (routes: Record<string, MockRoute>) => (api = mockApi(routes));

test('the Admin tab: owners, notes, reports and the moderation request', async () => {
  serve({
    'GET /admin/pads/get-owners/5': {
      data: {
        data: [
          {
            id: 1,
            user_id: 11,
            name: 'Olive',
            email: 'o@pads.test',
            phone: null,
            contact_type_id: 4,
            is_claimed: false,
            is_pending: false,
            pending_comment: null,
            confirmation_sent_at: AT,
            user: { id: 11, username: 'olive', role: 3 },
          },
        ],
      },
    },
    'GET /admin/pads/get-notes/5': {
      data: {
        data: [{ id: 3, pad_id: 5, body: 'Rang them', user: { id: 1, name: 'Ann' }, created_at: AT, updated_at: AT }],
      },
    },
    'GET /admin/revisions': { data: page([revision]) },
    'GET /admin/pads/5': { data: { data: { id: 5 } } },
  });
  const view = renderWithProviders(<AdminTab pad={{ id: 5, can_send_moderation: true } as PadDetail} />, {
    route: '/dashboard/pad-view/5?tab=admin',
  });
  await screen.findByText('Rang them');
  await screen.findByText(/Confirmation e-mail sent/);
  await screen.findByText(/Requested by/);
  // Notes, the confirmation e-mail and the report row with times; the moderation request's day.
  await waitFor(() => expectOneDateFormat(view.container, 4));
});

test('the change log', async () => {
  serve({
    'GET /admin/logs/pad-logs/5': {
      data: {
        data: [
          {
            id: 1,
            action_type: 'pad_updated',
            created_at: AT,
            user: { id: 1, name: 'Ann', email: 'a@pads.test', role_label: 'Admin' },
            additional: null,
          },
          { id: 2, action_type: 'pad_created', created_at: '2024-12-31T23:05:00Z', user: null, additional: null },
        ],
        meta: { total: 2, per_page: 25 },
      },
    },
  });
  const view = renderWithProviders(<PadTimeline padId={5} />);
  await screen.findAllByTestId('timeline-entry');
  expectOneDateFormat(view.container, 2);
});

test('the report dialog and its reported review', async () => {
  serve({
    'GET /admin/revisions/7': { data: { data: { ...revision, type: 6 } } },
    'GET /admin/review-reports/show-review-report/7': {
      data: { data: { id: 7, status: 1, review_id: 31, review: testReview({ id: 31, created_at: AT }) } },
    },
  });
  renderWithProviders(<ReportModal padId={5} reportedId="7" onClose={() => undefined} />);
  await screen.findByTestId('review-31');
  // The dialog renders in a portal: the whole document is the screen.
  expectOneDateFormat(document.body, 2);
});

test('the pad-create success', () => {
  const view = renderWithProviders(
    <PadCreateSuccess pad={{ id: 9, name: 'Hilltop', created_at: AT } as never} onCreateAnother={() => undefined} />,
  );
  expectOneDateFormat(view.container, 1);
});
