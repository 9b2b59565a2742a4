// The one way a list table fades a row (unmoderated pads, archived pads, archived announcements, …):
// pass `listRowClass(…)` as the table's `rowClassName`. The styles (listRows.css) keep the text readable.
import './listRows.css';

export const LIST_ROW_FADED = 'list-row-faded';
export const LIST_ROW_ARCHIVED = 'list-row-archived';

export interface ListRowLook {
  /** Reads as secondary (grey italic on a tinted row). */
  faded?: boolean;
  /** Reads as gone: faded, on a darker background. */
  archived?: boolean;
}

/** The row's class names: archived implies faded. */
export function listRowClass({ faded = false, archived = false }: ListRowLook): string {
  const classes: string[] = [];
  if (faded || archived) classes.push(LIST_ROW_FADED);
  if (archived) classes.push(LIST_ROW_ARCHIVED);
  return classes.join(' ');
}
