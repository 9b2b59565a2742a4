import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accessTokens, users } from '../../db/schema.js';
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

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updated_at: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * A new password ends every other session of that user: a leaked token must not outlive the
 * password change. The session making the change (keepTokenId) stays signed in.
 */
export async function changePassword(db: Db, id: number, passwordHash: string, keepTokenId: number | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where(eq(users.id, id))
      .returning();
    const keep: SQL | undefined = keepTokenId === null ? undefined : ne(accessTokens.id, keepTokenId);
    await tx
      .update(accessTokens)
      .set({ revoked_at: new Date() })
      .where(and(eq(accessTokens.user_id, id), sql`${accessTokens.revoked_at} IS NULL`, keep));
    return row;
  });
}

/** Merges one key into settings.admin_settings without touching the user's other settings. */
export async function setAdminSetting(
  db: Db,
  id: number,
  key: 'is_map_on' | 'is_user_map_on',
  value: boolean,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      settings: sql`jsonb_set(
        coalesce(${users.settings}, '{}'::jsonb),
        '{admin_settings}',
        coalesce(${users.settings} -> 'admin_settings', '{}'::jsonb) || jsonb_build_object(${key}::text, ${value}::boolean)
      )`,
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}
