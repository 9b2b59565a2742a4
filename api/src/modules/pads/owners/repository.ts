// A pad's owner contacts (type 4): the Owners table, adding an existing user, adding an owner by e-mail and
// confirming one. Each write opens its transaction, makes the change and logs it there.
import type { Actor } from '../../../domain/actor.js';
import { CONTACT_TYPE, REVISION_STATUS, REVISION_TYPE } from '@pads/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { contacts, revisions, users } from '../../../db/schema.js';
import type { DbOrTx } from '../../../domain/auditLog.js';
import {
  findOwnerContactOf,
  lockContact,
  logOwnerChange,
  ownerContactOf,
  presentOwner,
  type ContactRow,
} from '../../../domain/ownerContacts.js';
import { conflict, notFound, validationFailed } from '../../../errors.js';
import { refreshPhonable } from '../../../domain/padPhonable.js';

export async function listOwners(db: Db, padId: number) {
  const rows = await db
    .select({ contact: contacts, user: { id: users.id, username: users.username, role: users.role } })
    .from(contacts)
    .leftJoin(users, eq(users.id, contacts.user_id))
    .where(and(eq(contacts.pad_id, padId), eq(contacts.contact_type_id, CONTACT_TYPE.Owner)))
    .orderBy(asc(contacts.id));
  return rows.map((r) => presentOwner(r.contact, r.user?.id == null ? null : r.user));
}

/** The owner contact names this user: linked to their account, or (added by e-mail) carrying their e-mail. */
export function isOwnerContactOf(
  contact: { user_id: number | null; email: string | null },
  user: { id: number; email: string },
): boolean {
  if (contact.user_id !== null) return contact.user_id === user.id;
  return !!contact.email && contact.email.toLowerCase() === user.email.toLowerCase();
}

async function findOwnerByEmail(db: DbOrTx, padId: number, email: string) {
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

async function findUserIdByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deleted_at)))
    .limit(1);
  return row?.id ?? null;
}

type LiveUser = NonNullable<Awaited<ReturnType<typeof findLiveUser>>>;

/** Adds an existing user as an (unclaimed) owner; 409 when they already are one. */
export async function addUserAsOwner(db: Db, padId: number, user: LiveUser, actor: Actor): Promise<ContactRow> {
  return db.transaction(async (tx) => {
    if (await findOwnerContactOf(tx, padId, user.id)) throw conflict('This user is already an owner of the pad.');
    const [row] = await tx
      .insert(contacts)
      .values({ ...ownerContactOf(padId, user), phone: null })
      .returning();
    await logOwnerChange(tx, actor, 'owner_added', row!, null);
    return row!;
  });
}

/** Confirms an owner: the contact becomes claimed by the user, and their pending claim on the pad is accepted. */
export async function acceptOwner(
  db: Db,
  target: { padId: number; contactId: number },
  user: LiveUser,
  actor: Actor,
): Promise<ContactRow> {
  return db.transaction(async (tx) => {
    const before = await lockContact(tx, target.padId, target.contactId);
    if (!before || before.contact_type_id !== CONTACT_TYPE.Owner) throw notFound('Owner');
    if (before.is_claimed) throw conflict('This owner is already confirmed.');
    // The contact says who the owner is: the user sent must be that person (their account, or for an
    // owner added by e-mail, the account with that e-mail), so a stale screen or a crafted call cannot
    // hand the pad to someone else.
    if (!isOwnerContactOf(before, user)) {
      throw validationFailed({ user_id: ['This owner is not that user: accept the owner shown on the pad.'] });
    }
    const [after] = await tx
      .update(contacts)
      .set({ user_id: user.id, is_claimed: true, is_pending: false, pending_comment: null, updated_at: new Date() })
      .where(eq(contacts.id, before.id))
      .returning();
    // The user's claim on this pad is what the admin just confirmed.
    const claims = await tx
      .update(revisions)
      .set({
        status: REVISION_STATUS.Accepted,
        resolved_by: actor.userId,
        resolved_at: new Date(),
        updated_at: new Date(),
      })
      .where(
        and(
          eq(revisions.pad_id, target.padId),
          eq(revisions.user_id, user.id),
          eq(revisions.type, REVISION_TYPE.Claim),
          eq(revisions.status, REVISION_STATUS.Pending),
        ),
      )
      .returning({ id: revisions.id });
    await logOwnerChange(
      tx,
      actor,
      'owner_accepted',
      after!,
      before,
      claims.length ? { accepted_claims: claims.map((c) => c.id) } : undefined,
    );
    return after!;
  });
}

/** Creates an owner contact from an e-mail (linked to the account with that e-mail, if any). */
export async function addOwnerContact(
  db: Db,
  input: { pad_id: number; email: string; name?: string | null; phone?: string | null },
  actor: Actor,
): Promise<ContactRow> {
  return db.transaction(async (tx) => {
    if (await findOwnerByEmail(tx, input.pad_id, input.email))
      throw validationFailed({ email: ['This e-mail is already an owner of the pad.'] });
    const [row] = await tx
      .insert(contacts)
      .values({
        pad_id: input.pad_id,
        // An account with this e-mail may exist already (e.g. created since the search): link it.
        user_id: await findUserIdByEmail(tx, input.email),
        name: input.name || null,
        email: input.email,
        phone: input.phone || null,
        contact_type_id: CONTACT_TYPE.Owner,
      })
      .returning();
    // An owner with a valid number makes the pad phonable.
    await refreshPhonable(tx, [input.pad_id]);
    await logOwnerChange(tx, actor, 'owner_added', row!, null);
    return row!;
  });
}
