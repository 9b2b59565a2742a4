// What the action rules need to know beyond the pad row: who submitted it and whether an owner is premium.
import { CONTACT_TYPE } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import type { PadActionFacts } from '@pads/contracts';
import { userIsPremium } from '../../../domain/definitions.js';
import type { DbOrTx } from '../../../domain/auditLog.js';
import type { Db } from '../../../db/client.js';
import {
  lockPad,
  writePadInTransaction,
  type PadRow,
  type PadWriteOptions,
  type PadWriteOutcome,
  type Tx,
} from '../../../domain/padWrites.js';
import { finishUndo, padScopes, startUndo } from '../../../domain/undo.js';
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

/** writePad, recorded so its admin can take it back (Archive, issue 35: domain/undo.ts); the answer's ticket with it. */
export async function writePadUndoably<T>(
  db: Db,
  options: PadWriteOptions,
  change: (tx: Tx, pad: PadRow) => Promise<PadWriteOutcome<T>>,
  notFound: () => Error,
  action: string,
) {
  return db.transaction(async (tx) => {
    if (!(await lockPad(tx, options.padId))) throw notFound();
    const undo = await startUndo(tx, padScopes([options.padId]), {
      adminId: options.userId,
      action,
      padIds: [options.padId],
    });
    const written = await writePadInTransaction(tx, options, change, notFound);
    return { ...written, undo: await finishUndo(tx, undo) };
  });
}
