import { lazyRoute, remoteRoutes } from '@pads/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useState, version, type ComponentType } from 'react';
import { AGGREGATE_REPORTS } from './features/reports/aggregate/reportConfigs';
import { GENERIC_REPORTS } from './features/reports/generic/genericReports';

const AggregateReportPage = lazy(() =>
  import('./features/reports/aggregate/AggregateReportPage').then((m) => ({ default: m.AggregateReportPage })),
);
const GenericReportPage = lazy(() =>
  import('./features/reports/generic/GenericReportPage').then((m) => ({ default: m.GenericReportPage })),
);

/** A lazily loaded page with its configuration; the key gives each report its own state. */
const lazyWith = <P extends object>(Page: ComponentType<P>, props: P, key: string) => (
  <Suspense fallback={null}>
    <Page key={key} {...props} />
  </Suspense>
);

/**
 * Paths are relative to /dashboard. reports/duplicate-report belongs to remote-moderation
 * (src/routing.json there); the index links to it.
 */
// With its routes, the container's own imports of the singletons: the host checks they are its own.
export default remoteRoutes('remote_reports', { version, useState, Button, QueryClientProvider }, [
  lazyRoute('reports', () => import('./features/reports/ReportIndexPage')),
  ...AGGREGATE_REPORTS.map((config) => ({
    path: `reports/${config.key}`,
    element: lazyWith(AggregateReportPage, { config }, config.key),
  })),
  ...GENERIC_REPORTS.map((config) => ({
    path: `reports/${config.key}`,
    element: lazyWith(GenericReportPage, { config }, config.key),
  })),
  lazyRoute('reports/campaigns', () => import('./features/campaigns/CampaignsPage')),
]);
