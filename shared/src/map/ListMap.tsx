// A list's clustered map (the pad and user lists): the server clusters the filtered rows for the visible
// area (listMapParams), so the browser only ever holds a screenful of markers whatever the list size.
import { LIST_GRID_SIZE, LIST_MAP_HEIGHT, LIST_MAP_ZOOM } from './constants';
import { PadMap } from './PadMap';
import type { MapCluster, MapMarker, PadMapProps } from './types';

export interface ListMapProps extends Pick<PadMapProps, 'onViewChange' | 'popupHref' | 'data-testid'> {
  /** The server's answer for the current view; undefined until the first one arrives. */
  data?: { places: MapMarker[]; clusters: MapCluster[] };
}

export function ListMap({ data, ...props }: ListMapProps) {
  return (
    <PadMap
      height={LIST_MAP_HEIGHT}
      zoom={LIST_MAP_ZOOM}
      markers={data?.places}
      clusters={data?.clusters ?? []}
      cluster={{ gridSize: LIST_GRID_SIZE }}
      {...props}
    />
  );
}
