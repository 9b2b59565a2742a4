// The frame of a list screen (docs/conventions.md "List screens"): the list's context for every list
// component inside, the title, the screen's buttons and the saved filters. The screen puts its filter panel,
// summary, error alert and table inside, in its own order.
import { Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ListProvider, useListContext, type ListContextValue } from './ListContext';
import { SavedFiltersSelect } from './SavedFiltersSelect';
import type { AppliedFilters } from './types';

export interface ListPageProps<Row> extends ListContextValue<Row> {
  /** A string is the page's heading; anything else is drawn as given (a report's header). */
  title: ReactNode;
  /** The screen's own buttons, before the saved filters. */
  actions?: ReactNode;
  /** false: the screen offers no 'Saved Filters' select. */
  savedFilters?: boolean;
  'data-testid': string;
  children: ReactNode;
}

/** Saved filters may carry the API's "no filter" placeholder entry; it is not a filter. */
const withoutEmpty = (filters: AppliedFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([key]) => key !== ''));

/** The 'Saved Filters' select of the enclosing list: choosing one applies its filters. */
export function ListSavedFilters() {
  const context = useListContext();
  if (!context) throw new Error('ListSavedFilters: render inside <ListProvider>.');
  const { list } = context;
  return (
    <SavedFiltersSelect
      entity={list.listKey}
      value={list.state.savedFilterId}
      onSelect={(saved) => list.update({ filters: withoutEmpty(saved.filters), savedFilterId: saved.id })}
    />
  );
}

export function ListPage<Row>({
  title,
  actions,
  savedFilters = true,
  'data-testid': testId,
  children,
  ...context
}: ListPageProps<Row>) {
  return (
    <ListProvider {...context}>
      <Flex vertical gap={16} data-testid={testId}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          {typeof title === 'string' ? (
            <Typography.Title level={2} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
          ) : (
            title
          )}
          <Space wrap>
            {actions}
            {savedFilters && <ListSavedFilters />}
          </Space>
        </Flex>
        {children}
      </Flex>
    </ListProvider>
  );
}
