// The total of a keyword search, capped where counting it exactly would read every match. A broad keyword ('lunch'
// in 100k of 500k reviews) costs a trigram bitmap of every match and a visit of each row, 80–130 ms, for a number
// nobody pages to the end of; the list then answers "of 1,000+" instead. The matches are counted up to one past the
// cap, newest first: the statement runs planned for its pattern (db/statements.ts, `plannedPerValue`), so
// PostgreSQL reads a rare keyword's few matches through its trigram index and stops a broad one's walk down the id
// index at the cap. Either way the cost is bounded by the cap, whatever the list's size.
import { sql, type SQL } from 'drizzle-orm';
import type { ListDefinition } from './types.js';

/** A keyword's total above this is answered as this number with `total_capped` (shown "1,000+"). */
export const KEYWORD_TOTAL_CAP = 1000;

/** The total of a keyword request: -1 when its matches exceed the cap (engine.ts answers the cap), else the count. */
export function cappedKeywordTotal(def: ListDefinition, where: SQL): SQL {
  // In id order, so a broad keyword's walk is the id index's (newest first), never a sequential scan of the table.
  const counted = sql`(SELECT count(*) FROM (SELECT 1 FROM ${def.from} WHERE ${where}
    ORDER BY ${def.id} DESC LIMIT ${KEYWORD_TOTAL_CAP + 1}) m)`;
  return sql`(SELECT CASE WHEN n > ${KEYWORD_TOTAL_CAP} THEN -1 ELSE n END FROM ${counted} AS t(n))`;
}
