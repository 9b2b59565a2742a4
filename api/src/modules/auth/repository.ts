import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accessTokens, activityLogs, users } from '../../db/schema.js';
import { issueToken } from '../../plugins/auth.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/** Issues the token, logs the sign-in and marks the user active, all or nothing. */
export async function recordLogin(
  db: Db,
  user: UserRow,
  meta: { device: string | undefined; ip: string },
): Promise<{ token: string; user: UserRow }> {
  return db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, meta.device, meta.ip);
    await tx.insert(activityLogs).values({
      user_id: user.id,
      action: 'login',
      details: { device: meta.device?.slice(0, 300) ?? null, ip: meta.ip },
    });
    const [updated] = await tx
      .update(users)
      .set({ last_action_at: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return { token, user: updated ?? user };
  });
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ revoked_at: new Date() }).where(eq(accessTokens.id, tokenId));
}
