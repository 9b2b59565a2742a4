// GET /api/admin/users/concurrent-logins-report as a query list (lists/queryList.ts).
import { sql } from 'drizzle-orm';
import type { DateRange } from '../../../domain/reportParams.js';
import { inRange, nameOf, userMatches, sortableColumns } from '../../../domain/reportSql.js';
import type { QueryList } from '../../../lists/index.js';
import { ROLE } from '../../../plugins/auth.js';

/** 11. Concurrent Pilot Logins: pilots by their live sessions (tokens used in the range, not revoked). */
export function concurrentLogins(p: {
  range: DateRange | null;
  keyword: string;
  country: string;
  state: string;
}): QueryList {
  const keyword = p.keyword ? userMatches('u', p.keyword) : sql`TRUE`;
  return {
    entity: 'concurrent-logins',
    exportName: 'concurrent-logins',
    rows: sql`SELECT u.id, ${nameOf('u')} AS full_name, u.email, u.username, count(t.id)::int AS active_tokens
      FROM access_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.revoked_at IS NULL AND u.role = ${ROLE.Pilot} AND u.deleted_at IS NULL
        AND ${inRange(sql`coalesce(t.last_used_at, t.created_at)`, p.range)} AND ${keyword}
        AND ${p.country ? sql`u.country_code = ${p.country}` : sql`TRUE`} AND ${p.state ? sql`u.state_code = ${p.state}` : sql`TRUE`}
      GROUP BY u.id`,
    ...sortableColumns(
      { full_name: 'Name', email: 'Email', username: 'Username', active_tokens: 'Active Tokens' },
      'active_tokens',
    ),
  };
}
