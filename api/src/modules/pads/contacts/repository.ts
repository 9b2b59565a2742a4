// The pad's primary contact: one contact of type 1 or 4 with an e-mail or phone, chosen inside the pad write
// (locked, logged; no version bump), and the pad's contacts as the Contact tab shows them.
import type { ContactRow } from '@pads/contracts/api';
import { isPrimaryCandidate, PAD_ACTION_MESSAGES, primaryContactRefusal, CONTACT_TYPE } from '@pads/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { contacts } from '../../../db/schema.js';
import type { Actor } from '../../../domain/actor.js';
import { writePad } from '../../../domain/padWrites.js';
import { AppError, notFound } from '../../../errors.js';
import { padActionFacts } from '../state/repository.js';

const refused = (message: string) => new AppError(422, 'validation_failed', message, { _: [message] });

export async function setPrimaryContact(
  db: Db,
  target: { padId: number; contactId: number; contactTypeId: number },
  actor: Actor,
): Promise<void> {
  const { padId, contactId, contactTypeId } = target;
  await writePad(
    db,
    { padId, userId: actor.userId, bumpVersion: false, device: actor.device },
    async (tx, pad) => {
      const message = primaryContactRefusal(await padActionFacts(tx, pad));
      if (message) throw refused(message);
      const list = await tx.select().from(contacts).where(eq(contacts.pad_id, padId));
      const contact = list.find((c) => c.id === contactId);
      if (!contact) throw notFound('Contact');
      if (contact.contact_type_id !== contactTypeId) throw refused('The contact type does not match the contact.');
      if (!isPrimaryCandidate(contact)) throw refused(PAD_ACTION_MESSAGES.primaryContactNone);
      const before = list.find((c) => c.is_primary)?.id ?? null;
      await tx
        .update(contacts)
        .set({ is_primary: sql`${contacts.id} = ${contactId}` })
        .where(eq(contacts.pad_id, padId));
      return {
        action: 'primary_contact_changed',
        entityType: 'contact',
        entityId: contactId,
        changes: { primary_contact_id: { before, after: contactId } },
        result: null,
      };
    },
    () => notFound('Pad'),
  );
}

/** The pad's contacts in id order, bar the type 2 ones the Contact tab does not list. */
export async function padContacts(db: Db, padId: number): Promise<ContactRow[]> {
  const rows = await db.select().from(contacts).where(eq(contacts.pad_id, padId)).orderBy(asc(contacts.id));
  return rows
    .filter((c) => c.contact_type_id !== CONTACT_TYPE.Operator)
    .map((c) => ({
      ...c,
      confirmation_sent_at: c.confirmation_sent_at?.toISOString() ?? null,
      created_at: c.created_at.toISOString(),
      updated_at: c.updated_at.toISOString(),
    }));
}
