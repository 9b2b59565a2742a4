// One list screen's state for every list component under it (docs/conventions.md): the screen calls
// useServerList once and wraps its table, filter panel, summary bar and error alert in <ListProvider>;
// each reads what it needs here instead of taking the same seven props by hand. Props given explicitly
// still win, so a component also works alone (and in its own tests).
import { createContext, useContext, type ReactNode } from 'react';
import type { CsvEndpoint } from './downloadCsv';
import type { ServerList } from './useServerList';

export interface ListContextValue<Row = unknown> {
  list: ServerList<Row>;
  /** The list's CSV export, for the filter panel's export button. */
  exportEndpoint?: CsvEndpoint;
  exportFileName?: string;
}

const ListContext = createContext<ListContextValue | null>(null);

export function ListProvider<Row>({ children, ...value }: ListContextValue<Row> & { children: ReactNode }) {
  return <ListContext.Provider value={value as ListContextValue}>{children}</ListContext.Provider>;
}

/** The enclosing list, or null outside a ListProvider. */
export function useListContext<Row = unknown>(): ListContextValue<Row> | null {
  return useContext(ListContext) as ListContextValue<Row> | null;
}
