// The generic report tables (spec part 3 §2: System Logs and Pad Engagement All): the shared list UI over the
// server's declaration, with saved filters (the list's entity), the filter panel and CSV. Their state is kept
// while the admin stays in the reports area, like every report's.
import { FilterPanel, ListErrorAlert, ListPage, ServerTable, useServerList, type ListEndpoint } from '@pads/shared';
import { REPORTS_KEEP } from '../../../reportsArea';
import { ReportHeader } from '../ReportHeader';
import type { GenericReportConfig } from './genericReports';

export function GenericReportPage({ config }: { config: GenericReportConfig }) {
  const list = useServerList<ListEndpoint, Record<string, unknown>>(
    config.entity,
    config.endpoint,
    {},
    {
      keep: REPORTS_KEEP,
    },
  );
  return (
    <ListPage
      list={list}
      exportEndpoint={config.exportEndpoint}
      exportFileName={`${config.key}.csv`}
      title={<ReportHeader title={config.title} />}
      data-testid={`report-${config.key}`}
    >
      <FilterPanel />
      <ListErrorAlert />
      <ServerTable<Record<string, unknown>> data-testid="report-table" />
    </ListPage>
  );
}
