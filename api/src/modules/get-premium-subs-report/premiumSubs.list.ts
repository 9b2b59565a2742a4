// GET /api/admin/get-premium-subs-report as a query list (lists/queryList.ts).
import { sql } from 'drizzle-orm';
import type { DateRange } from '../../domain/reportParams.js';
import { codeIn, inRange } from '../../domain/reportSql.js';
import type { QueryList } from '../../lists/index.js';
import { ROLE } from '../../plugins/auth.js';

/** 10. Premium Subscriptions: new and recurring subscriptions started in the range, by role. */
export function premiumSubs(p: { range: DateRange | null; country: string; states: string[] }): QueryList {
  return {
    entity: 'subs-report',
    exportName: 'subs-report',
    rows: sql`SELECT CASE s.role WHEN ${ROLE.Owner} THEN 'Owner' WHEN ${ROLE.Pilot} THEN 'Pilot' ELSE 'Other' END AS role,
        (count(*) FILTER (WHERE s.kind = 1))::int AS new_subs, (count(*) FILTER (WHERE s.kind = 2))::int AS recurring,
        count(*)::int AS total
      FROM subscriptions s
      WHERE ${inRange(sql`s.started_at`, p.range)}
        AND ${
          p.country || p.states.length
            ? sql`EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id
              AND ${p.country ? sql`u.country_code = ${p.country}` : sql`TRUE`} AND ${codeIn(sql`u.state_code`, p.states)})`
            : sql`TRUE`
        }
      GROUP BY 1`,
    columns: [
      { key: 'role', title: 'Role' },
      { key: 'new_subs', title: 'New' },
      { key: 'recurring', title: 'Recurring' },
      { key: 'total', title: 'Total' },
    ],
    sorts: ['role', 'new_subs', 'recurring', 'total'],
    defaultSort: { key: 'total', direction: 'desc' },
  };
}
