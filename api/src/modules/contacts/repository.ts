// A pad's contacts as /admin/contacts changes them: an owner marked pending with a reason, the owner's
// confirmation e-mail (its token stored hashed), and deleting a contact. Each write opens its transaction
// and logs the change there.
import type { Actor } from '../../domain/actor.js';
import { createHash, randomBytes } from 'node:crypto';
import { CONTACT_TYPE } from '@pads/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contacts } from '../../db/schema.js';
import { writeAuditLog, type DbOrTx } from '../../domain/auditLog.js';
import type { Mailer } from '../../domain/mailer.js';
import { lockContact, logOwnerChange, ownerChanges, type ContactRow } from '../../domain/ownerContacts.js';
import { conflict, notFound, validationFailed } from '../../errors.js';
import { refreshPhonable } from '../../domain/padPhonable.js';

/** The unclaimed owner contact, locked: 404 when it is not an owner, 409 once it is confirmed. */
async function lockUnclaimedOwner(tx: DbOrTx, padId: number, contactId: number) {
  const before = await lockContact(tx, padId, contactId);
  if (!before || before.contact_type_id !== CONTACT_TYPE.Owner) throw notFound('Owner');
  if (before.is_claimed) throw conflict('This owner is already confirmed.');
  return before;
}

export async function markOwnerPending(
  db: Db,
  target: { padId: number; contactId: number },
  comment: string,
  actor: Actor,
): Promise<ContactRow> {
  return db.transaction(async (tx) => {
    const before = await lockUnclaimedOwner(tx, target.padId, target.contactId);
    const [after] = await tx
      .update(contacts)
      .set({ is_pending: true, pending_comment: comment, updated_at: new Date() })
      .where(eq(contacts.id, before.id))
      .returning();
    await logOwnerChange(tx, actor, 'owner_marked_pending', after!, before);
    return after!;
  });
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Sends the owner the link that confirms them in the app; the token is stored hashed. */
export async function sendOwnerConfirmation(
  db: Db,
  mailer: Mailer,
  target: { pad: { id: number; name: string }; contactId: number; appUrl: string },
  actor: Actor,
): Promise<{ owner: ContactRow; to: string }> {
  return db.transaction(async (tx) => {
    const before = await lockUnclaimedOwner(tx, target.pad.id, target.contactId);
    if (!before.email) throw validationFailed({ email: ['This owner has no e-mail address.'] });
    const token = randomBytes(32).toString('base64url');
    const [after] = await tx
      .update(contacts)
      .set({
        confirmation_token_hash: createHash('sha256').update(token).digest('hex'),
        confirmation_sent_at: new Date(),
        updated_at: new Date(),
      })
      .where(eq(contacts.id, before.id))
      .returning();
    const link = `${target.appUrl.replace(/\/+$/, '')}/owners/confirm?contact=${before.id}&token=${token}`;
    await logOwnerChange(tx, actor, 'owner_confirmation_sent', after!, before, { to: before.email });
    const padName = target.pad.name;
    // Inside the transaction: a message that cannot be sent leaves nothing recorded as sent.
    await mailer.send({
      to: before.email,
      subject: `Confirm you own ${padName}`,
      text:
        `Hello${before.name ? ` ${before.name}` : ''},\n\nyou are listed as an owner of ${padName}. ` +
        `Open this link in the Pads app to confirm it:\n\n${link}\n\nIf this is not you, ignore this e-mail.\n`,
      html:
        `<p>Hello${before.name ? ` ${escapeHtml(before.name)}` : ''},</p><p>you are listed as an owner of ${escapeHtml(padName)}. ` +
        `Open this link in the Pads app to confirm it:</p><p><a href="${link}">${link}</a></p>`,
    });
    return { owner: after!, to: before.email };
  });
}

/** Deletes a contact of the pad; the type, when given, must match (an owner is rejected or removed this way). */
export async function deleteContact(
  db: Db,
  target: { padId: number; contactId: number; typeId?: number },
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockContact(tx, target.padId, target.contactId);
    if (!before || (target.typeId !== undefined && before.contact_type_id !== target.typeId)) throw notFound('Contact');
    await tx.delete(contacts).where(eq(contacts.id, before.id));
    await refreshPhonable(tx, [target.padId]);
    await writeAuditLog(tx, {
      userId: actor.userId,
      action: 'contact_deleted',
      entityType: 'contact',
      entityId: before.id,
      padId: target.padId,
      subjectUserId: before.user_id,
      changes: ownerChanges(before, {}),
      details: { contact_type_id: before.contact_type_id },
      device: actor.device,
    });
  });
}
