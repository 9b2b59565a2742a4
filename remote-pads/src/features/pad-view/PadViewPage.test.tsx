// The pad view's frame against the fake API: the title, the five tabs (counts, the Admin dot, Survey
// Information only with a survey), the tab kept in the address and in the session, the change log, and a
// pad the server refuses.
import { formatDateTime, paths } from '@pads/shared';
import { expectNotFoundPanels, mockApi, renderWithProviders } from '@pads/shared/testing';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import PadViewPage from './PadViewPage';
import { padRoutes, testPad } from './testPad';

// The real map needs a browser.
jest.mock('@pads/shared', () => ({
  ...jest.requireActual('@pads/shared'),
  // The Contact edit's selects read the startup lookups.
  useStartupData: () => jest.requireActual('./testLookups').testLookups,
  PadMap: ({ 'data-testid': testId }: { 'data-testid'?: string }) => <div data-testid={testId ?? 'pad-map'} />,
}));

jest.setTimeout(120_000);
// A shared 2-core machine: antd renders can take seconds; the assertions stay strict.
configure({ asyncUtilTimeout: 15_000 });

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());
beforeEach(() => sessionStorage.clear());

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}
const renderPage = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/dashboard/pad-view/:padId"
        element={
          <>
            <PadViewPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );
const tab = (name: string | RegExp) => screen.getByRole('tab', { name });

