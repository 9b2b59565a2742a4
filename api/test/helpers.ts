// Users and sessions for tests, made directly in the database (no login round trip, no rate limit).
import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.js';
import { and, asc, eq } from 'drizzle-orm';
import { activityLogs, users } from '../src/db/schema.js';
import { hashPassword } from '../src/domain/passwords.js';
import { issueToken, ROLE } from '../src/plugins/auth.js';

export { ROLE };

let passwordHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'correct horse battery staple';

export async function createUser(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const tag = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      first_name: 'Test',
      last_name: tag,
      username: `user_${tag}`,
      email: `user_${tag}@example.com`,
      password_hash: await passwordHash,
      role: ROLE.Admin,
      ...values,
    })
    .returning();
  return user!;
}

/** A user with a live bearer token. */
export async function userWithToken(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(db, values);
  const token = await issueToken(db, user.id, 'jest', '127.0.0.1');
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** The audit log rows of one entity, oldest first (for checking who did what, and the before/after). */
export async function auditLogOf(db: Db, entityType: string, entityId: number) {
  return db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.entity_type, entityType), eq(activityLogs.entity_id, entityId)))
    .orderBy(asc(activityLogs.id));
}
