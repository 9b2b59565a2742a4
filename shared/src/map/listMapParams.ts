// The request of a list's clustered map (the pad and user lists): the list's filters without its paging
// and order (the map shows the whole filtered list), the visible area clamped to the world, the zoom and
// the grid the server clusters with.
import { LIST_GRID_SIZE } from './constants';
import type { BBox, MapView } from './types';

/** `west,south,east,north`, clamped to valid longitudes and latitudes (a zoomed-out map reaches past them). */
export const clampBBox = ([west, south, east, north]: BBox): string =>
  [Math.max(-180, west), Math.max(-90, south), Math.min(180, east), Math.min(90, north)]
    .map((v) => v.toFixed(6))
    .join(',');

/** null until the map reports its first view: the map query waits for it. */
export function listMapParams(
  listParams: Record<string, string>,
  view: MapView | null,
  extra: Record<string, string> = {},
): Record<string, string> | null {
  if (!view) return null;
  const { page: _page, sort_column: _sortColumn, sort_direction: _sortDirection, ...filters } = listParams;
  return {
    ...filters,
    ...extra,
    bbox: clampBBox(view.bbox),
    zoom: String(Math.round(view.zoom)),
    grid: String(LIST_GRID_SIZE),
  };
}
