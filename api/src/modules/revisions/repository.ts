// The moderation link's write: the request marked answered, its log entry and the e-mail, in one transaction.
import type { Db } from '../../db/client.js';
import type { Actor } from '../../domain/actor.js';
import { writeAuditLog } from '../../domain/auditLog.js';
import type { Mailer } from '../../domain/mailer.js';
import { markLinkSent } from '../../domain/revisionStore.js';
import { ALREADY_RESOLVED } from '../../domain/revisionResolution.js';
import { conflict } from '../../errors.js';

/** The message is sent inside the transaction: if it cannot be sent, nothing is recorded as sent. */
export async function sendModerationLink(
  db: Db,
  mailer: Mailer,
  message: { revisionId: number; link: string; to: string; subject: string; text: string },
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const row = await markLinkSent(tx, message.revisionId, actor.userId);
    if (!row) throw conflict(ALREADY_RESOLVED);
    await writeAuditLog(tx, {
      userId: actor.userId,
      action: 'moderation_link_sent',
      entityType: 'revision',
      entityId: row.id,
      padId: row.pad_id,
      subjectUserId: row.user_id,
      details: { to: message.to, link: message.link },
      device: actor.device,
    });
    await mailer.send({ to: message.to, subject: message.subject, text: message.text });
    return row;
  });
}