test('the title, the tabs with their counts and the Admin dot; Survey Information waits for a survey', async () => {
  const pad = testPad({
    comments_count: 3,
    pad_notes: [
      { id: 1, body: 'a', user: { id: 5, name: 'Ann Admin' }, created_at: '2025-01-03T10:00:00Z' },
      { id: 2, body: 'b', user: null, created_at: '2025-01-02T10:00:00Z' },
    ],
    resolvable_actions: true,
    submitter_user_id: 9,
    submitters: [{ id: 9, user_id: 9, email: 'b@pads.test', name: 'Bartholomew Pilotson', is_submitter_pilot: true }],
  });
  api = mockApi({
    ...padRoutes(pad),
    [`GET /admin/logs/pad-logs/${pad.id}`]: {
      data: {
        data: [
          {
            id: 1,
            action_type: 'pad_moderated',
            entity_type: 'pad',
            entity_id: 5,
            entity_object: { id: 5, name: 'Hilltop Farm' },
            subject_user_id: null,
            additional: { changes: { status_id: { before: 1, after: 3 } }, details: null },
            device_info: null,
            created_at: '2025-02-01T09:30:00Z',
            user: {
              id: 1,
              name: 'Alexandra Administrator',
              username: 'alexandra',
              email: 'ada@pads.test',
              role: 1,
              role_label: 'Admin',
            },
          },
        ],
        meta: { current_page: 1, per_page: 25, total: 1, last_page: 1 },
      },
    },
  });
  renderPage(paths.padView(5));
  expect(await screen.findByTestId('pad-name')).toHaveTextContent('Hilltop Farm');
  expect(screen.getByTestId('pad-id')).toHaveTextContent('ID: 5');
  expect(tab('Contact')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Reviews (3)')).toBeInTheDocument();
  expect(tab(/Admin \(2\)/)).toBeInTheDocument();
  expect(screen.getByTestId('admin-tab-dot').querySelector('.ant-badge-dot')).not.toBeNull();
  expect(tab('Survey Information')).toHaveAttribute('aria-disabled', 'true');
  expect(within(screen.getByTestId('contact-tab')).getByTestId('summary-hisc')).toHaveTextContent('GB1234AB');
  const entry = await screen.findByTestId('timeline-entry');
  // Names cut to 15 characters with an ellipsis (spec part 2 §9), the full one in the link's title.
  expect(entry).toHaveTextContent('Moderated by Alexandra Admin… (Admin)');
  expect(entry).toHaveTextContent('status_id: 1 → 3');
  const logUser = within(entry).getByRole('link', { name: 'Alexandra Admin…' });
  expect(logUser).toHaveAttribute('href', paths.userView(1));
  expect(logUser).toHaveAttribute('title', 'Alexandra Administrator');
  expect(screen.getByTestId('pad-submitters')).toHaveTextContent('Submitted by: Bartholomew Pil… (pilot)');
  expect(within(screen.getByTestId('pad-submitters')).getByRole('link')).toHaveAttribute('href', paths.userView(9));
});

test('?tab=landing opens the Landing tab; another tab replaces it in the address and is remembered', async () => {
  const pad = testPad({ survey_id: 12 });
  api = mockApi(padRoutes(pad));
  const view = renderPage(`${paths.padView(5)}?tab=landing`);
  expect(await screen.findByTestId('landing-tab')).toBeInTheDocument();
  expect(screen.getByTestId('landing-advice')).toHaveTextContent('Approach from the south');
  expect(tab('Survey Information')).not.toHaveAttribute('aria-disabled', 'true');
  fireEvent.click(tab('Contact'));
  expect(await screen.findByTestId('contact-tab')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?tab=contact'));
  expect(sessionStorage.getItem('pad-view-tab:5')).toBe('contact');

  // Opened again without a tab in the address: the tab last used on this pad.
  view.unmount();
  sessionStorage.setItem('pad-view-tab:5', 'landing');
  renderPage(paths.padView(5));
  expect(await screen.findByTestId('landing-tab')).toBeInTheDocument();
});

test("a pad the server fails to read shows the server's message", async () => {
  api = mockApi({ 'GET /admin/pads/999': { status: 500, data: { message: 'Server Error' } } });
  renderPage(paths.padView(999));
  expect(await screen.findByTestId('pad-error')).toHaveTextContent('Server Error');
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
});

test('a malformed or unknown pad id shows the not-found panel; a malformed one is not asked for', async () => {
  api = mockApi({ 'GET /admin/pads/999': { status: 404, data: { message: 'Pad not found.' } } });
  await expectNotFoundPanels('pad', { pathsFor: paths.padView, unknown: [paths.padView(999)], open: renderPage });
  expect(api.calls.map((call) => call.url)).toEqual(['/admin/pads/999']);
});

test("'Loading Pad data...' shows until the pad is in", async () => {
  let release: (reply: { data: unknown }) => void = () => undefined;
  const pad = testPad();
  api = mockApi({ ...padRoutes(pad), 'GET /admin/pads/5': () => new Promise((resolve) => (release = resolve)) });
  renderPage(paths.padView(5));
  expect(await screen.findByTestId('pad-loading')).toHaveTextContent('Loading Pad data...');
  act(() => release({ data: { data: pad } }));
  expect(await screen.findByTestId('pad-name')).toHaveTextContent('Hilltop Farm');
  expect(screen.queryByText('Loading Pad data...')).toBeNull();
});

test('?edit_active=contact opens the Contact tab in edit mode, even when another tab was last used', async () => {
  sessionStorage.setItem('pad-view-tab:5', 'landing');
  api = mockApi({
    ...padRoutes(testPad()),
    'GET /admin/regions/get-hisc-country-codes': { data: { data: { GB: 'United Kingdom' } } },
    'GET /geo/predictions': { data: { data: [] } },
    'GET /geo/reverse': { data: { data: null } },
  });
  renderPage(`${paths.padView(5)}?edit_active=contact`);
  expect(await screen.findByRole('form', { name: 'Edit contact' })).toBeInTheDocument();
  expect(tab('Contact')).toHaveAttribute('aria-selected', 'true');
});

test('who else is reviewing this pad shows above the tabs, with what and since when (issue 35)', async () => {
  const pad = testPad();
  const since = new Date();
  const claim = (kind: 'revision' | 'pair', a: number, b: number, pads: number[]) => ({
    kind,
    item_a: a,
    item_b: b,
    pad_ids: pads,
    admin: { id: 9, name: 'Bea Second' },
    claimed_at: since.toISOString(),
    expires_at: new Date(since.getTime() + 60_000).toISOString(),
  });
  api = mockApi({
    ...padRoutes(pad),
    'GET /admin/claims': {
      data: { data: [claim('revision', 31, 0, [5]), claim('pair', 5, 8, [5, 8]), claim('revision', 40, 0, [6])] },
    },
  });
  renderPage(paths.padView(5));
  const presence = await screen.findByTestId('pad-presence');
  const at = formatDateTime(since);
  expect(presence).toHaveTextContent(`Bea Second is reviewing update #31 since ${at}`);
  expect(presence).toHaveTextContent(`Bea Second is reviewing a duplicate pair with pad #8 since ${at}`);
  expect(presence).not.toHaveTextContent('#40');
  expect(within(presence).getByRole('link', { name: 'update #31' })).toHaveAttribute(
    'href',
    paths.moderationRevision(31),
  );
});
