// The generic upload routes (`DELETE /api/uploads/:id`, `POST /api/uploads/add-upload-order`) serve every
// kind of upload: pad photos, announcement slides, … Each kind keeps its own table and registers a target
// here; ids come from one sequence (`uploads_id_seq`), so an id belongs to exactly one target.
import type { DbOrTx } from './auditLog.js';

export interface UploadOrderItem {
  id: number;
  order: number;
}

export interface UploadTarget {
  /** Names the target in errors and logs: 'pad_photo', 'announcement_slide'. */
  name: string;
  /** The ids among `ids` that are this target's uploads. */
  owned(db: DbOrTx, ids: number[]): Promise<number[]>;
  /** Deletes one of its uploads (row and audit entry inside `tx`); returns storage keys to delete after commit. */
  deleteById(tx: DbOrTx, id: number, userId: number): Promise<string[]>;
  /** Applies a reorder whose ids are all its own, inside `tx`. */
  reorder(tx: DbOrTx, items: UploadOrderItem[], userId: number): Promise<void>;
}

const targets = new Map<string, UploadTarget>();

export function registerUploadTarget(target: UploadTarget): void {
  targets.set(target.name, target);
}

export function uploadTargets(): UploadTarget[] {
  return [...targets.values()];
}
