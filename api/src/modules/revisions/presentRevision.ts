// A revision row as the admin calls answer it.
import type { RevisionRow } from '../../domain/revisionStore.js';

export const presentRevision = (r: RevisionRow) => ({
  id: r.id,
  type: r.type,
  status: r.status,
  pad_id: r.pad_id,
  user_id: r.user_id,
  pad_report_type: r.pad_report_type,
  review_id: r.review_id,
  upload_id: r.upload_id,
  comment: r.comment,
  is_updated_by_own_owner: r.is_updated_by_own_owner,
  resolved_by: r.resolved_by,
  resolved_at: r.resolved_at?.toISOString() ?? null,
  link_sent_at: r.link_sent_at?.toISOString() ?? null,
  reverted_at: r.reverted_at?.toISOString() ?? null,
  created_at: r.created_at.toISOString(),
});
