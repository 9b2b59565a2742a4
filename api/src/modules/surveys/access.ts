// Who may read and who may write a pad's survey through the apps' /api/surveys calls
// (docs/decisions/0081-surveys.md). Admins: any survey. A pilot or owner reads the survey of a pad they can
// see (live, and public or their own private pad), and writes it only when the pad is theirs: they are its
// claimed owner, they submitted it, or it is their private pad. A pad they cannot see is a 404, as on the other
// app calls.
import { NOT_AUTHORIZED } from '@pads/contracts';
import { findVisiblePad, isClaimedOwner } from '../../domain/padVisibility.js';
import type { DbOrTx } from '../../domain/auditLog.js';
import { forbidden, notFound } from '../../errors.js';
import { ROLE, type SessionUser } from '../../plugins/auth.js';

export type SurveyUse = 'read' | 'write';

async function grantedUse(db: DbOrTx, padId: number, user: SessionUser): Promise<SurveyUse | null> {
  if (user.role === ROLE.Admin) return 'write';
  const pad = await findVisiblePad(db, padId, user.id);
  if (!pad) return null;
  if (pad.user_id === user.id || pad.submitter_user_id === user.id) return 'write';
  return (await isClaimedOwner(db, padId, user.id)) ? 'write' : 'read';
}

/**
 * Refuses a use of the pad's survey the user has no right to: 404 (naming `what`) when they cannot see the
 * pad, 403 when they may only read it.
 */
export async function checkSurveyUse(
  db: DbOrTx,
  padId: number,
  user: SessionUser,
  use: SurveyUse,
  what: string,
): Promise<void> {
  const granted = await grantedUse(db, padId, user);
  if (!granted) throw notFound(what);
  if (use === 'write' && granted !== 'write') throw forbidden(NOT_AUTHORIZED);
}
