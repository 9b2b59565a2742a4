// /dashboard/reports/duplicate-report (spec part 3 §2, §8, §9): suspected duplicate pairs with a country,
// the 'Distance between pads' slider and three switches; each row resolves on the merge screen. While a
// new page loads the previous one stays, marked '(Cached data)'; a new filter aborts the request in flight.
import { errorMessage, httpStatusOf, MetaPagination, paths, useStartupData } from '@pads/shared';
import { Alert, Button, Flex, Select, Slider, Space, Switch, Table, Typography, type TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePairs, type PairQuery, type PairRow } from './api/duplicates';
import { cachePairs, savedPairQuery, savePairQuery } from './pairCache';
import './duplicates.css';

const GATEWAY_TIMEOUT = 'Gateway Timeout Error / Reload the page or use cached data if exist.';

/** Landing-not-possible pads are greyed, archived (inactive) ones struck through, unmoderated ones italic. */
function PadName({
  name,
  lp,
  inactive,
  unmoderated,
}: {
  name: string;
  lp: boolean;
  inactive: boolean;
  unmoderated: boolean;
}) {
  const classes = [lp && 'pad-lnp', inactive && 'pad-inactive', unmoderated && 'pad-unmoderated'].filter(Boolean);
  const notes = [lp && 'landing not possible', inactive && 'archived', unmoderated && 'unmoderated'].filter(Boolean);
  return (
    <span className={classes.join(' ')} title={notes.join(', ') || undefined}>
      {name}
    </span>
  );
}

const SWITCHES = [
  ['is_lnp_pads_included', 'Include LNP'],
  ['is_archived_pads_included', 'Include archived'],
  ['is_unmoderated_pads_included', 'Include unmoderated'],
] as const;

export default function DuplicateListPage() {
  const navigate = useNavigate();
  const { countries } = useStartupData();
  const [query, setQuery] = useState<PairQuery>(savedPairQuery);
  const [distance, setDistance] = useState(query.distance);
  const pairs = usePairs(query);
  const change = (next: Partial<PairQuery>) => setQuery((current) => ({ ...current, page: 1, ...next }));

  useEffect(() => savePairQuery(query), [query]);
  useEffect(() => {
    if (pairs.data && !pairs.isPlaceholderData) cachePairs(pairs.data.data);
  }, [pairs.data, pairs.isPlaceholderData]);

  const columns: TableProps<PairRow>['columns'] = [
    {
      key: 'dupe_name',
      title: 'Duplicate',
      sorter: true,
      sortOrder: query.sort_column === 'dupe_name' ? (query.sort_direction === 'asc' ? 'ascend' : 'descend') : null,
      render: (_, row) => (
        <PadName
          name={row.dupe_name}
          lp={row.is_lp_dupe}
          inactive={row.is_dupe_inactive}
          unmoderated={row.is_dupe_unmoderated}
        />
      ),
    },
    {
      key: 'original_name',
      title: 'Original',
      sorter: true,
      sortOrder: query.sort_column === 'original_name' ? (query.sort_direction === 'asc' ? 'ascend' : 'descend') : null,
      render: (_, row) => (
        <PadName
          name={row.original_name}
          lp={row.is_lp_original}
          inactive={row.is_original_inactive}
          unmoderated={row.is_original_unmoderated}
        />
      ),
    },
    {
      key: 'distance',
      title: 'Distance',
      sorter: true,
      sortOrder: query.sort_column === 'distance' ? (query.sort_direction === 'asc' ? 'ascend' : 'descend') : null,
      render: (_, row) => `${row.distance} m`,
    },
    {
      key: 'resolve',
      title: '',
      render: (_, row) => (
        <Button
          size="small"
          type="primary"
          onClick={() => navigate(paths.duplicateReport(row.original_id, row.dupe_id))}
        >
          Resolve
        </Button>
      ),
    },
  ];

  const failure = pairs.error
    ? httpStatusOf(pairs.error) === 504
      ? GATEWAY_TIMEOUT
      : errorMessage(pairs.error)
    : null;

  return (
    <Flex vertical gap={16} data-testid="duplicate-list-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        Duplicate Checker{' '}
        {pairs.isPlaceholderData && pairs.isFetching ? (
          <Typography.Text type="secondary">(Cached data)</Typography.Text>
        ) : null}
      </Typography.Title>
      <Flex gap={24} wrap align="center">
        <Select
          allowClear
          showSearch
          placeholder="Country"
          aria-label="Country"
          style={{ minWidth: 220 }}
          value={query.country_code || undefined}
          optionFilterProp="label"
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
          onChange={(code) => change({ country_code: code ?? '' })}
          data-testid="duplicate-country"
        />
        <Space style={{ minWidth: 280 }}>
          <Typography.Text id="duplicate-distance-label">Distance between pads</Typography.Text>
          <Slider
            min={0}
            max={1}
            step={0.01}
            value={distance}
            onChange={setDistance}
            onChangeComplete={(value) => change({ distance: value })}
            style={{ width: 160 }}
            ariaLabelledByForHandle="duplicate-distance-label"
            data-testid="duplicate-distance"
          />
          <Typography.Text data-testid="duplicate-distance-value">{distance.toFixed(2)} km</Typography.Text>
        </Space>
        {SWITCHES.map(([key, label]) => (
          <Space key={key}>
            <Switch
              checked={query[key]}
              onChange={(on) => change({ [key]: on })}
              aria-label={label}
              data-testid={`duplicate-${key}`}
            />
            <Typography.Text>{label}</Typography.Text>
          </Space>
        ))}
      </Flex>
      {failure && <Alert type="error" showIcon role="alert" title={failure} data-testid="duplicate-error" />}
      <Table<PairRow>
        rowKey={(row) => `${row.original_id}-${row.dupe_id}`}
        columns={columns}
        dataSource={pairs.data?.data ?? []}
        loading={pairs.isFetching && !pairs.isPlaceholderData}
        pagination={false}
        onChange={(_p, _f, sorter) => {
          const single = Array.isArray(sorter) ? sorter[0] : sorter;
          change({
            sort_column: single?.order ? (single.columnKey as PairQuery['sort_column']) : 'distance',
            sort_direction: single?.order === 'descend' ? 'desc' : 'asc',
          });
        }}
        data-testid="duplicate-table"
      />
      {pairs.data && (
        <MetaPagination
          meta={pairs.data.meta}
          onChange={(page) => setQuery((current) => ({ ...current, page }))}
          style={{ alignSelf: 'flex-end' }}
        />
      )}
    </Flex>
  );
}
