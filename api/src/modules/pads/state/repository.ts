// What the action rules need to know beyond the pad row: who submitted it and whether an owner is premium.
import { CONTACT_TYPE } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import type { PadActionFacts } from '@pads/contracts';
import { userIsPremium } from '../../../domain/definitions.js';
import type { DbOrTx } from '../../../domain/auditLog.js';
import type { PadRow } from '../../../domain/padWrites.js';
import { ROLE } from '../../../plugins/auth.js';

export async function padActionFacts(db: DbOrTx, pad: PadRow): Promise<PadActionFacts> {
  const result = await db.execute<{ pilot: boolean; premium: boolean }>(sql`SELECT
    EXISTS (SELECT 1 FROM users WHERE users.id = ${pad.submitter_user_id} AND users.role = ${ROLE.Pilot}) AS pilot,
    EXISTS (SELECT 1 FROM contacts c JOIN users ON users.id = c.user_id
      WHERE c.pad_id = ${pad.id} AND c.contact_type_id = ${CONTACT_TYPE.Owner} AND ${userIsPremium}) AS premium`);
  const row = result.rows[0]!;
  return {
    status_id: pad.status_id,
    category_id: pad.category_id,
    is_private: pad.user_id != null,
    is_archived: pad.deleted_at != null,
    is_added_to_purgatory: pad.is_added_to_purgatory,
    submitter_is_pilot: row.pilot,
    has_premium_owner: row.premium,
  };
}
