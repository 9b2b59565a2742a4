import { ListMap, listMapParams, paths, type MapView } from '@pads/shared';
import { Flex, Input, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useUserMap } from './api/userList';

/** Spec part 3 §9: the user map's search waits 300 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

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

  // The search is its own parameter: the server ANDs it with the list's keyword (sent as `keyword` it
  // replaced it).
  const params = useMemo(
    () => listMapParams(listParams, view, keyword.length >= 3 ? { map_search: keyword } : {}),
    [listParams, view, keyword],
  );
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
      <ListMap
        data={data}
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
