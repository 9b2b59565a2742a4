import {
  ExportCsvButton,
  FilterPanel,
  ListErrorAlert,
  ListMapSwitch,
  ListPage,
  ServerTable,
  SummaryBar,
  LIST_MAP_HEIGHT,
  paths,
  preloadPadMap,
  useServerList,
  type CellRenderer,
} from '@pads/shared';
import { Button, Flex } from 'antd';
import { useDeferredValue, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import './padList.css';
import { pads } from '@pads/contracts/endpoints';
import { PAD_LIST_KEY, PAD_LIST_OPTIONS, type PadRow } from './api/padList';
import { PadListMap } from './PadListMap';
import { PadNameCell } from './PadNameCell';
import { padRowClass } from './padRowClass';
import { padTypeOf } from './padTypes';
import { PadTypeSelector } from './PadTypeSelector';
import { usePadMapSwitch } from './api/mapSwitch';

const renderers: Record<string, CellRenderer<PadRow>> = {
  name: (_value, row) => <PadNameCell row={row} />,
};

export default function PadListPage() {
  const navigate = useNavigate();
  const list = useServerList(PAD_LIST_KEY, pads.list, {}, PAD_LIST_OPTIONS);
  const { state, update, params } = list;
  const mapSwitch = usePadMapSwitch();
  const { isMapOn } = mapSwitch;
  const type = padTypeOf(state.params.type);
  // The table is what the admin came for: the map (whose first draw takes the main thread for a while) is
  // mounted in the render after the first page is drawn (a deferred value), its code fetched meanwhile.
  const mapReady = useDeferredValue(!list.query.isPending);
  useEffect(() => {
    if (isMapOn) void preloadPadMap();
  }, [isMapOn]);

  return (
    <ListPage
      list={list}
      exportEndpoint={pads.listCsv}
      exportFileName="pads.csv"
      title="Pads"
      actions={
        <>
          <Button onClick={() => navigate(paths.padImport())} data-testid="pad-import">
            Import pad
          </Button>
          <Button type="primary" onClick={() => navigate(paths.padCreate())} data-testid="pad-create">
            Create pad
          </Button>
        </>
      }
      data-testid="pad-list-page"
    >
      <FilterPanel />

      <Flex justify="space-between" align="center" wrap gap={12}>
        <PadTypeSelector value={type} onChange={(next) => update({ params: { ...state.params, type: next } })} />
        <ExportCsvButton
          endpoint={pads.listCsv}
          params={params}
          fileName="pads.csv"
          label="Export Pads (CSV)"
          data-testid="export-pads"
        />
      </Flex>

      <SummaryBar />

      <ListMapSwitch label="View on the Map" control={mapSwitch} data-testid="map-switch" />
      {isMapOn &&
        (mapReady ? (
          <PadListMap listParams={params} />
        ) : (
          <div style={{ height: LIST_MAP_HEIGHT }} data-testid="pad-map-pending" />
        ))}

      <ListErrorAlert />

      <ServerTable<PadRow> renderers={renderers} rowClassName={padRowClass} data-testid="pad-table" />
    </ListPage>
  );
}
