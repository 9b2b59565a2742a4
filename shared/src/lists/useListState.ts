import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { defaultListState, listStateFromQuery, queryWithoutListParams } from './listParams';
import { readListState, writeListState } from './listStateStorage';
import type { ListState } from './types';

export interface ListStateOptions {
  /** List-specific query params a deep link may carry (the pad list's `type`). */
  paramNames?: readonly string[];
  /** The list's own defaults (e.g. the admin list's role filter). */
  defaults?: Partial<ListState>;
}

export interface ListStateApi {
  state: ListState;
  /** Merges a change; anything but a page change goes back to page 1. */
  update: (change: Partial<ListState>) => void;
  /** Back to the list's defaults. */
  reset: () => void;
}

function initialState(listKey: string, search: string, options: ListStateOptions): ListState {
  const defaults = defaultListState(options.defaults);
  // A deep link says exactly what to show, so it replaces whatever this tab remembered.
  const linked = listStateFromQuery(search, options.paramNames);
  if (linked) return { ...defaults, ...linked, params: { ...defaults.params, ...linked.params } };
  return readListState(listKey) ?? defaults;
}

/**
 * Page, sort, filters, keyword and list params of one list, restored from sessionStorage and
 * seeded from the URL's query when the list is opened from a deep link.
 */
export function useListState(listKey: string, options: ListStateOptions = {}): ListStateApi {
  const location = useLocation();
  const navigate = useNavigate();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [state, setState] = useState<ListState>(() => initialState(listKey, location.search, options));

  // A deep link followed while the list is already open (e.g. from the stats bar) applies too;
  // then the params leave the URL so a reload restores the user's later changes instead.
  useEffect(() => {
    const { paramNames } = optionsRef.current;
    if (!listStateFromQuery(location.search, paramNames)) return;
    setState(initialState(listKey, location.search, optionsRef.current));
    navigate(
      { pathname: location.pathname, search: queryWithoutListParams(location.search, paramNames), hash: location.hash },
      { replace: true },
    );
  }, [listKey, location.search, location.pathname, location.hash, navigate]);

  useEffect(() => {
    writeListState(listKey, state);
  }, [listKey, state]);

  const update = useCallback((change: Partial<ListState>) => {
    setState((current) => {
      const onlyPage = Object.keys(change).every((key) => key === 'page');
      return { ...current, ...change, page: change.page ?? (onlyPage ? current.page : 1) };
    });
  }, []);

  const reset = useCallback(() => setState(defaultListState(optionsRef.current.defaults)), []);

  return { state, update, reset };
}
