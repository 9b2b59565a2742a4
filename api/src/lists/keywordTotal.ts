// The total of a keyword search, capped where counting it exactly would read every match. A broad keyword ('lunch'
// in 100k of 500k reviews) costs a trigram bitmap of every match and a visit of each row, 80–130 ms, for a number
// nobody pages to the end of; the list then answers "of 1,000+" instead. The matches are first counted among the
// list's newest rows (a bounded walk down the id index, stopping at the cap): when the cap is reached there, the
// total is the cap and `total_capped` is set; otherwise the keyword is rare enough to count exactly through its
// indexes. Either way the cost is bounded by PROBE_ROWS rows plus the matches of a rare keyword.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { runStatement } from '../db/statements.js';
import { whereOf, type ListRequest } from './request.js';
import type { ListDefinition } from './types.js';

/** A keyword's total above this is answered as this number with `total_capped` (shown "1,000+"). */
export const KEYWORD_TOTAL_CAP = 1000;
/**
 * How many of the newest rows (at most; a tenth of the list below 500k rows) the matches are counted among first:
 * 2% of 50k reaching the cap caps it.
 */
export const PROBE_ROWS = 50_000;
/** How long the id that starts the newest PROBE_ROWS rows is reused: a few inserts more widen the window a little. */
const FLOOR_TTL_MS = 60_000;

const floors = new WeakMap<ListDefinition, { id: number; at: number }>();

/**
 * The id from which the list's newest rows (PROBE_ROWS, or a tenth of a smaller list) start, or null for an empty
 * list. Read through the id index and kept a minute, so
 * the total's statement carries it as a value the planner sees: a walk of that id range, never a scan of the table.
 */
export async function probeFloor(db: Db, def: ListDefinition): Promise<number | null> {
  const cached = floors.get(def);
  if (cached && Date.now() - cached.at < FLOOR_TTL_MS) return cached.id;
  // The window is a tenth of the list (by its id span) up to PROBE_ROWS: a small list's keyword is counted exactly.
  const end = (direction: SQL) => sql`(SELECT ${def.id} FROM ${def.from} ORDER BY ${def.id} ${direction} LIMIT 1)`;
  const [row] = await runStatement<{ id: number }>(
    db,
    sql`SELECT ${def.id} AS id FROM ${def.from} ORDER BY ${def.id} DESC
      OFFSET least(${PROBE_ROWS}, (${end(sql`DESC`)} - ${end(sql`ASC`)}) / 10) LIMIT 1`,
  );
  if (!row) return null; // a small list reads its ids again next time, and caps once it has grown
  const id = Number(row.id);
  floors.set(def, { id, at: Date.now() });
  return id;
}

/**
 * The total of a keyword request whose newest rows start at `floor`: -1 when the matches among them exceed the
 * cap (engine.ts answers KEYWORD_TOTAL_CAP with `total_capped`), else the exact count.
 */
export function cappedKeywordTotal(def: ListDefinition, req: ListRequest, where: SQL, floor: number): SQL {
  const rowByRow = whereOf(def, req, undefined, 'row by row');
  const probe = sql`(SELECT count(*) FROM (SELECT 1 FROM ${def.from} WHERE ${def.id} >= ${floor} AND ${rowByRow}
    ORDER BY ${def.id} DESC LIMIT ${KEYWORD_TOTAL_CAP + 1}) newest)`;
  return sql`(CASE WHEN ${probe} > ${KEYWORD_TOTAL_CAP} THEN -1 ELSE (SELECT count(*) FROM ${def.from} WHERE ${where}) END)`;
}
