import { DragDropContext, type DropResult } from '@hello-pangea/dnd';
import {
  ErrorPage,
  FilterPanel,
  ListPage,
  listRowClass,
  notifyError,
  ServerTable,
  useServerList,
  type CellRenderer,
} from '@pads/shared';
import { Button, Progress, Tag } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { ANNOUNCEMENT_DEFAULT_SORT, ANNOUNCEMENT_LIST_KEY, useSaveAnnouncementOrder } from '../api/announcementList';
import { announcements } from '@pads/contracts/endpoints';
import type { AnnouncementRow } from '../api/types';
import './announcementList.css';
import { CreateAnnouncementModal } from './CreateAnnouncementModal';
import { DragHandle, DragRowsContext, dragTableComponents, lockRowWidths, moved } from './dragRows';

const published: CellRenderer<AnnouncementRow> = (value) =>
  value ? <Tag color="green">Published</Tag> : <Tag>Unpublished</Tag>;

const renderers: Record<string, CellRenderer<AnnouncementRow>> = {
  is_published_android: published,
  is_published_ios: published,
};

const leadingColumns = [{ key: 'drag', title: 'Drag', width: 64, render: () => <DragHandle /> }];

// Archived rows appear faded (spec part 3), the shared accessible way.
const rowClassName = (row: AnnouncementRow) => listRowClass({ archived: Boolean(row.deleted_at) });

export default function AnnouncementListPage() {
  const list = useServerList(
    ANNOUNCEMENT_LIST_KEY,
    announcements.list,
    {},
    {
      defaults: {
        sort_column: ANNOUNCEMENT_DEFAULT_SORT.column,
        sort_direction: ANNOUNCEMENT_DEFAULT_SORT.direction,
      },
    },
  );
  const { state, data, query, failure } = list;
  const [creating, setCreating] = useState(false);
  // The dragged order, shown until the saved one is loaded (or put back when saving fails).
  const [draft, setDraft] = useState<AnnouncementRow[] | null>(null);
  const saveOrder = useSaveAnnouncementOrder();
  const tableRef = useRef<HTMLDivElement>(null);
  const unlockWidths = useRef<() => void>(() => undefined);
  const rows = useMemo(() => draft ?? data?.data ?? [], [draft, data?.data]);

  const byOrder =
    state.sort_column === ANNOUNCEMENT_DEFAULT_SORT.column &&
    state.sort_direction === ANNOUNCEMENT_DEFAULT_SORT.direction;
  const dragRows = useMemo(
    () => ({
      indexOf: (rowKey: string) => rows.findIndex((row) => String(row.id) === rowKey),
      disabled: !byOrder || saveOrder.isPending,
      disabledReason: byOrder ? undefined : 'Sort by order to reorder by drag',
    }),
    [rows, byOrder, saveOrder.isPending],
  );

  if (failure) return <ErrorPage status={failure.status} message={failure.message} />;

  const onDragEnd = async ({ source, destination }: DropResult) => {
    unlockWidths.current();
    if (!destination || destination.index === source.index) return;
    const next = moved(rows, source.index, destination.index);
    setDraft(next);
    try {
      await saveOrder.mutateAsync(next.map((row, index) => ({ id: row.id, order: index + 1 })));
    } catch (error) {
      notifyError(error);
    } finally {
      setDraft(null);
    }
  };

  return (
    <ListPage
      list={list}
      title="Announcements"
      actions={
        <Button type="primary" onClick={() => setCreating(true)} data-testid="announcement-create">
          Create Announcement
        </Button>
      }
      data-testid="announcement-list-page"
    >
      <FilterPanel />

      {saveOrder.isPending && (
        <Progress percent={100} status="active" showInfo={false} data-testid="announcement-order-saving" />
      )}

      <div ref={tableRef}>
        <DragDropContext
          onBeforeDragStart={(start) => {
            unlockWidths.current = lockRowWidths(tableRef.current, start.draggableId);
          }}
          onDragEnd={onDragEnd}
        >
          <DragRowsContext.Provider value={dragRows}>
            <ServerTable<AnnouncementRow>
              rows={rows}
              loading={query.isFetching && !draft}
              defaultSort={ANNOUNCEMENT_DEFAULT_SORT}
              renderers={renderers}
              leadingColumns={leadingColumns}
              components={dragTableComponents}
              rowClassName={rowClassName}
              emptyText="No Data"
              data-testid="announcement-table"
            />
          </DragRowsContext.Provider>
        </DragDropContext>
      </div>

      <CreateAnnouncementModal
        open={creating}
        nextOrder={(data?.meta.total ?? rows.length) + 1}
        onClose={() => setCreating(false)}
      />
    </ListPage>
  );
}
