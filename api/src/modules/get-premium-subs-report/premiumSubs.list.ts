// GET /api/admin/get-premium-subs-report as a query list (lists/queryList.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { DateRange } from '../../domain/reportParams.js';
import { codeIn, inRange, isoDay, sortableColumns } from '../../domain/reportSql.js';
import type { QueryList } from '../../lists/index.js';
import { ROLE } from '../../plugins/auth.js';

/** 10. Premium Subscriptions: new and recurring subscriptions started in the range, by role. */
export function premiumSubs(p: { range: DateRange | null; country: string; states: string[] }): QueryList {
  const label = (role: SQL) =>
    sql`CASE ${role} WHEN ${ROLE.Owner} THEN 'Owner' WHEN ${ROLE.Pilot} THEN 'Pilot' ELSE 'Other' END`;
  // Without a place filter, the kept counts per day (subscription_day_counts); the range's days are whole UTC days.
  const byDay = sql`SELECT ${label(sql`c.role`)} AS role,
      coalesce(sum(c.n) FILTER (WHERE c.kind = 1), 0)::int AS new_subs,
      coalesce(sum(c.n) FILTER (WHERE c.kind = 2), 0)::int AS recurring,
      sum(c.n)::int AS total
    FROM subscription_day_counts c
    WHERE ${p.range ? sql`c.day >= ${isoDay(p.range.from)}::date AND c.day < ${isoDay(p.range.until)}::date` : sql`TRUE`}
    GROUP BY 1 HAVING sum(c.n) > 0`;
  // With one, each subscription of the range is looked up in users.
  const byPlace = sql`SELECT ${label(sql`s.role`)} AS role,
      (count(*) FILTER (WHERE s.kind = 1))::int AS new_subs, (count(*) FILTER (WHERE s.kind = 2))::int AS recurring,
      count(*)::int AS total
    FROM subscriptions s
    WHERE ${inRange(sql`s.started_at`, p.range)}
      AND EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id
        AND ${p.country ? sql`u.country_code = ${p.country}` : sql`TRUE`} AND ${codeIn(sql`u.state_code`, p.states)})
    GROUP BY 1`;
  return {
    entity: 'subs-report',
    exportName: 'subs-report',
    rows: p.country || p.states.length ? byPlace : byDay,
    ...sortableColumns({ role: 'Role', new_subs: 'New', recurring: 'Recurring', total: 'Total' }, 'total'),
  };
}
