// The generic report tables (spec part 3 §2: System Logs and Pad Engagement All): the shared list UI
// over the server's declaration, with saved filters, the filter panel and CSV. Their state is the list
// state (session storage), cleared like the other reports' when the admin leaves the reports area.
import {
  FilterPanel,
  ListErrorAlert,
  ListProvider,
  SavedFiltersSelect,
  ServerTable,
  useServerList,
  type AppliedFilters,
} from '@pads/shared';
import { Flex } from 'antd';
import { ReportHeader } from '../../report-kit/ReportHeader';
import { useClearReportsOnLeave } from '../../report-kit/reportState';
import type { GenericReportConfig } from './genericReports';

const withoutEmpty = (filters: AppliedFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([key]) => key !== ''));

export function GenericReportPage({ config }: { config: GenericReportConfig }) {
  useClearReportsOnLeave();
  const list = useServerList<Record<string, unknown>>(`report:${config.entity}`, config.url);
  return (
    <ListProvider list={list} exportUrl={`${config.url}/download-csv`} exportFileName={`${config.key}.csv`}>
      <Flex vertical gap={16} data-testid={`report-${config.key}`}>
        <Flex justify="space-between" align="end" wrap gap={12}>
          <ReportHeader title={config.title} />
          <SavedFiltersSelect
            entity={config.entity}
            value={list.state.savedFilterId}
            onSelect={(saved) => list.update({ filters: withoutEmpty(saved.filters), savedFilterId: saved.id })}
          />
        </Flex>
        {/* Saved filters belong to the list's entity, not to its state key (`report:…`, which the API refuses). */}
        <FilterPanel entity={config.entity} />
        <ListErrorAlert />
        <ServerTable<Record<string, unknown>> data-testid="report-table" />
      </Flex>
    </ListProvider>
  );
}
