// What the aggregate report tests share: a report's configuration, a list answer made of rows, the fake API
// set up for each test (inside the reports area) and the page rendered at its URL.
import { paths } from '@pads/shared';
import { mockApi, renderWithProviders, type MockRoute } from '@pads/shared/testing';
import { AggregateReportPage } from './AggregateReportPage';
import { AGGREGATE_REPORTS } from './reportConfigs';

export const report = (key: string) => AGGREGATE_REPORTS.find((config) => config.key === key)!;

export const answer = (rows: Record<string, unknown>[]) => ({
  data: rows,
  columns: Object.keys(rows[0] ?? { name: '' }).map((key) => ({ column: key, display_name: key, sortable: true })),
  filterable: [],
  meta: { from: 1, to: rows.length, total: rows.length, per_page: 25, current_page: 1, last_page: 1 },
});

/** A fresh fake API for each test; `routes` is read when a request is made, so tests assign into it. */
export function fakeReportsApi() {
  const fake = { routes: {} as Record<string, MockRoute>, api: undefined as unknown as ReturnType<typeof mockApi> };
  beforeEach(() => {
    // The page clears every report's state once the browser is outside the reports area (on unmount):
    // keep the browser inside it, as the router would.
    window.history.pushState({}, '', paths.reports());
    sessionStorage.clear();
    fake.routes = {};
    fake.api = mockApi(fake.routes);
  });
  afterEach(() => fake.api.restore());
  return fake;
}

export const renderReport = (key: string) =>
  renderWithProviders(<AggregateReportPage config={report(key)} />, { route: paths.report(key) });
