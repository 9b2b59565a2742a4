// Whether the pad or user a route names exists: the 404 a route answers before it reads what hangs off it.
import { eq } from 'drizzle-orm';
import { pads, users } from '../db/schema.js';
import type { DbOrTx } from './auditLog.js';

export async function padExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: pads.id }).from(pads).where(eq(pads.id, id)).limit(1);
  return Boolean(row);
}

export async function userExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return Boolean(row);
}
