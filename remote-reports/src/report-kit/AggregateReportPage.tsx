// One aggregate report (spec part 3 §2, §4, §5, §8, §9): its filters, kept in session storage; the table
// the server describes (columns, 25 a page, server-side sorting, quick jumper, hidden paging on one page);
// an optional chart; CSV export; 'Error {status}' with the message on a server error, which also clears
// the report's saved filters.
import { errorMessage, ExportCsvButton, httpStatusOf, MetaPagination, useStartupData } from '@pads/shared';
import { Alert, Button, DatePicker, Empty, Flex, Input, Segmented, Space, Switch, Table, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useReport } from './api/report';
import { ReportChart } from './charts/ReportChart';
import { CodeSelect } from './CodeSelect';
import { ReportHeader } from './ReportHeader';
import type { ChartSpec } from './charts/chartSpec';
import { disabledDay, rangeParams, type IsoRange } from './dates';
import { clearReportState, useClearReportsOnLeave, useReportState } from './reportState';

export type ReportFilter = 'range' | 'keyword' | 'country' | 'countries' | 'states' | 'internal' | 'version';

export interface ReportConfig {
  key: string;
  title: string;
  url: string;
  filters: ReportFilter[];
  /** Nothing is asked for until a range is chosen; the spec's texts until then and when empty. */
  rangeRequired?: { before: string; empty: string };
  /** Oldest day the range may start, in days back (concurrent logins: 3 months). */
  rangeMaxDays?: number;
  /** The single-country parameter's name ('country' or 'country_code'); its US states as `state`/`state_codes`. */
  countryParam?: 'country' | 'country_code';
  /** The keyword needs this many characters and is applied with Submit (pilot aircrafts). */
  keywordMin?: number;
  tabs?: { key: string; label: string; params: Record<string, string>; version?: boolean }[];
  chart?: ChartSpec;
  renderers?: Record<string, (row: Record<string, unknown>) => ReactNode>;
}

interface Filters {
  page: number;
  sort_column: string;
  sort_direction: '' | 'asc' | 'desc';
  keyword: string;
  range: IsoRange;
  country: string;
  state: string;
  countries: string[];
  states: string[];
  internal: boolean;
  version: 'all' | 'new' | 'old';
  tab: string;
}

const DEFAULTS: Filters = {
  page: 1,
  sort_column: '',
  sort_direction: '',
  keyword: '',
  range: null,
  country: '',
  state: '',
  countries: [],
  states: [],
  internal: false,
  version: 'all',
  tab: '',
};

function paramsOf(config: ReportConfig, f: Filters): Record<string, string> {
  const p: Record<string, string> = { page: String(f.page) };
  if (f.sort_column) Object.assign(p, { sort_column: f.sort_column, sort_direction: f.sort_direction || 'desc' });
  if (f.keyword) p.keyword = f.keyword;
  Object.assign(p, rangeParams(f.range));
  const countryParam = config.countryParam ?? 'country';
  if (f.country) p[countryParam] = f.country;
  // US states apply only with the US chosen (spec part 3 §2).
  if (f.country === 'US' && f.state) p[countryParam === 'country' ? 'state' : 'state_codes'] = f.state;
  // Lists go as comma-separated codes.
  if (f.countries.length) p['country_codes'] = f.countries.join(',');
  if (f.states.length) p['state_codes'] = f.states.join(',');
  if (config.filters.includes('internal')) p.is_not_included = f.internal ? '1' : '0';
  const tab = config.tabs?.find((t) => t.key === f.tab) ?? config.tabs?.[0];
  if (tab) Object.assign(p, tab.params);
  if (f.version !== 'all' && (config.filters.includes('version') || tab?.version))
    p.is_new_version = f.version === 'new' ? '1' : '0';
  return p;
}

