// Owner contacts (contacts of type 4) as the pad's Owners table shows them, and what every change to one
// needs: its pad, the row locked for the change and its log entry. Used by the pad's owners
// (modules/pads/owners) and by the contact calls (modules/contacts).
import type { Actor } from './actor.js';
import { CONTACT_TYPE } from '@pads/contracts';
import { and, eq } from 'drizzle-orm';
import { contacts, pads, users } from '../db/schema.js';
import { diffFields, writeAuditLog, type DbOrTx } from './auditLog.js';

export type ContactRow = typeof contacts.$inferSelect;

/** A new owner contact for a user: named and reached as the user is. */
export const ownerContactOf = (
  padId: number,
  user: Pick<typeof users.$inferSelect, 'id' | 'first_name' | 'last_name' | 'username' | 'email'>,
) => ({
  pad_id: padId,
  user_id: user.id,
  name: `${user.first_name} ${user.last_name}`.trim() || user.username,
  email: user.email,
  contact_type_id: CONTACT_TYPE.Owner,
});

/** The user's owner contact on the pad (any, or only a claimed one), if there is one. */
export async function findOwnerContactOf(db: DbOrTx, padId: number, userId: number, { claimed = false } = {}) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.pad_id, padId),
        eq(contacts.user_id, userId),
        eq(contacts.contact_type_id, CONTACT_TYPE.Owner),
        claimed ? eq(contacts.is_claimed, true) : undefined,
      ),
    )
    .limit(1);
  return row;
}

const OWNER_FIELDS = ['user_id', 'name', 'email', 'phone', 'is_claimed', 'is_pending', 'pending_comment'] as const;

/** The logged before/after of an owner contact's fields. */
export const ownerChanges = (before: ContactRow | null, after: Partial<ContactRow>) =>
  diffFields((before ?? {}) as Record<string, unknown>, after as Record<string, unknown>, OWNER_FIELDS);

export const presentOwner = (c: ContactRow, user?: { id: number; username: string; role: number } | null) => ({
  id: c.id,
  user_id: c.user_id,
  name: c.name,
  email: c.email,
  phone: c.phone,
  contact_type_id: c.contact_type_id,
  is_claimed: c.is_claimed,
  is_pending: c.is_pending,
  pending_comment: c.pending_comment,
  confirmation_sent_at: c.confirmation_sent_at?.toISOString() ?? null,
  user: user ? { id: user.id, username: user.username, role: user.role } : null,
});

export async function findPad(db: DbOrTx, padId: number) {
  const [row] = await db.select({ id: pads.id, name: pads.name }).from(pads).where(eq(pads.id, padId)).limit(1);
  return row;
}

/** The pad's contact `contactId`, locked for the change about to be made. */
export async function lockContact(db: DbOrTx, padId: number, contactId: number) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.pad_id, padId)))
    .for('update');
  return row;
}

/** The log entry of a change to an owner contact, in the change's transaction. */
export const logOwnerChange = (
  tx: DbOrTx,
  actor: Actor,
  action: string,
  contact: ContactRow,
  before: ContactRow | null,
  details?: Record<string, unknown>,
) =>
  writeAuditLog(tx, {
    userId: actor.userId,
    action,
    entityType: 'contact',
    entityId: contact.id,
    padId: contact.pad_id,
    subjectUserId: contact.user_id,
    changes: ownerChanges(before, contact),
    details: details ?? null,
    device: actor.device,
  });
