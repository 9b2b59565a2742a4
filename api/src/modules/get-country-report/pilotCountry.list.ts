// GET /api/admin/get-country-report as a query list (lists/queryList.ts).
import { sql } from 'drizzle-orm';
import { userIsFreemium, userIsPremium, utcToday, utcTomorrowStart } from '../../domain/definitions.js';
import type { DateRange } from '../../domain/reportParams.js';
import { codeIn, inRange, sortableColumns } from '../../domain/reportSql.js';
import type { QueryList } from '../../lists/index.js';
import { ROLE } from '../../plugins/auth.js';

/** Every pilot who joined in the range and lives in one of the places, counted per country. */
const counted = (p: { range: DateRange | null; countries: string[]; states: string[] }) =>
  sql`SELECT coalesce(c.name, g.country_code, 'Unknown') AS country, g.country_code, g.user_premium_count,
        g.user_non_premium_count, g.user_fremium_count
      FROM (SELECT users.country_code,
          (count(*) FILTER (WHERE ${userIsPremium}))::int AS user_premium_count,
          (count(*) FILTER (WHERE NOT ${userIsPremium} AND NOT ${userIsFreemium}))::int AS user_non_premium_count,
          (count(*) FILTER (WHERE ${userIsFreemium}))::int AS user_fremium_count
        FROM users
        WHERE users.role = ${ROLE.Pilot} AND users.deleted_at IS NULL AND ${inRange(sql`users.created_at`, p.range)}
          AND ${codeIn(sql`users.country_code`, p.countries)} AND ${codeIn(sql`users.state_code`, p.states)}
        GROUP BY 1) g
      LEFT JOIN countries c ON c.code = g.country_code`;

/**
 * Without a range or a place filter (the report as it opens): live pilots per country from pilot_country_days (kept
 * by triggers; migration report_renewal_days), premium and freemium being the renewals after today plus today's still
 * ahead, read from the users (issue 38: counting every pilot took ~190–270 ms at 2M users). The same rules as
 * userIsPremium and userIsFreemium; test/reports checks both ways equal.
 */
const kept = sql`SELECT coalesce(c.name, nullif(g.country_code, ''), 'Unknown') AS country, nullif(g.country_code, '') AS country_code,
    (g.premium + coalesce(t.premium, 0))::int AS user_premium_count,
    (g.total - g.premium - g.freemium - coalesce(t.premium, 0) - coalesce(t.freemium, 0))::int AS user_non_premium_count,
    (g.freemium + coalesce(t.freemium, 0))::int AS user_fremium_count
  FROM (SELECT country_code, sum(n) AS total,
      coalesce(sum(n) FILTER (WHERE kind = 1 AND day > ${utcToday}), 0) AS premium,
      coalesce(sum(n) FILTER (WHERE kind = 2 AND day > ${utcToday}), 0) AS freemium
    FROM pilot_country_days GROUP BY country_code HAVING sum(n) > 0) g
  LEFT JOIN (SELECT coalesce(users.country_code, '') AS country_code,
      count(*) FILTER (WHERE ${userIsPremium}) AS premium, count(*) FILTER (WHERE ${userIsFreemium}) AS freemium
    FROM users
    WHERE users.role = ${ROLE.Pilot} AND users.deleted_at IS NULL AND users.renewal_date >= now()
      AND users.renewal_date < ${utcTomorrowStart}
    GROUP BY 1) t ON t.country_code = g.country_code
  LEFT JOIN countries c ON c.code = nullif(g.country_code, '')`;

/** 7. Pilot Country: pilots who joined in the range, by country and premium state. */
export function pilotsCountry(p: { range: DateRange | null; countries: string[]; states: string[] }): QueryList {
  return {
    entity: 'pilots-country',
    exportName: 'pilots-country',
    // Pilots are counted per country code first and the few groups named after (naming each pilot's row
    // before grouping cost a join per pilot).
    rows: p.range || p.countries.length || p.states.length ? counted(p) : kept,
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
