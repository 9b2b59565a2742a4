import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accessTokens, users } from '../../db/schema.js';
import { diffFields, secretChanged, writeAuditLog } from '../../domain/auditLog.js';
import { staleEdit } from '../../domain/concurrency.js';
import type { FieldErrors } from '../../errors.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

const TAKEN = { email: 'The email has already been taken.', username: 'The username has already been taken.' };

/** Per-field messages for an email or username another user already has (case-insensitive). */
export async function uniquenessErrors(
  db: Db,
  values: { email?: string; username?: string },
  exceptUserId?: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const others = exceptUserId === undefined ? undefined : ne(users.id, exceptUserId);
  for (const field of ['email', 'username'] as const) {
    const value = values[field];
    if (value === undefined) continue;
    const [hit] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users[field]}) = lower(${value})`, others))
      .limit(1);
    if (hit) errors[field] = [TAKEN[field]];
  }
  return errors;
}

/**
 * The check above races with a concurrent insert; the unique indexes are the real guard. This maps
 * their violation back onto the field so the client still gets a 422 on it.
 */
export function uniqueViolationErrors(error: unknown): FieldErrors | undefined {
  const e = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = e as { code?: string; constraint?: string };
  if (code !== '23505') return undefined;
  if (constraint === 'users_email_lower_uq') return { email: [TAKEN.email] };
  if (constraint === 'users_username_lower_uq') return { username: [TAKEN.username] };
  return undefined;
}

/** Registers an admin; logged as done by `actorId`. */
export async function insertUser(db: Db, actorId: number, values: NewUser): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(values).returning();
    await writeAuditLog(tx, {
      userId: actorId,
      action: 'admin_created',
      entityType: 'user',
      entityId: row!.id,
      subjectUserId: row!.id,
      changes: diffFields({}, row!, LOGGED_FIELDS),
    });
    return row!;
  });
}

/** Fields whose before/after go into the log (never the password hash). */
const LOGGED_FIELDS = ['first_name', 'last_name', 'username', 'email', 'role'] as const;

/**
 * A profile edit. With `version` (what the form was loaded with) a row that has moved on is a 409;
 * without it (older clients) the write goes through. Returns undefined for an unknown user.
 */
export async function updateUser(
  db: Db,
  actorId: number,
  id: number,
  values: Partial<NewUser>,
  version?: number,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) return undefined;
    if (version !== undefined && before.version !== version) throw await staleEdit(tx, 'user', id);
    const [row] = await tx
      .update(users)
      .set({ ...values, updated_at: new Date(), version: sql`${users.version} + 1` })
      .where(eq(users.id, id))
      .returning();
    await writeAuditLog(tx, {
      userId: actorId,
      action: 'profile_updated',
      entityType: 'user',
      entityId: id,
      subjectUserId: id,
      changes: diffFields(before, row!, LOGGED_FIELDS),
    });
    return row;
  });
}

/**
 * A new password ends every other session of that user: a leaked token must not outlive the
 * password change. The session making the change (keepTokenId) stays signed in. The log says that the
 * password changed, never its value.
 */
export async function changePassword(
  db: Db,
  actorId: number,
  id: number,
  passwordHash: string,
  keepTokenId: number | null,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: new Date(), version: sql`${users.version} + 1` })
      .where(eq(users.id, id))
      .returning();
    if (!row) return undefined;
    const keep: SQL | undefined = keepTokenId === null ? undefined : ne(accessTokens.id, keepTokenId);
    await tx
      .update(accessTokens)
      .set({ revoked_at: new Date() })
      .where(and(eq(accessTokens.user_id, id), sql`${accessTokens.revoked_at} IS NULL`, keep));
    await writeAuditLog(tx, {
      userId: actorId,
      action: 'password_changed',
      entityType: 'user',
      entityId: id,
      subjectUserId: id,
      changes: secretChanged('password'),
    });
    return row;
  });
}
