// One aggregate report (spec part 3 §2, §4, §5, §8, §9), a list on the list engine: its filters are the list's
// params (the report's own request parameters), kept while the admin stays in the reports area; the table the
// server describes (columns, 25 a page, server-side sorting, quick jumper, hidden paging on one page); an
// optional chart; CSV export; 'Error {status}' with the message on a server error (a 500 also clears the
// report's saved filters).
import {
  errorMessage,
  ExportCsvButton,
  httpStatusOf,
  ListProvider,
  ServerTable,
  useServerList,
  type ListEndpoint,
  useStartupData,
  type CellRenderer,
  type ListState,
  type ServerListOptions,
} from '@pads/shared';
import { Alert, Button, DatePicker, Empty, Flex, Input, Segmented, Space, Switch, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { REPORTS_KEEP } from '../../../reportsArea';
import { ReportHeader } from '../ReportHeader';
import { ReportChart } from './charts/ReportChart';
import type { ChartSpec } from './charts/chartSpec';
import { CodeSelect } from './CodeSelect';
import { disabledDay, fromParam, ISO_DAY, rangeParams, REPORT_DATE_PARAM } from './dates';

export type ReportFilter = 'range' | 'keyword' | 'country' | 'countries' | 'states' | 'internal' | 'version';

export interface ReportConfig {
  key: string;
  title: string;
  /** The report's endpoint (a query list: its page, and its CSV with `export=csv`). */
  endpoint: ListEndpoint;
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

type Row = Record<string, unknown>;
type Params = Record<string, string>;
type Version = 'all' | 'new' | 'old';

const VERSION_PARAM = 'is_new_version';
const VERSIONS: Record<Version, string | undefined> = { all: undefined, new: '1', old: '0' };

/** The params every tab sets (`type`, `device`): a tab's own replace them. */
const tabKeys = (config: ReportConfig) => [...new Set((config.tabs ?? []).flatMap((t) => Object.keys(t.params)))];

/** The tab whose params the list's params carry (the first one by default). */
function activeTab(config: ReportConfig, params: Params) {
  const keys = tabKeys(config);
  return config.tabs?.find((t) => keys.every((key) => params[key] === t.params[key])) ?? config.tabs?.[0];
}

/** A report's list options: its first tab and the internal switch's '0' by default, the server's own order. */
export function reportListOptions(config: ReportConfig): ServerListOptions {
  return {
    keep: REPORTS_KEEP,
    defaults: {
      sort_column: '',
      params: {
        ...config.tabs?.[0]?.params,
        ...(config.filters.includes('internal') ? { is_not_included: '0' } : {}),
      },
    },
    // A report that needs a date range asks for nothing before one is chosen.
    ready: (state: ListState) => !config.rangeRequired || Boolean(state.params.from),
  };
}

export function AggregateReportPage({ config }: { config: ReportConfig }) {
  const list = useServerList<ListEndpoint, Row>(`report:${config.key}`, config.endpoint, {}, reportListOptions(config));
  const params = list.state.params;
  const [keyword, setKeyword] = useState(params.keyword ?? '');
  const { countries, usStates } = useStartupData();
  /** Sets (or, with '', drops) some of the report's params; back to page 1. */
  const change = (next: Params) =>
    list.update({
      params: Object.fromEntries(Object.entries({ ...params, ...next }).filter(([, value]) => value !== '')),
    });
  const waiting = Boolean(config.rangeRequired) && !params.from;
  const status = httpStatusOf(list.query.error);

  const countryParam = config.countryParam ?? 'country';
  // US states apply only with the US chosen (spec part 3 §2).
  const stateParam = countryParam === 'country' ? 'state' : 'state_codes';
  const tab = activeTab(config, params);
  const versioned = config.filters.includes('version') || Boolean(tab?.version);
  const version = (Object.keys(VERSIONS) as Version[]).find((v) => VERSIONS[v] === params[VERSION_PARAM]) ?? 'all';
  /** A several-codes select: its param holds the codes comma-separated. */
  const codeList = (name: string, label: string, width: number, options: { value: string; label: string }[]) => (
    <CodeSelect
      multiple
      label={label}
      width={width}
      options={options}
      value={params[name] ? params[name].split(',') : []}
      onChange={(chosen) => change({ [name]: (chosen as string[]).join(',') })}
    />
  );

  const keywordShort = config.keywordMin !== undefined && keyword.length > 0 && keyword.length < config.keywordMin;
  const countryOptions = countries.map((c) => ({ value: c.code, label: c.name }));
  const stateOptions = usStates.map((s) => ({ value: s.code, label: s.name }));
  const renderers = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(config.renderers ?? {}).map(([key, render]) => [key, (_value, row) => render(row)]),
      ) as Record<string, CellRenderer<Row>>,
    [config.renderers],
  );

  return (
    <ListProvider list={list}>
      <Flex vertical gap={16} data-testid={`report-${config.key}`}>
        <ReportHeader title={config.title} />
        {config.tabs && (
          <Tabs
            activeKey={tab?.key}
            onChange={(key) => {
              const next = config.tabs!.find((t) => t.key === key)!;
              const dropped = Object.fromEntries(tabKeys(config).map((name) => [name, '']));
              // The version choice stays with the next tab that has one.
              const keepsVersion = config.filters.includes('version') || next.version;
              change({ ...dropped, ...next.params, ...(keepsVersion ? {} : { [VERSION_PARAM]: '' }) });
            }}
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
              format={REPORT_DATE_PARAM}
              disabledDate={disabledDay(config.rangeMaxDays)}
              value={params.from && params.to ? [dayjs(fromParam(params.from)), dayjs(fromParam(params.to))] : null}
              onChange={(days) =>
                change(
                  days?.[0] && days[1]
                    ? rangeParams([days[0].format(ISO_DAY), days[1].format(ISO_DAY)])
                    : { from: '', to: '' },
                )
              }
              data-testid="report-range"
            />
          )}
          {config.filters.includes('country') && (
            <CodeSelect
              label="Country"
              width={200}
              options={countryOptions}
              value={params[countryParam] ?? ''}
              onChange={(country) => change({ [countryParam]: country as string, [stateParam]: '' })}
            />
          )}
          {config.filters.includes('country') && params[countryParam] === 'US' && (
            <CodeSelect
              label="State"
              width={180}
              options={stateOptions}
              value={params[stateParam] ?? ''}
              onChange={(state) => change({ [stateParam]: state as string })}
            />
          )}
          {config.filters.includes('countries') && codeList('country_codes', 'Countries', 240, countryOptions)}
          {config.filters.includes('states') && codeList('state_codes', 'US states', 200, stateOptions)}
          {config.filters.includes('internal') && (
            <Space>
              <Switch
                checked={params.is_not_included === '1'}
                onChange={(on) => change({ is_not_included: on ? '1' : '0' })}
                aria-label="Remove test/internal results"
              />
              <Typography.Text>Remove test/internal results</Typography.Text>
            </Space>
          )}
          {versioned && (
            <Segmented
              value={version}
              onChange={(next) => change({ [VERSION_PARAM]: VERSIONS[next as Version] ?? '' })}
              options={[
                { value: 'all', label: 'All versions' },
                { value: 'old', label: 'Old version' },
                { value: 'new', label: 'New version' },
              ]}
            />
          )}
          {!waiting && (
            <ExportCsvButton
              endpoint={config.endpoint}
              params={{ ...list.params, export: 'csv' }}
              fileName={`${config.key}.csv`}
              data-testid="report-export"
            />
          )}
        </Flex>
        {list.query.error ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={`Error ${status ?? ''}`.trim()}
            description={errorMessage(list.query.error)}
            data-testid="report-error"
          />
        ) : null}
        {waiting ? (
          <Empty description={config.rangeRequired!.before} data-testid="report-waiting" />
        ) : (
          <>
            {/* The chart draws the whole series; the table pages it (spec part 3 §9: 25 a page). */}
            {config.chart && <ReportChart spec={config.chart} rows={list.data?.series ?? list.data?.data ?? []} />}
            <ServerTable<Row>
              renderers={renderers}
              rowKey={(row) => String(row.id ?? Object.values(row)[0])}
              defaultSort={{ column: '', direction: 'descend' }}
              showing={false}
              emptyText={config.rangeRequired?.empty}
              data-testid="report-table"
            />
          </>
        )}
      </Flex>
    </ListProvider>
  );
}
