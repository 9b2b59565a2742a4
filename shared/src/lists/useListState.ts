import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { defaultListState, listStateFromQuery } from './listParams';
import { readListState, writeListState, type ListKeep } from './listStateStorage';
import type { ListState } from './types';

export interface ListStateOptions {
  /** List-specific query params a deep link may carry (the pad list's `type`). */
  paramNames?: readonly string[];
  /** The list's own defaults (e.g. the admin list's role filter). */
  defaults?: Partial<ListState>;
  /**
   * How long the state is remembered: for the tab's session (default), within a screen area (the reports) or
   * while mounted (a tab's list).
   */
  keep?: ListKeep;
}

export interface ListStateApi {
  state: ListState;
  /** Merges a change; anything but a page change goes back to page 1. */
  update: (change: Partial<ListState>) => void;
  /** Back to the list's defaults. */
  reset: () => void;
}

// A deep link is applied once per history entry. React Router keeps an entry's key across reloads,
// so a reload restores the user's later changes instead of re-applying the link, and the address
// bar is never rewritten (rewriting it raced with the user's next click and pulled them back).
const appliedLinkKey = (listKey: string) => `list-link:${listKey}`;

function linkedStateFor(listKey: string, search: string, entryKey: string, options: ListStateOptions) {
  // A list kept only while mounted sits inside another screen, whose address is not its deep link.
  if (options.keep === 'mount') return null;
  const linked = listStateFromQuery(search, options.paramNames);
  if (!linked) return null;
  try {
    if (sessionStorage.getItem(appliedLinkKey(listKey)) === `${entryKey}${search}`) return null;
    sessionStorage.setItem(appliedLinkKey(listKey), `${entryKey}${search}`);
  } catch {
    // Without storage the link applies on every visit, which is still what it asks for.
  }
  const defaults = defaultListState(options.defaults);
  const state = { ...defaults, ...linked, params: { ...defaults.params, ...linked.params } };
  // Stored at once, with the mark: a first render that suspends is thrown away with its state, and
  // the retry, seeing the link already applied, must find the link's state rather than an older one.
  writeListState(listKey, state, options.keep);
  return state;
}

/**
 * Page, sort, filters, keyword and list params of one list, restored from sessionStorage and
 * seeded from the URL's query when the list is opened from a deep link.
 */
export function useListState(listKey: string, options: ListStateOptions = {}): ListStateApi {
  const location = useLocation();
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const [state, setState] = useState<ListState>(
    () =>
      linkedStateFor(listKey, location.search, location.key, options) ??
      readListState(listKey, options.keep) ??
      defaultListState(options.defaults),
  );

  // A deep link followed while the list is already open (e.g. from the stats bar) applies too.
  useEffect(() => {
    const linked = linkedStateFor(listKey, location.search, location.key, optionsRef.current);
    if (linked) setState(linked);
  }, [listKey, location.search, location.key]);

  useEffect(() => {
    writeListState(listKey, state, optionsRef.current.keep);
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
