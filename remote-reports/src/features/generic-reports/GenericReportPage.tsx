// The generic report tables (spec part 3 §2: System Logs and Pad Engagement All): the shared list UI
// over the server's declaration, with saved filters, the filter panel and CSV. Their state is the list
// state (session storage), cleared like the other reports' when the admin leaves the reports area.
import { FilterPanel, ListErrorAlert, ListPage, ServerTable, useServerList } from '@pads/shared';
import { ReportHeader } from '../../report-kit/ReportHeader';
import { useClearReportsOnLeave } from '../../report-kit/reportState';
import type { GenericReportConfig } from './genericReports';

export function GenericReportPage({ config }: { config: GenericReportConfig }) {
  useClearReportsOnLeave();
  const list = useServerList<Record<string, unknown>>(`report:${config.entity}`, config.url);
  return (
    <ListPage
      list={list}
      exportUrl={`${config.url}/download-csv`}
      exportFileName={`${config.key}.csv`}
      // Saved filters belong to the list's entity, not to its state key (`report:…`, which the API refuses).
      savedFilterEntity={config.entity}
      title={<ReportHeader title={config.title} />}
      data-testid={`report-${config.key}`}
    >
      <FilterPanel />
      <ListErrorAlert />
      <ServerTable<Record<string, unknown>> data-testid="report-table" />
    </ListPage>
  );
}
