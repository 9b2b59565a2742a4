// A charted report against the fake API: the table shows its page of 25 and the chart the whole series the
// answer carries (spec part 3 §9).
import { configure, screen } from '@testing-library/react';
import { answer, fakeReportsApi, renderReport, report } from './testReports';

// The chart library needs a browser: a stand-in shows which rows the chart was given.
jest.mock('./charts/ReportChart', () => ({
  ReportChart: ({ rows }: { rows: { country: string }[] }) => (
    <p data-testid="chart-rows">{rows.map((row) => row.country).join(',')}</p>
  ),
}));

jest.setTimeout(90_000);
// A shared 2-core machine: antd can take seconds to render.
configure({ asyncUtilTimeout: 15_000 });

const fake = fakeReportsApi();

test('a charted report: the chart draws the whole series, the table shows its page of 25 (spec part 3 §9)', async () => {
  const config = report('pilots-country');
  const series = Array.from({ length: 27 }, (_, i) => ({ country: `Country ${i + 1}`, user_premium_count: i }));
  fake.routes[`GET ${config.endpoint.path}`] = (request) => {
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
  renderReport(config.key);
  expect(await screen.findByText('Country 25')).toBeInTheDocument();
  expect(screen.queryByText('Country 26')).toBeNull();
  expect(screen.getByTestId('chart-rows')).toHaveTextContent(series.map((row) => row.country).join(','));
});
