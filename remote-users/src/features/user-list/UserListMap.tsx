import { LIST_GRID_SIZE, LIST_MAP_HEIGHT, LIST_MAP_ZOOM, PadMap, paths, type BBox, type MapView } from '@pads/shared';
import { Flex, Input, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useUserMap } from './api/userList';

/** Spec part 3 §9: the user map's search waits 300 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

const clampBBox = ([west, south, east, north]: BBox): string =>
  [Math.max(-180, west), Math.max(-90, south), Math.min(180, east), Math.min(90, north)]
    .map((v) => v.toFixed(6))
    .join(',');

/**
 * Users of the current list on a map (category 8, archived or deleted 9), clustered by the server for
 * the visible area. The search narrows the markers by name, username or email on top of the list filters.
 */
export function UserListMap({ listParams }: { listParams: Record<string, string> }) {
  const [view, setView] = useState<MapView | null>(null);
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const params = useMemo((): Record<string, string> | null => {
    const { page: _page, sort_column: _sortColumn, sort_direction: _sortDirection, ...filters } = listParams;
    if (!view) return null;
    // Its own parameter: the server ANDs it with the list's keyword (sent as `keyword` it replaced it).
    const searched: Record<string, string> = keyword.length >= 3 ? { map_search: keyword } : {};
    return {
      ...filters,
      ...searched,
      bbox: clampBBox(view.bbox),
      zoom: String(Math.round(view.zoom)),
      grid: String(LIST_GRID_SIZE),
    };
  }, [listParams, view, keyword]);
  const { data, error } = useUserMap(params);

  return (
    <Flex vertical gap={8}>
      <Input.Search
        placeholder="Search the map (name, username or email)"
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 420 }}
        data-testid="user-map-search"
      />
      <PadMap
        height={LIST_MAP_HEIGHT}
        zoom={LIST_MAP_ZOOM}
        markers={data?.places}
        clusters={data?.clusters ?? []}
        cluster={{ gridSize: LIST_GRID_SIZE }}
        popupHref={(marker) => paths.userView(marker.id)}
        onViewChange={setView}
        data-testid="user-map"
      />
      {error ? <Typography.Text type="danger">The map could not be loaded.</Typography.Text> : null}
      {data && (
        <Typography.Text type="secondary" data-testid="user-map-total">
          {data.total} users in view
          {data.unlocated ? `, ${data.unlocated} without a location` : ''}
        </Typography.Text>
      )}
    </Flex>
  );
}
