// The search box's text matching, shared by the areas' search calls (modules/pads/search, users/search): the
// query folded as the stored columns are (search_fold(), migration 0057: lower case, no accents) and written into
// LIKE patterns. The folding and escaping are SQL on a constant, which the planner computes once while planning
// (search_fold is IMMUTABLE), so the prefix pattern reaches the index as a constant range: the statements must run
// planned for their values (unnamed, as db.execute sends them), never on a generic plan.
import { sql, type SQL } from 'drizzle-orm';

/** `text` folded and escaped for LIKE (\, % and _ taken literally). */
const foldedLiteral = (text: string): SQL =>
  sql`replace(replace(replace(search_fold(${text}::text), '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

/** LIKE patterns of `text` folded: a prefix ('oak%') and a fragment ('%oak%'). */
export const foldedPatterns = (text: string) => {
  const folded = foldedLiteral(text);
  return { prefix: sql`(${folded} || '%')`, fragment: sql`('%' || ${folded} || '%')` };
};

/** `text` in lower case, escaped for LIKE, as a prefix pattern (usernames and e-mails are matched unfolded). */
export const lowerPrefix = (text: string): SQL =>
  sql`(replace(replace(replace(lower(${text}::text), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')`;

/**
 * How many candidates the fragment branch reads at most. The answer holds SEARCH_LIMIT results, and when the exact
 * and prefix branches found fewer than that (each found all it could), the fragment branch's first SEARCH_LIMIT more
 * rows than those cover the rest: twice the limit is always enough, and the scan stops there.
 */
export const fragmentCandidates = (limit: number) => limit * 2;

/**
 * `WITH exact AS (…), found AS (…)`: the rows of every branch with their tier, or null when there is no branch. The
 * fragment branch runs only when no exact branch found a row (a one-time filter on the exact rows): a long text
 * such as a whole e-mail address has trigrams that most rows share, and intersecting their posting lists is the
 * slowest part of a search (40 ms for an e-mail among 200k users), for rows that would rank below the exact match.
 */
export function exactFirst(exact: SQL[], prefix: SQL | null, fragment: SQL | null): SQL | null {
  if (!exact.length && !prefix && !fragment) return null;
  const parts: SQL[] = [];
  if (exact.length) parts.push(sql`SELECT id, tier FROM exact`);
  if (prefix) parts.push(prefix);
  if (fragment)
    parts.push(
      exact.length ? sql`(SELECT id, tier FROM (${fragment}) f WHERE NOT EXISTS (SELECT 1 FROM exact))` : fragment,
    );
  const exactCte = exact.length ? sql`exact AS (${sql.join(exact, sql` UNION ALL `)}), ` : sql``;
  return sql`WITH ${exactCte}found AS (${sql.join(parts, sql` UNION ALL `)})`;
}
