// /dashboard/reports/duplicate-report (spec part 3 §2, §8, §9): suspected duplicate pairs with a country,
// the 'Distance between pads' slider and three switches; each row resolves on the merge screen. A list on
// the list engine: its filters are the list's params, kept for the tab's session; while a new page loads
// the previous one stays, marked '(Cached data)'; a new filter aborts the request in flight. Who is reviewing a pair
// shows on its row, and the pairs refresh live as other admins merge, dismiss or move pads (issue 35).
import {
  ClaimTag,
  claimOn,
  errorMessage,
  httpStatusOf,
  ListProvider,
  paths,
  serverListKey,
  ServerTable,
  useClaims,
  useLiveRefresh,
  useServerList,
  useStartupData,
  type CellRenderer,
} from '@pads/shared';
import { Alert, Button, Flex, Select, Slider, Space, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DUPLICATE_LIST_KEY, DUPLICATE_LIST_OPTIONS, PAIR_SWITCHES, type PairRow } from './api/duplicates';
import { dupeChecker } from '@pads/contracts/endpoints';
import { cachePairs } from './pairCache';
import { dupeCountQueryKey } from '../../duplicate-count/api/duplicateCount';
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

const SWITCH_LABELS: Record<(typeof PAIR_SWITCHES)[number], string> = {
  is_lnp_pads_included: 'Include LNP',
  is_archived_pads_included: 'Include archived',
  is_unmoderated_pads_included: 'Include unmoderated',
};

/** A pair's side (`dupe` or `original`) as its name cell. */
const side =
  (of: 'dupe' | 'original'): CellRenderer<PairRow> =>
  (_value, row) => (
    <PadName
      name={row[`${of}_name`]}
      lp={row[`is_lp_${of}`]}
      inactive={row[`is_${of}_inactive`]}
      unmoderated={row[`is_${of}_unmoderated`]}
    />
  );

const renderers: Record<string, CellRenderer<PairRow>> = {
  dupe_name: side('dupe'),
  original_name: side('original'),
  distance: (value) => `${String(value)} m`,
};

const pairKey = (row: PairRow) => `${row.original_id}-${row.dupe_id}`;

export default function DuplicateListPage() {
  const navigate = useNavigate();
  const { countries } = useStartupData();
  const list = useServerList(DUPLICATE_LIST_KEY, dupeChecker.index, {}, DUPLICATE_LIST_OPTIONS);
  const { state, query } = list;
  const params = state.params;
  const [distance, setDistance] = useState(Number(params.distance ?? 1));
  const change = (next: Record<string, string>) => list.update({ params: { ...params, ...next } });
  const claims = useClaims();
  useLiveRefresh(['pairs'], [serverListKey(DUPLICATE_LIST_KEY), dupeCountQueryKey]);

  // The page shown is kept for the merge screen, which opens the next pair of it after a merge.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) cachePairs(query.data.data);
  }, [query.data, query.isPlaceholderData]);

  const resolve = {
    key: 'resolve',
    title: '',
    render: (_: unknown, row: PairRow) => (
      <Button size="small" type="primary" onClick={() => navigate(paths.duplicateReport(row.original_id, row.dupe_id))}>
        Resolve
      </Button>
    ),
  };

  const reviewing = {
    key: 'reviewing',
    title: 'Reviewing',
    render: (_: unknown, row: PairRow) => {
      const claim = claimOn(claims.data, 'pair', row.original_id, row.dupe_id);
      return claim ? <ClaimTag claim={claim} /> : null;
    },
  };

  const failure = query.error
    ? httpStatusOf(query.error) === 504
      ? GATEWAY_TIMEOUT
      : errorMessage(query.error)
    : null;

  return (
    <ListProvider list={list}>
      <Flex vertical gap={16} data-testid="duplicate-list-page">
        <Typography.Title level={2} style={{ margin: 0 }}>
          Duplicate Checker{' '}
          {query.isPlaceholderData && query.isFetching ? (
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
            value={params.country_code || undefined}
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
              onChangeComplete={(value) => change({ distance: String(value) })}
              style={{ width: 160 }}
              ariaLabelledByForHandle="duplicate-distance-label"
              data-testid="duplicate-distance"
            />
            <Typography.Text data-testid="duplicate-distance-value">{distance.toFixed(2)} km</Typography.Text>
          </Space>
          {PAIR_SWITCHES.map((key) => (
            <Space key={key}>
              <Switch
                checked={params[key] === '1'}
                onChange={(on) => change({ [key]: on ? '1' : '0' })}
                aria-label={SWITCH_LABELS[key]}
                data-testid={`duplicate-${key}`}
              />
              <Typography.Text>{SWITCH_LABELS[key]}</Typography.Text>
            </Space>
          ))}
        </Flex>
        {failure && <Alert type="error" showIcon role="alert" title={failure} data-testid="duplicate-error" />}
        {/* While the next page loads the previous one stays, marked '(Cached data)' above, without a spinner. */}
        <ServerTable<PairRow>
          renderers={renderers}
          extraColumns={[reviewing, resolve]}
          rowKey={pairKey}
          defaultSort={{ column: 'distance', direction: 'ascend' }}
          loading={query.isFetching && !query.isPlaceholderData}
          showing={false}
          data-testid="duplicate-table"
        />
      </Flex>
    </ListProvider>
  );
}
