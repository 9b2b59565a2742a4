// The moderation area's search-box result: the revision a query names by its id, with its pad's name.
import type { SearchQuery } from '@pads/contracts';
import type { RevisionSearchHit } from '@pads/contracts/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';

export async function searchRevisions(db: Db, query: SearchQuery): Promise<RevisionSearchHit[]> {
  if (query.id === null) return [];
  const { rows } = await db.execute<RevisionSearchHit & Record<string, unknown>>(sql`
    SELECT r.id, r.type, r.status, r.pad_id, p.name AS pad_name, 'id' AS match
    FROM revisions r JOIN pads p ON p.id = r.pad_id
    WHERE r.id = ${query.id}`);
  return rows;
}
