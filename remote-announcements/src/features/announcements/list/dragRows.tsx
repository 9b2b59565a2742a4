// Table rows that reorder by drag (@hello-pangea/dnd): the antd table's body is the droppable and each
// row a draggable; the Drag column's handle starts the drag.
import { HolderOutlined } from '@ant-design/icons';
import { Draggable, Droppable, type DraggableProvidedDragHandleProps } from '@hello-pangea/dnd';
import { Tooltip } from 'antd';
import { createContext, useContext, type HTMLAttributes } from 'react';

export const ROWS_DROPPABLE_ID = 'announcement-rows';

interface DragRows {
  indexOf: (rowKey: string) => number;
  disabled: boolean;
  disabledReason?: string;
}

export const DragRowsContext = createContext<DragRows>({ indexOf: () => -1, disabled: true });
const HandleContext = createContext<DraggableProvidedDragHandleProps | null>(null);

function DroppableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return (
    <Droppable droppableId={ROWS_DROPPABLE_ID}>
      {(provided) => (
        <tbody {...props} ref={provided.innerRef} {...provided.droppableProps}>
          {props.children}
          {provided.placeholder}
        </tbody>
      )}
    </Droppable>
  );
}

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string | number };

function DraggableRow(props: RowProps) {
  const { indexOf, disabled } = useContext(DragRowsContext);
  const rowKey = props['data-row-key'];
  const index = rowKey === undefined ? -1 : indexOf(String(rowKey));
  // antd's own rows (the measure row, the empty state) are not data rows.
  if (index < 0) return <tr {...props} />;
  return (
    <Draggable draggableId={String(rowKey)} index={index} isDragDisabled={disabled}>
      {(provided, snapshot) => (
        <HandleContext.Provider value={provided.dragHandleProps}>
          <tr
            {...props}
            ref={provided.innerRef}
            {...provided.draggableProps}
            className={[props.className, snapshot.isDragging ? 'announcement-row-dragging' : ''].join(' ')}
            style={{ ...props.style, ...provided.draggableProps.style }}
          />
        </HandleContext.Provider>
      )}
    </Draggable>
  );
}

/** antd Table `components` for draggable rows (stable references: antd remounts on new ones). */
export const dragTableComponents = { body: { wrapper: DroppableBody, row: DraggableRow } };

export function DragHandle() {
  const handle = useContext(HandleContext);
  const { disabled, disabledReason } = useContext(DragRowsContext);
  const icon = (
    <span
      {...handle}
      aria-label="Drag to reorder"
      data-testid="row-drag-handle"
      className={disabled ? 'announcement-drag-handle disabled' : 'announcement-drag-handle'}
    >
      <HolderOutlined />
    </span>
  );
  return disabled && disabledReason ? <Tooltip title={disabledReason}>{icon}</Tooltip> : icon;
}

/**
 * A dragged row leaves the table's layout (position: fixed) and its cells would shrink to their
 * content; the header and the row's cells keep their widths while it moves. Returns the undo.
 */
export function lockRowWidths(root: HTMLElement | null, rowKey: string): () => void {
  if (!root) return () => undefined;
  const cells = [...root.querySelectorAll<HTMLElement>(`thead th, tr[data-row-key="${CSS.escape(rowKey)}"] > td`)];
  const before = cells.map((cell) => [cell.style.width, cell.style.minWidth] as const);
  const widths = cells.map((cell) => `${cell.getBoundingClientRect().width}px`);
  cells.forEach((cell, index) => {
    cell.style.width = widths[index]!;
    cell.style.minWidth = widths[index]!;
  });
  return () =>
    cells.forEach((cell, index) => {
      cell.style.width = before[index]![0];
      cell.style.minWidth = before[index]![1];
    });
}

/** The rows after moving one from `from` to `to`. */
export function moved<T>(rows: readonly T[], from: number, to: number): T[] {
  const next = [...rows];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
