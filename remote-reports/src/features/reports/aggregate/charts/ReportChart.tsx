// Loads the charts module on first use: pages without a chart never fetch recharts.
import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { ChartSpec } from './chartSpec';

const ReportCharts = lazy(() => import('./ReportCharts'));

export function ReportChart({ spec, rows }: { spec: ChartSpec; rows: Record<string, unknown>[] }) {
  if (!rows.length) return null;
  return (
    <div data-testid="report-chart" role="img" aria-label="Chart of the report">
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 320 }} />}>
        <ReportCharts spec={spec} rows={rows} />
      </Suspense>
    </div>
  );
}
