// Whether the database answers.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
