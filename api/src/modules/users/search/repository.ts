// The users area's search-box results: users by id, e-mail and username (exact), then whose name, username or
// e-mail starts with the text, then whose name, username or e-mail contains it (case and accents ignored).
import { SEARCH_LIMIT, type SearchQuery } from '@pads/contracts';
import type { UserSearchHit } from '@pads/contracts/api';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { exactFirst, foldedPatterns, fragmentCandidates, lowerPrefix } from '../../../domain/searchText.js';

const TIERS = ['id', 'email', 'username', 'prefix', 'fragment'] as const;
/** A tier's number as SQL text (a literal: a bound parameter in a UNION's column would have no type). */
const tier = (name: (typeof TIERS)[number]) => sql.raw(String(TIERS.indexOf(name)));

/**
 * Each branch reads its own index and stops early: the id (primary key), the e-mail and the username
 * (users_email_lower_uq, users_username_lower_uq), the prefixes (users_search_fold_prefix_idx for the name,
 * users_username_prefix_idx, users_email_prefix_idx, each walked in order) and the fragment (users_search_fold_trgm,
 * the first candidates only), this one only when nothing matched exactly (see exactFirst). A user found twice keeps
 * the best tier.
 */
export async function searchUsers(db: Db, query: SearchQuery): Promise<UserSearchHit[]> {
  const exact: SQL[] = [];
  if (query.id !== null) exact.push(sql`SELECT id, ${tier('id')} AS tier FROM users WHERE id = ${query.id}`);
  const words = query.words && !query.coordinate;
  const text = query.text;
  if (words) {
    exact.push(sql`SELECT id, ${tier('email')} AS tier FROM users WHERE lower(email) = lower(${text})`);
    exact.push(sql`SELECT id, ${tier('username')} AS tier FROM users WHERE lower(username) = lower(${text})`);
  }
  const { prefix, fragment } = foldedPatterns(text);
  const byPrefix = (column: SQL, pattern: SQL) =>
    sql`(SELECT id, ${tier('prefix')} AS tier FROM users WHERE (${column} COLLATE "C") LIKE ${pattern}
      ORDER BY (${column} COLLATE "C"), id LIMIT ${SEARCH_LIMIT})`;
  const found = exactFirst(
    exact,
    words
      ? sql.join(
          [
            byPrefix(sql`search_fold`, prefix),
            byPrefix(sql`lower(username)`, lowerPrefix(text)),
            byPrefix(sql`lower(email)`, lowerPrefix(text)),
          ],
          sql` UNION ALL `,
        )
      : null,
    words
      ? sql`(SELECT id, ${tier('fragment')} AS tier FROM users WHERE search_fold LIKE ${fragment}
          LIMIT ${fragmentCandidates(SEARCH_LIMIT)})`
      : null,
  );
  if (!found) return [];
  const match = sql.raw(`(ARRAY['${TIERS.join("','")}'])[h.tier + 1]`);
  const { rows } = await db.execute<UserSearchHit & Record<string, unknown>>(sql`
    ${found},
    h AS (SELECT id, min(tier) AS tier FROM found GROUP BY id)
    SELECT u.id, trim(u.first_name || ' ' || u.last_name) AS name, u.username, u.email, u.role,
      u.deleted_at IS NOT NULL AS is_archived, ${match} AS match
    FROM h JOIN users u ON u.id = h.id
    ORDER BY h.tier, (u.search_fold COLLATE "C"), u.id
    LIMIT ${SEARCH_LIMIT}`);
  return rows;
}
