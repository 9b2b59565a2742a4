import { listRowClass, STATUS } from '@pads/shared';
import type { PadRow } from './api/padList';

/** Unmoderated (status 1) and archived pads are faded; archived ones are also marked as such. */
export function padRowClass(row: Pick<PadRow, 'status_id' | 'deleted_at'>): string {
  return listRowClass({ faded: row.status_id === STATUS.Unmoderated, archived: Boolean(row.deleted_at) });
}
