import { Flex, Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useListContext } from './ListContext';
import { useMemo, type ReactNode } from 'react';
import type { ListColumn, ListMeta, SortDirection } from '@pads/core';
import { cellValue, columnHref, columnSortKey, displayValue } from './columnLinks';
import { ShowingLine } from './ShowingLine';
import { MetaPagination } from './MetaPagination';
import { Username } from '../ui/UserLink';
import { DataLink } from '../ui/DataLink';

/** The column name a list's username goes by, whatever its relation (`username`, `user.username`). */
const USERNAME_COLUMN = 'username';

const ASCENDING_FIRST: SortDirection[] = ['ascend', 'descend'];

export type CellRenderer<Row> = (value: unknown, row: Row, column: ListColumn) => ReactNode;

export interface ServerTableChange {
  page: number;
  sort_column: string;
  sort_direction: SortDirection;
}

export interface ServerTableProps<Row extends object> {
  /** Columns as the list response sends them (display order = array order, or sort_order). Props left out
   * (columns, rows, meta, loading, sort, onChange) come from the enclosing <ListProvider>. */
  columns?: ListColumn[];
  rows?: Row[];
  meta?: ListMeta;
  loading?: boolean;
  sortColumn?: string;
  sortDirection?: SortDirection;
  /** Page or sort changed; the caller puts it into the list state. */
  onChange?: (change: ServerTableChange) => void;
  /** Cell renderers by column key (`relation.column` for relation columns); they win over the built-in link/text rendering. */
  renderers?: Partial<Record<string, CellRenderer<Row>>>;
  /** Columns appended after the server's (e.g. actions). */
  extraColumns?: NonNullable<TableProps<Row>['columns']>;
  /** Columns shown before the server's (e.g. a drag handle). */
  leadingColumns?: NonNullable<TableProps<Row>['columns']>;
  /** antd's component overrides (e.g. a droppable body and draggable rows). */
  components?: TableProps<Row>['components'];
  /** Shown when there are no rows (antd's default otherwise). */
  emptyText?: ReactNode;
  /** The list's own order, restored when a column's sort is cleared (default id descending). */
  defaultSort?: { column: string; direction: SortDirection };
  /** The order a header click goes through (default ascending first; the campaigns sort descending first). */
  sortDirections?: SortDirection[];
  /** 'Showing from-to of total listings' above and below the table (default); false: the pager alone. */
  showing?: boolean;
  /** Also a pager above the table, beside the top Showing line on the right (the campaigns). */
  pagerAbove?: boolean;
  rowKey?: TableProps<Row>['rowKey'];
  rowClassName?: TableProps<Row>['rowClassName'];
  'data-testid'?: string;
}

/**
 * A table whose columns, sort and paging are the server's: columns come from the list response,
 * sorting and paging are sent back as list params. Used by every list screen.
 */
export function ServerTable<Row extends object>(props: ServerTableProps<Row>) {
  const list = useListContext<Row>()?.list;
  return (
    <ServerTableView<Row>
      {...props}
      columns={props.columns ?? list?.data?.columns ?? []}
      rows={props.rows ?? list?.data?.data ?? []}
      meta={props.meta ?? list?.data?.meta}
      loading={props.loading ?? list?.query.isFetching}
      sortColumn={props.sortColumn ?? list?.state.sort_column}
      sortDirection={props.sortDirection ?? list?.state.sort_direction}
      onChange={props.onChange ?? ((change) => list?.update(change))}
    />
  );
}

function ServerTableView<Row extends object>({
  columns,
  rows,
  meta,
  loading,
  sortColumn,
  sortDirection,
  onChange,
  renderers = {},
  extraColumns = [],
  leadingColumns = [],
  components,
  emptyText,
  defaultSort = { column: 'id', direction: 'descend' },
  sortDirections = ASCENDING_FIRST,
  showing = true,
  pagerAbove = false,
  rowKey = 'id' as TableProps<Row>['rowKey'],
  rowClassName,
  'data-testid': testId = 'server-table',
}: ServerTableProps<Row> & Required<Pick<ServerTableProps<Row>, 'columns' | 'rows' | 'onChange'>>) {
  const tableColumns = useMemo<NonNullable<TableProps<Row>['columns']>>(() => {
    const ordered = [...columns].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
    return [
      ...leadingColumns,
      ...ordered.map((column) => ({
        key: columnSortKey(column),
        title: column.display_name,
        sorter: column.sortable !== false,
        sortOrder: sortColumn === columnSortKey(column) ? (sortDirection ?? null) : null,
        sortDirections,
        render: (_: unknown, row: Row) => {
          const value = cellValue(row as Record<string, unknown>, column);
          const custom = renderers[columnSortKey(column)];
          if (custom) return custom(value, row, column);
          const href = columnHref(row as Record<string, unknown>, column);
          const text = displayValue(value);
          // A username column (System Logs' 'User', Concurrent Logins' 'Username', …) is cut to 15 characters
          // with the full name in the title, as everywhere usernames are shown (spec part 2 §9, part 3 §2).
          const shown = column.column === USERNAME_COLUMN && text ? <Username name={text} /> : text;
          // The server's link goes through the one handler: a path opens in the panel, anything the panel cannot
          // open says so (spec part 1 §8).
          return href ? <DataLink href={href}>{shown || href}</DataLink> : shown;
        },
      })),
      ...extraColumns,
    ];
  }, [columns, renderers, extraColumns, leadingColumns, sortColumn, sortDirection, sortDirections]);

  const handleTableChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
    // antd cycles ascend → descend → none; "none" returns to the default order.
    const order = single?.order;
    onChange({
      page: 1,
      sort_column: order ? String(single?.columnKey ?? defaultSort.column) : defaultSort.column,
      sort_direction: order ?? defaultSort.direction,
    });
  };

  const pager = (testIdSuffix: string) =>
    meta && (
      <MetaPagination
        meta={meta}
        onChange={(page) =>
          onChange({
            page,
            sort_column: sortColumn ?? defaultSort.column,
            sort_direction: sortDirection ?? defaultSort.direction,
          })
        }
        data-testid={`${testId}-${testIdSuffix}`}
      />
    );

  return (
    <Flex vertical gap={12} data-testid={testId}>
      {pagerAbove ? (
        <Flex justify="end" align="center" gap={16} wrap>
          {showing && <ShowingLine meta={meta} />}
          {pager('pagination-top')}
        </Flex>
      ) : (
        showing && <ShowingLine meta={meta} />
      )}
      <Table<Row>
        columns={tableColumns}
        dataSource={rows}
        rowKey={rowKey}
        rowClassName={rowClassName}
        components={components}
        locale={emptyText === undefined ? undefined : { emptyText }}
        loading={loading}
        pagination={false}
        onChange={handleTableChange}
        // The sort hint shows on the sort arrows only: shown for the whole header cell, it opened whenever the
        // pointer rested on a header (after picking from a filter's dropdown above it) and covered the filters.
        showSorterTooltip={{ target: 'sorter-icon' }}
        scroll={{ x: 'max-content' }}
        size="middle"
      />
      <Flex justify={pagerAbove || !showing ? 'end' : 'space-between'} align="center" wrap gap={pagerAbove ? 16 : 12}>
        {showing && <ShowingLine meta={meta} data-testid="list-showing-bottom" />}
        {pager('pagination')}
      </Flex>
    </Flex>
  );
}
