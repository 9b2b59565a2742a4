// The search box's text matching, shared by the areas' search calls (modules/pads/search, users/search): the
// query folded as the stored columns are (search_fold(), migration 0054: lower case, no accents) and written into
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
