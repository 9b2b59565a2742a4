// Owner contacts (type 4) of a pad and the owner search.
import { CONTACT_TYPE } from '@pads/contracts';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contacts, pads, users } from '../../db/schema.js';
import type { DbOrTx } from '../../domain/auditLog.js';
import { likePattern } from '../../lists/operators.js';
import { ROLE } from '../../plugins/auth.js';

export type ContactRow = typeof contacts.$inferSelect;

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

export async function listOwners(db: Db, padId: number) {
  const rows = await db
    .select({ contact: contacts, user: { id: users.id, username: users.username, role: users.role } })
    .from(contacts)
    .leftJoin(users, eq(users.id, contacts.user_id))
    .where(and(eq(contacts.pad_id, padId), eq(contacts.contact_type_id, CONTACT_TYPE.Owner)))
    .orderBy(asc(contacts.id));
  return rows.map((r) => presentOwner(r.contact, r.user?.id == null ? null : r.user));
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

/** The owner contact names this user: linked to their account, or (added by e-mail) carrying their e-mail. */
export function isOwnerContactOf(
  contact: { user_id: number | null; email: string | null },
  user: { id: number; email: string },
): boolean {
  if (contact.user_id !== null) return contact.user_id === user.id;
  return !!contact.email && contact.email.toLowerCase() === user.email.toLowerCase();
}

export async function findOwnerByUser(db: DbOrTx, padId: number, userId: number) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(
      and(eq(contacts.pad_id, padId), eq(contacts.user_id, userId), eq(contacts.contact_type_id, CONTACT_TYPE.Owner)),
    )
    .limit(1);
  return row;
}

export async function findOwnerByEmail(db: DbOrTx, padId: number, email: string) {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.pad_id, padId),
        eq(contacts.contact_type_id, CONTACT_TYPE.Owner),
        sql`lower(${contacts.email}) = lower(${email})`,
      ),
    )
    .limit(1);
  return row;
}

export async function findLiveUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deleted_at)))
    .limit(1);
  return row;
}

export async function findUserIdByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deleted_at)))
    .limit(1);
  return row?.id ?? null;
}

/** Users (not admins, not archived) whose e-mail contains the text; at most 10, closest first. */
export async function searchOwnersByEmail(db: Db, text: string) {
  const pattern = likePattern(text);
  return db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      first_name: users.first_name,
      last_name: users.last_name,
      role: users.role,
    })
    .from(users)
    .where(
      and(
        // The indexed search text (users_search_trgm) finds the candidates; the e-mail test keeps them.
        sql`${users.search_text} LIKE lower(${pattern})`,
        sql`${users.email} ILIKE ${pattern}`,
        ne(users.role, ROLE.Admin),
        isNull(users.deleted_at),
      ),
    )
    .orderBy(sql`lower(${users.email}) = lower(${text}) DESC`, sql`length(${users.email})`, asc(users.id))
    .limit(10);
}
