// Where the scale seed's generated rows point: the ids of the scale users and of the pads, as a first id and a
// span, so a generated row picks `lo + (g * prime) % span` without a lookup per row.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export interface IdSpans {
  userLo: number;
  userSpan: number;
  padLo: number;
  padSpan: number;
}

export async function scaleIdSpans(db: { execute: Db['execute'] }): Promise<IdSpans> {
  const { rows: u } = await db.execute(
    sql`SELECT min(id) AS lo, max(id) AS hi FROM users WHERE username LIKE 'scale-%'`,
  );
  const { rows: p } = await db.execute(sql`SELECT min(id) AS lo, max(id) AS hi FROM pads`);
  const userLo = Number(u[0]!.lo);
  const padLo = Number(p[0]!.lo);
  return { userLo, userSpan: Number(u[0]!.hi) - userLo + 1, padLo, padSpan: Number(p[0]!.hi) - padLo + 1 };
}
