import type { PadRow } from './padListApi';

/** Unmoderated (status 1) and archived pads are faded; archived ones are also marked as such. */
export function padRowClass(row: Pick<PadRow, 'status_id' | 'deleted_at'>): string {
  const classes: string[] = [];
  if (row.status_id === 1 || row.deleted_at) classes.push('pad-row-faded');
  if (row.deleted_at) classes.push('pad-row-archived');
  return classes.join(' ');
}
