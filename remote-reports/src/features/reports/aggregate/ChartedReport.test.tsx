// A charted report against the fake API: the table shows its page of 25 and the chart the whole series the
// answer carries (spec part 3 §9).
import { mockApi, renderWithProviders, type MockRoute } from '@pads/shared/testing';
import { configure, screen } from '@testing-library/react';
import { AggregateReportPage } from './AggregateReportPage';
import { AGGREGATE_REPORTS } from './reportConfigs';

// The chart library needs a browser: a stand-in shows which rows the chart was given.
jest.mock('./charts/ReportChart', () => ({
  ReportChart: ({ rows }: { rows: { country: string }[] }) => (
    <p data-testid="chart-rows">{rows.map((row) => row.country).join(',')}</p>
  ),
}));

jest.setTimeout(90_000);
// A shared 2-core machine: antd can take seconds to render.
configure({ asyncUtilTimeout: 15_000 });

const report = (key: string) => AGGREGATE_REPORTS.find((config) => config.key === key)!;
const answer = (rows: Record<string, unknown>[]) => ({
  data: rows,
  columns: Object.keys(rows[0] ?? { name: '' }).map((key) => ({ column: key, display_name: key, sortable: true })),
  filterable: [],
});

let routes: Record<string, MockRoute>;
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  window.history.pushState({}, '', '/dashboard/reports');
  sessionStorage.clear();
  routes = {};
  api = mockApi(routes);
});
afterEach(() => api.restore());

const render = (key: string) =>
  renderWithProviders(<AggregateReportPage config={report(key)} />, { route: `/dashboard/reports/${key}` });

test('a charted report: the chart draws the whole series, the table shows its page of 25 (spec part 3 §9)', async () => {
  const config = report('pilots-country');
  const series = Array.from({ length: 27 }, (_, i) => ({ country: `Country ${i + 1}`, user_premium_count: i }));
  routes[`GET ${config.url}`] = (request) => {
    const page = Number(request.params.page ?? 1);
    const rows = series.slice((page - 1) * 25, page * 25);
    return {
      data: {
        ...answer(rows),
        series,
        meta: {
          from: (page - 1) * 25 + 1,
          to: (page - 1) * 25 + rows.length,
          total: 27,
          per_page: 25,
          current_page: page,
          last_page: 2,
        },
      },
    };
  };
  render(config.key);
  expect(await screen.findByText('Country 25')).toBeInTheDocument();
  expect(screen.queryByText('Country 26')).toBeNull();
  expect(screen.getByTestId('chart-rows')).toHaveTextContent(series.map((row) => row.country).join(','));
});
