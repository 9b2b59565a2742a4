// Where the scale seed's generated rows point: the ids of the scale users and of the pads, as a first id and a
// span, so a generated row picks `lo + (g * prime) % span` without a lookup per row.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { scaleUserRange } from './scaleUsers.js';

export interface IdSpans {
  userLo: number;
  userSpan: number;
  padLo: number;
  padSpan: number;
}

export async function scaleIdSpans(db: { execute: Db['execute'] }): Promise<IdSpans> {
  const { lo: userLo, span: userSpan } = await scaleUserRange(db);
  const { rows: p } = await db.execute(sql`SELECT min(id) AS lo, max(id) AS hi FROM pads`);
  const padLo = Number(p[0]!.lo);
  return { userLo, userSpan, padLo, padSpan: Number(p[0]!.hi) - padLo + 1 };
}
