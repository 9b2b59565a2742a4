// The total of a keyword search, capped where counting it exactly would read every match. A broad keyword ('lunch'
// in 100k of 500k reviews) costs a trigram bitmap of every match and a visit of each row, 80–130 ms, for a number
// nobody pages to the end of; the list then answers "of 1,000+" instead. The matches are counted up to one past the
// cap, in no particular order, and the statement runs planned for its pattern (db/statements.ts, `plannedPerValue`):
// PostgreSQL builds a rare or middling keyword's trigram bitmap and stops visiting rows at the cap, and reads a
// keyword that matches most rows from the table until the cap. Either way the cost is bounded by the cap and the
// keyword's own matches, whatever the list's size.
// Counting newest first (ORDER BY id DESC, until issue 38) made every keyword the planner thought broad walk the id
// index: 'smith' among 2M users walked 141k users for its 1,001 matches (150–500 ms) where its trigram bitmap (14k
// entries) and 1,001 row visits take 10–20 ms.
import { sql, type SQL } from 'drizzle-orm';
import type { ListDefinition } from './types.js';

/** A keyword's total above this is answered as this number with `total_capped` (shown "1,000+"). */
export const KEYWORD_TOTAL_CAP = 1000;

/** The total of a keyword request: -1 when its matches exceed the cap (engine.ts answers the cap), else the count. */
export function cappedKeywordTotal(def: ListDefinition, where: SQL): SQL {
  const counted = sql`(SELECT count(*) FROM (SELECT 1 FROM ${def.from} WHERE ${where}
    LIMIT ${sql.raw(String(KEYWORD_TOTAL_CAP + 1))}) m)`;
  return sql`(SELECT CASE WHEN n > ${KEYWORD_TOTAL_CAP} THEN -1 ELSE n END FROM ${counted} AS t(n))`;
}