export function AggregateReportPage({ config }: { config: ReportConfig }) {
  useClearReportsOnLeave();
  const [filters, setFilters] = useReportState<Filters>(config.key, DEFAULTS);
  const [keyword, setKeyword] = useState(filters.keyword);
  const { countries, usStates } = useStartupData();
  const change = (next: Partial<Filters>) => setFilters((f) => ({ ...f, page: 1, ...next }));
  const params = useMemo(() => paramsOf(config, filters), [config, filters]);
  const waiting = Boolean(config.rangeRequired) && !params.from;
  const report = useReport(config.url, params, !waiting);
  const status = httpStatusOf(report.error);
  useEffect(() => {
    // Spec part 3 §8: a server error clears the report's saved state.
    if (status && status >= 500) clearReportState(config.key);
  }, [status, config.key]);

  const keywordShort = config.keywordMin !== undefined && keyword.length > 0 && keyword.length < config.keywordMin;
  const countryOptions = countries.map((c) => ({ value: c.code, label: c.name }));
  const stateOptions = usStates.map((s) => ({ value: s.code, label: s.name }));
  const columns = (report.data?.columns ?? []).map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    sorter: true,
    sortOrder:
      filters.sort_column === c.key
        ? filters.sort_direction === 'asc'
          ? ('ascend' as const)
          : ('descend' as const)
        : null,
    render: config.renderers?.[c.key]
      ? (_: unknown, row: Record<string, unknown>) => config.renderers![c.key]!(row)
      : undefined,
  }));

  return (
    <Flex vertical gap={16} data-testid={`report-${config.key}`}>
      <ReportHeader title={config.title} />
      {config.tabs && (
        <Tabs
          activeKey={filters.tab || config.tabs[0]!.key}
          onChange={(tab) => change({ tab })}
          items={config.tabs.map((t) => ({ key: t.key, label: t.label }))}
        />
      )}
      <Flex gap={12} wrap align="center" data-testid="report-filters">
        {config.filters.includes('keyword') && (
          <Space.Compact>
            <Input
              allowClear
              placeholder="Keyword"
              aria-label="Keyword"
              value={keyword}
              status={keywordShort ? 'error' : undefined}
              onChange={(e) => {
                setKeyword(e.target.value);
                if (config.keywordMin === undefined) change({ keyword: e.target.value.trim() });
              }}
              style={{ width: 220 }}
            />
            {config.keywordMin !== undefined && (
              <>
                <Button onClick={() => (setKeyword(''), change({ keyword: '' }))}>Clear</Button>
                <Button type="primary" disabled={keywordShort} onClick={() => change({ keyword: keyword.trim() })}>
                  Submit
                </Button>
              </>
            )}
          </Space.Compact>
        )}
        {keywordShort && <Typography.Text type="danger">At least 3 characters</Typography.Text>}
        {config.filters.includes('range') && (
          <DatePicker.RangePicker
            aria-label="Date range"
            format="DD-MM-YYYY"
            disabledDate={disabledDay(config.rangeMaxDays)}
            value={filters.range ? [dayjs(filters.range[0]), dayjs(filters.range[1])] : null}
            onChange={(days) =>
              change({
                range: days?.[0] && days[1] ? [days[0].format('YYYY-MM-DD'), days[1].format('YYYY-MM-DD')] : null,
              })
            }
            data-testid="report-range"
          />
        )}
        {config.filters.includes('country') && (
          <CodeSelect
            label="Country"
            width={200}
            options={countryOptions}
            value={filters.country}
            onChange={(country) => change({ country: country as string, state: '' })}
          />
        )}
        {config.filters.includes('country') && filters.country === 'US' && (
          <CodeSelect
            label="State"
            width={180}
            options={stateOptions}
            value={filters.state}
            onChange={(state) => change({ state: state as string })}
          />
        )}
        {config.filters.includes('countries') && (
          <CodeSelect
            multiple
            label="Countries"
            width={240}
            options={countryOptions}
            value={filters.countries}
            onChange={(countries) => change({ countries: countries as string[] })}
          />
        )}
        {config.filters.includes('states') && (
          <CodeSelect
            multiple
            label="US states"
            width={200}
            options={stateOptions}
            value={filters.states}
            onChange={(states) => change({ states: states as string[] })}
          />
        )}
        {config.filters.includes('internal') && (
          <Space>
            <Switch
              checked={filters.internal}
              onChange={(internal) => change({ internal })}
              aria-label="Remove test/internal results"
            />
            <Typography.Text>Remove test/internal results</Typography.Text>
          </Space>
        )}
        {(config.filters.includes('version') ||
          config.tabs?.find((t) => t.key === (filters.tab || config.tabs![0]!.key))?.version) && (
          <Segmented
            value={filters.version}
            onChange={(version) => change({ version: version as Filters['version'] })}
            options={[
              { value: 'all', label: 'All versions' },
              { value: 'old', label: 'Old version' },
              { value: 'new', label: 'New version' },
            ]}
          />
        )}
        {!waiting && (
          <ExportCsvButton
            url={config.url}
            params={{ ...params, export: 'csv' }}
            fileName={`${config.key}.csv`}
            data-testid="report-export"
          />
        )}
      </Flex>
      {report.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={`Error ${status ?? ''}`.trim()}
          description={errorMessage(report.error)}
          data-testid="report-error"
        />
      ) : null}
      {waiting ? (
        <Empty description={config.rangeRequired!.before} data-testid="report-waiting" />
      ) : (
        <>
          {config.chart && <ReportChart spec={config.chart} rows={report.data?.data ?? []} />}
          <Table<Record<string, unknown>>
            rowKey={(row) => String(row.id ?? Object.values(row)[0])}
            columns={columns}
            dataSource={report.data?.data ?? []}
            loading={report.isFetching}
            pagination={false}
            locale={config.rangeRequired ? { emptyText: config.rangeRequired.empty } : undefined}
            onChange={(_p, _f, sorter) => {
              const single = Array.isArray(sorter) ? sorter[0] : sorter;
              change({
                sort_column: single?.order ? String(single.columnKey) : '',
                sort_direction: single?.order === 'ascend' ? 'asc' : single?.order ? 'desc' : '',
              });
            }}
            data-testid="report-table"
          />
          {report.data && (
            <MetaPagination
              meta={report.data.meta}
              onChange={(page) => setFilters((f) => ({ ...f, page }))}
              style={{ alignSelf: 'flex-end' }}
            />
          )}
        </>
      )}
    </Flex>
  );
}
