import { ListMap, listMapParams, type MapView } from '@pads/shared';
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import { usePadMap } from './api/padList';

/**
 * The clustered map of the current list: the server clusters the filtered pads for the visible
 * area, so the browser only ever holds a screenful of markers whatever the list size.
 */
export function PadListMap({ listParams }: { listParams: Record<string, string> }) {
  const [view, setView] = useState<MapView | null>(null);
  const params = useMemo(() => listMapParams(listParams, view), [listParams, view]);

  const { data } = usePadMap(params);

  return (
    <div>
      <ListMap data={data} onViewChange={setView} data-testid="pad-map" />
      {data && (
        <Typography.Text type="secondary" data-testid="pad-map-total">
          {data.total} pads in view
        </Typography.Text>
      )}
    </div>
  );
}
