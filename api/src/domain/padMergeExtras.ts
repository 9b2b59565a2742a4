// What the merge screen shows of a pad beyond its snapshot (spec part 3 §3 "Pad (merge view)"): its survey
// (the column's Survey badge and the Accept Survey row) and its submitter (the Submitter row). The
// duplicate pair's sides and a revision's Current column both read it.
import { sql } from 'drizzle-orm';
import type { PadMergeExtras } from '@pads/contracts/api';
import type { DbOrTx } from './auditLog.js';

export async function padMergeExtras(db: DbOrTx, padId: number): Promise<PadMergeExtras> {
  const { rows } = await db.execute<{ extras: PadMergeExtras }>(sql`SELECT json_build_object(
    'survey_id', sv.id, 'survey_progress_percentage', sv.progress,
    'submitter', (SELECT json_build_object('id', u.id, 'username', u.username) FROM users u WHERE u.id = p.submitter_user_id)
  ) AS extras
  FROM pads p LEFT JOIN surveys sv ON sv.pad_id = p.id WHERE p.id = ${padId}`);
  return rows[0]?.extras ?? { survey_id: null, survey_progress_percentage: null, submitter: null };
}
