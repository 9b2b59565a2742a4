import { LIST_GRID_SIZE, LIST_MAP_HEIGHT, LIST_MAP_ZOOM, PadMap, type BBox, type MapView } from '@pads/shared';
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import { usePadMap } from './api/padList';

const clampBBox = ([west, south, east, north]: BBox): string =>
  [Math.max(-180, west), Math.max(-90, south), Math.min(180, east), Math.min(90, north)]
    .map((v) => v.toFixed(6))
    .join(',');

/**
 * The clustered map of the current list: the server clusters the filtered pads for the visible
 * area, so the browser only ever holds a screenful of markers whatever the list size.
 */
export function PadListMap({ listParams }: { listParams: Record<string, string> }) {
  const [view, setView] = useState<MapView | null>(null);
  const params = useMemo(() => {
    // The map shows the whole filtered list, not the table's page or order.
    const { page: _page, sort_column: _sortColumn, sort_direction: _sortDirection, ...filters } = listParams;
    return view
      ? { ...filters, bbox: clampBBox(view.bbox), zoom: String(Math.round(view.zoom)), grid: String(LIST_GRID_SIZE) }
      : null;
  }, [listParams, view]);

  const { data } = usePadMap(params);

  return (
    <div>
      <PadMap
        height={LIST_MAP_HEIGHT}
        zoom={LIST_MAP_ZOOM}
        markers={data?.places}
        clusters={data?.clusters ?? []}
        cluster={{ gridSize: LIST_GRID_SIZE }}
        onViewChange={setView}
        data-testid="pad-map"
      />
      {data && (
        <Typography.Text type="secondary" data-testid="pad-map-total">
          {data.total} pads in view
        </Typography.Text>
      )}
    </div>
  );
}
