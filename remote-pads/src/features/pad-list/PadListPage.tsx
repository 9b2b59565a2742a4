import {
  ExportCsvButton,
  FilterPanel,
  ListErrorAlert,
  ListProvider,
  SavedFiltersSelect,
  ServerTable,
  SummaryBar,
  LIST_MAP_HEIGHT,
  paths,
  preloadPadMap,
  useServerList,
  type AppliedFilters,
  type CellRenderer,
} from '@pads/shared';
import { Button, Flex, Space, Switch, Typography } from 'antd';
import { useDeferredValue, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import './padList.css';
import { PAD_CSV_URL, PAD_LIST_KEY, PAD_LIST_OPTIONS, PAD_LIST_URL, type PadRow } from './api/padList';
import { PadListMap } from './PadListMap';
import { PadNameCell } from './PadNameCell';
import { padRowClass } from './padRowClass';
import { padTypeOf } from './padTypes';
import { PadTypeSelector } from './PadTypeSelector';
import { usePadMapSwitch } from './api/mapSwitch';

const renderers: Record<string, CellRenderer<PadRow>> = {
  name: (_value, row) => <PadNameCell row={row} />,
};

/** Saved filters may carry the API's "no filter" placeholder entry; it is not a filter. */
const withoutEmpty = (filters: AppliedFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([key]) => key !== ''));

export default function PadListPage() {
  const navigate = useNavigate();
  const list = useServerList<PadRow>(PAD_LIST_KEY, PAD_LIST_URL, {}, PAD_LIST_OPTIONS);
  const { state, update, params } = list;
  const { isMapOn, setMapOn, saving } = usePadMapSwitch();
  const type = padTypeOf(state.params.type);
  // The table is what the admin came for: the map (whose first draw takes the main thread for a while) is
  // mounted in the render after the first page is drawn (a deferred value), its code fetched meanwhile.
  const mapReady = useDeferredValue(!list.query.isPending);
  useEffect(() => {
    if (isMapOn) void preloadPadMap();
  }, [isMapOn]);

  return (
    <ListProvider list={list} exportUrl={PAD_CSV_URL} exportFileName="pads.csv">
      <Flex vertical gap={16} data-testid="pad-list-page">
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Pads
          </Typography.Title>
          <Space wrap>
            <Button onClick={() => navigate(paths.padImport())} data-testid="pad-import">
              Import pad
            </Button>
            <Button type="primary" onClick={() => navigate(paths.padCreate())} data-testid="pad-create">
              Create pad
            </Button>
            <SavedFiltersSelect
              entity={PAD_LIST_KEY}
              value={state.savedFilterId}
              onSelect={(saved) => update({ filters: withoutEmpty(saved.filters), savedFilterId: saved.id })}
            />
          </Space>
        </Flex>

        <FilterPanel />

        <Flex justify="space-between" align="center" wrap gap={12}>
          <PadTypeSelector value={type} onChange={(next) => update({ params: { ...state.params, type: next } })} />
          <ExportCsvButton
            url={PAD_CSV_URL}
            params={params}
            fileName="pads.csv"
            label="Export Pads (CSV)"
            data-testid="export-pads"
          />
        </Flex>

        <SummaryBar />

        <Space>
          <Switch
            checked={isMapOn}
            loading={saving}
            onChange={setMapOn}
            aria-labelledby="pad-map-switch-label"
            data-testid="map-switch"
          />
          <Typography.Text id="pad-map-switch-label">View on the Map</Typography.Text>
        </Space>
        {isMapOn &&
          (mapReady ? (
            <PadListMap listParams={params} />
          ) : (
            <div style={{ height: LIST_MAP_HEIGHT }} data-testid="pad-map-pending" />
          ))}

        <ListErrorAlert />

        <ServerTable<PadRow> renderers={renderers} rowClassName={padRowClass} data-testid="pad-table" />
      </Flex>
    </ListProvider>
  );
}
