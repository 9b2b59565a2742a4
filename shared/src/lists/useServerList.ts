import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { call, errorMessage, httpStatusOf } from '@pads/core';
import type { Endpoint, EndpointSchema, ResultOf } from '@pads/contracts/endpoint';
import { buildListParams, defaultListState } from './listParams';
import { clearListArea, clearListState, readListState, type ListKeep } from './listStateStorage';
import { useListState, type ListStateOptions } from './useListState';
import type { ListState, ServerListResponse } from './types';

/** The react-query key prefix of every query of the list `listKey` (its pages, and e.g. its map). */
export const serverListKey = (listKey: string) => ['server-list', listKey] as const;

type ExtraParams = Record<string, string | number | undefined>;

/**
 * How long a prefetched query counts as fresh, so its screen does not ask again when it mounts; short enough
 * that a screen opened again later always asks the server.
 */
export const PREFETCHED_FRESH_MS = 1_000;

/** An endpoint answering a page of a list (`{ data, columns, filterable, entity, meta }`, read whole). */
export type ListEndpoint = Endpoint<'GET', string, EndpointSchema>;

/** The row type of a list endpoint's page. */
export type RowOf<E> = ResultOf<E> extends { data: (infer Row)[] } ? Row : Record<string, unknown>;

/**
 * A page of the list: its query is the list's state (buildListParams: paging, sort, keyword, filters and the
 * list's own params), which the endpoint's declaration types as its filters, sorts and quick filter.
 */
const fetchListPage = call as unknown as <Row>(
  endpoint: ListEndpoint,
  input: { query: Record<string, string> },
  options: { signal: AbortSignal },
) => Promise<ServerListResponse<Row>>;

/** One page of a list: the key and fetcher that both the list's hook and a prefetch use. */
function serverListPage<Row>(listKey: string, endpoint: ListEndpoint, params: Record<string, string>) {
  return {
    queryKey: [...serverListKey(listKey), endpoint.path, params],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchListPage<Row>(endpoint, { query: params }, { signal }),
  };
}

/**
 * Starts loading the page a list will open on (its remembered state, else its defaults), e.g. from a route's
 * `handle.prefetch` while the sign-in's startup data loads: the list then finds it in the cache, or in flight.
 * A list opened from a deep link asks for another page, and this one is simply not used.
 */
export function prefetchServerList(
  queryClient: QueryClient,
  listKey: string,
  endpoint: ListEndpoint,
  extraParams: ExtraParams = {},
  options: ListStateOptions = {},
): Promise<void> {
  const state = readListState(listKey, options.keep) ?? defaultListState(options.defaults);
  return queryClient.prefetchQuery(serverListPage(listKey, endpoint, buildListParams(state, extraParams)));
}

export interface ServerListOptions extends ListStateOptions {
  /** Whether the state is complete enough to ask for a page (a report waits for its date range); default yes. */
  ready?: (state: ListState) => boolean;
}

/**
 * Clears the lists kept within `area` (`keep: { area }`) once the admin has left it. Checked just after the
 * screen unmounts, when the router already shows where the admin went. useServerList calls it for an
 * area-kept list; a screen of the area without a list (the reports index) calls it itself.
 */
export function useClearAreaOnLeave(area: string | undefined): void {
  useEffect(() => {
    if (!area) return undefined;
    return () => {
      setTimeout(() => {
        if (!window.location.pathname.startsWith(area)) clearListArea(area);
      }, 0);
    };
  }, [area]);
}

const areaOf = (keep: ListKeep | undefined) => (keep && keep !== 'session' ? keep.area : undefined);

export interface ListFailure {
  status: number;
  message: string;
}

/**
 * One server-driven list: its remembered state, the request params built from it and the
 * current page (the previous page stays on screen while the next one loads).
 *
 * @param listKey    names the list in sessionStorage and is the saved filters' `entity`
 * @param endpoint   the list's endpoint (@pads/contracts/endpoints), e.g. `pads.list`; its rows type the list
 * @param extraParams params sent with every request besides the list state
 * @param options    the list's deep-link params, defaults, how long its state is kept (`keep`) and `ready`
 */
export function useServerList<E extends ListEndpoint, Row = RowOf<E>>(
  listKey: string,
  endpoint: E,
  extraParams: ExtraParams = {},
  options: ServerListOptions = {},
) {
  const { state, update, reset } = useListState(listKey, options);
  const { keep, ready } = options;
  const keepRef = useRef(keep);
  keepRef.current = keep;
  useClearAreaOnLeave(areaOf(keep));
  const extraKey = JSON.stringify(extraParams);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- extraParams is compared by value
  const params = useMemo(() => buildListParams(state, extraParams), [state, extraKey]);

  const query = useQuery({
    ...serverListPage<Row>(listKey, endpoint, params),
    enabled: ready ? ready(state) : true,
    placeholderData: keepPreviousData,
    // A page fetched a moment ago (a prefetch at sign-in) is not asked for again when the list mounts.
    staleTime: PREFETCHED_FRESH_MS,
  });

  const status = query.error ? httpStatusOf(query.error) : undefined;
  const failure: ListFailure | null = status === 500 ? { status, message: errorMessage(query.error) } : null;

  useEffect(() => {
    if (!query.error) return;
    if (httpStatusOf(query.error) === 500) {
      // The remembered state may be what breaks the server; the next visit starts clean.
      clearListState(listKey, keepRef.current);
    } else {
      console.error(`List ${listKey} failed to load`, query.error);
    }
  }, [query.error, listKey]);

  return { listKey, state, update, reset, params, query, data: query.data, failure };
}

export type ServerList<Row> = ReturnType<typeof useServerList<ListEndpoint, Row>>;
