// GET /api/admin/get-country-report as a query list (lists/queryList.ts).
import { sql } from 'drizzle-orm';
import { userIsFreemium, userIsPremium } from '../../domain/definitions.js';
import type { DateRange } from '../../domain/reportParams.js';
import { codeIn, inRange, sortableColumns } from '../../domain/reportSql.js';
import type { QueryList } from '../../lists/index.js';
import { ROLE } from '../../plugins/auth.js';

/** 7. Pilot Country: pilots who joined in the range, by country and premium state. */
export function pilotsCountry(p: { range: DateRange | null; countries: string[]; states: string[] }): QueryList {
  return {
    entity: 'pilots-country',
    exportName: 'pilots-country',
    // Pilots are counted per country code first and the few groups named after (naming each pilot's row
    // before grouping cost a join per pilot).
    rows: sql`SELECT coalesce(c.name, g.country_code, 'Unknown') AS country, g.country_code, g.user_premium_count,
        g.user_non_premium_count, g.user_fremium_count
      FROM (SELECT users.country_code,
          (count(*) FILTER (WHERE ${userIsPremium}))::int AS user_premium_count,
          (count(*) FILTER (WHERE NOT ${userIsPremium} AND NOT ${userIsFreemium}))::int AS user_non_premium_count,
          (count(*) FILTER (WHERE ${userIsFreemium}))::int AS user_fremium_count
        FROM users
        WHERE users.role = ${ROLE.Pilot} AND users.deleted_at IS NULL AND ${inRange(sql`users.created_at`, p.range)}
          AND ${codeIn(sql`users.country_code`, p.countries)} AND ${codeIn(sql`users.state_code`, p.states)}
        GROUP BY 1) g
      LEFT JOIN countries c ON c.code = g.country_code`,
    ...sortableColumns(
      {
        country: 'Country',
        user_premium_count: 'Premium Users',
        user_non_premium_count: 'Non Premium Users',
        user_fremium_count: 'Freemium Users',
      },
      'user_premium_count',
    ),
    charted: true,
  };
}
