// An aggregate report's server error (spec part 3 §8): 'Error {status}' with the server's message, and on
// a 5xx the report's saved state (its filters in session storage) is cleared; other errors keep it.
import { mockApi, renderWithProviders } from '@pads/shared/testing';
import { configure, screen, waitFor } from '@testing-library/react';
import { AggregateReportPage } from '../../report-kit/AggregateReportPage';
import { AGGREGATE_REPORTS } from './reportConfigs';

jest.setTimeout(90_000);
// A shared 2-core machine: antd can take seconds to render.
configure({ asyncUtilTimeout: 15_000 });

const config = AGGREGATE_REPORTS.find((report) => report.key === 'pad-submissions')!;
const SAVED_KEY = `report:${config.key}`;
const saved = { keyword: 'heli', country: 'IE', page: 2 };

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  // The page clears every report's state once the browser is outside the reports area (on unmount):
  // keep the browser inside it, as the router would.
  window.history.pushState({}, '', '/dashboard/reports/pad-submissions');
  sessionStorage.clear();
  sessionStorage.setItem(SAVED_KEY, JSON.stringify(saved));
});
afterEach(() => api.restore());

const render = () =>
  renderWithProviders(<AggregateReportPage config={config} />, { route: '/dashboard/reports/pad-submissions' });

test("a 500: 'Error 500' with the message, and the report's saved state is cleared", async () => {
  api = mockApi({ [`GET ${config.url}`]: { status: 500, data: { message: 'The report query failed.' } } });
  render();
  const alert = await screen.findByTestId('report-error');
  expect(alert).toHaveTextContent('Error 500');
  expect(alert).toHaveTextContent('The report query failed.');
  // The failing request was the saved one.
  expect(api.calls[0]!.params).toMatchObject({ keyword: 'heli', country: 'IE', page: '2' });
  await waitFor(() => expect(sessionStorage.getItem(SAVED_KEY)).toBeNull());
});

test('a 422 shows its status and message but keeps the saved state', async () => {
  api = mockApi({ [`GET ${config.url}`]: { status: 422, data: { message: 'The country is invalid.' } } });
  render();
  const alert = await screen.findByTestId('report-error');
  expect(alert).toHaveTextContent('Error 422');
  expect(alert).toHaveTextContent('The country is invalid.');
  expect(JSON.parse(sessionStorage.getItem(SAVED_KEY)!)).toMatchObject(saved);
});
