import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiClient, errorMessage, httpStatusOf } from '@pads/core';
import { buildListParams } from './listParams';
import { clearListState } from './listStateStorage';
import { useListState, type ListStateOptions } from './useListState';
import type { ServerListResponse } from './types';

/** The react-query key prefix of every query of the list `listKey` (its pages, and e.g. its map). */
export const serverListKey = (listKey: string) => ['server-list', listKey] as const;

export interface ListFailure {
  status: number;
  message: string;
}

/**
 * One server-driven list: its remembered state, the request params built from it and the
 * current page (the previous page stays on screen while the next one loads).
 *
 * @param listKey    names the list in sessionStorage and is the saved filters' `entity`
 * @param fetchUrl   API path relative to /api, e.g. `/admin/pads`
 * @param extraParams params sent with every request besides the list state
 */
export function useServerList<Row>(
  listKey: string,
  fetchUrl: string,
  extraParams: Record<string, string | number | undefined> = {},
  options: ListStateOptions = {},
) {
  const { state, update, reset } = useListState(listKey, options);
  const extraKey = JSON.stringify(extraParams);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- extraParams is compared by value
  const params = useMemo(() => buildListParams(state, extraParams), [state, extraKey]);

  const query = useQuery({
    queryKey: [...serverListKey(listKey), fetchUrl, params],
    queryFn: async ({ signal }) => (await apiClient.get<ServerListResponse<Row>>(fetchUrl, { params, signal })).data,
    placeholderData: keepPreviousData,
  });

  const status = query.error ? httpStatusOf(query.error) : undefined;
  const failure: ListFailure | null = status === 500 ? { status, message: errorMessage(query.error) } : null;

  useEffect(() => {
    if (!query.error) return;
    if (httpStatusOf(query.error) === 500) {
      // The remembered state may be what breaks the server; the next visit starts clean.
      clearListState(listKey);
    } else {
      console.error(`List ${listKey} failed to load`, query.error);
    }
  }, [query.error, listKey]);

  return { listKey, state, update, reset, params, query, data: query.data, failure };
}

export type ServerList<Row> = ReturnType<typeof useServerList<Row>>;
