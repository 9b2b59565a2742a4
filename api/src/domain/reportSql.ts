// Pieces of the aggregate reports' statements (spec part 3 §2, §3 "Report rows", §9), shared by the report
// modules. Users are counted with the business definitions in domain/definitions.ts, as the stats bar counts
// them. Pads are split by their moderation status alone (status 3 moderated, any other unmoderated, a keeper's
// pad private), so a report's columns add up to its live pads; the stats bar's "moderated" also leaves out
// landing-not-possible pads and aerial points of interest.
import { sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../lists/operators.js';
import type { QueryList } from '../lists/queryList.js';
import type { DateRange } from './reportParams.js';

/** The rows whose `column` falls in the range (its `until` excluded); every row without a range. */
export const inRange = (column: SQL, range: DateRange | null) =>
  range ? sql`${column} >= ${range.from.toISOString()} AND ${column} < ${range.until.toISOString()}` : sql`TRUE`;

/** The rows whose `column` is one of the codes; every row without codes. */
export const codeIn = (column: SQL, codes: string[]) =>
  codes.length
    ? sql`${column} = ANY(${sql`ARRAY[${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`})`
    : sql`TRUE`;

/** A keyword over users: their lower-cased search text, indexed by users_search_trgm. */
export const userMatches = (alias: string, keyword: string) =>
  sql`${sql.identifier(alias)}.search_text LIKE lower(${likePattern(keyword)})`;

/** A user's name as the reports show it: first and last name, else the username. */
export const nameOf = (alias: string) =>
  sql`trim(coalesce(nullif(trim(${sql.identifier(alias)}.first_name || ' ' || ${sql.identifier(alias)}.last_name), ''), ${sql.identifier(alias)}.username))`;

/** The ISO date (YYYY-MM-DD) of a UTC day. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * A report's columns (key and title, in order), every one sortable, most first by `by` unless the request says
 * otherwise: the columns and sorts block the report lists would each write out.
 */
export function sortableColumns<K extends string>(
  titles: Record<K, string>,
  by: NoInfer<K>,
): Pick<QueryList, 'columns' | 'sorts' | 'defaultSort'> {
  const keys = Object.keys(titles) as K[];
  return {
    columns: keys.map((key) => ({ key, title: titles[key] })),
    sorts: keys,
    defaultSort: { key: by, direction: 'desc' },
  };
}
