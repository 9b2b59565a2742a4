import { STATUS } from '@pads/shared';
import type { PadRow } from './api/padList';

/** Unmoderated (status 1) and archived pads are faded; archived ones are also marked as such. */
export function padRowClass(row: Pick<PadRow, 'status_id' | 'deleted_at'>): string {
  const classes: string[] = [];
  if (row.status_id === STATUS.Unmoderated || row.deleted_at) classes.push('pad-row-faded');
  if (row.deleted_at) classes.push('pad-row-archived');
  return classes.join(' ');
}
